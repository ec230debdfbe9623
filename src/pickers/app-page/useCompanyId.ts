/**
 * The company id that fills the page addresses (page-url.logic.ts): the user's (GET /base/user/login_info,
 * shared by the page's elements), else the stored one, else 1. Undefined while the login info is read;
 * a failed read is reported (bo-error) and the stored id or 1 is used.
 */
import * as React from 'react';
import { ApiError, errorDetail, isAborted } from '../../core/http';
import { useLatestT } from '../../core/i18n';
import { useElement } from '../../core/runtime';
import { getLoginInfo } from '../../core/user';
import { companyIdOf, storedCompanyId } from './page-url.logic';

export function useCompanyId(): string | undefined {
  const { apiBase, reportError } = useElement();
  const t = useLatestT();
  const [companyId, setCompanyId] = React.useState<string>();
  React.useEffect(() => {
    let alive = true;
    getLoginInfo(apiBase)
      .then(
        (info) => info.company_id,
        (e: unknown) => {
          if (alive && e instanceof ApiError && !isAborted(e)) reportError(errorDetail(e, t));
          return undefined;
        },
      )
      .then((id) => alive && setCompanyId(companyIdOf(id, storedCompanyId())));
    return () => {
      alive = false;
    };
  }, [apiBase, reportError, t]);
  return companyId;
}
