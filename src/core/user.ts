/**
 * The logged-in user (staff id, company id, main department) from GET /base/user/login_info, fetched
 * once per page and base URL and shared by every element.
 */
import * as React from 'react';
import { getConfig } from './config';
import { call } from './http/client';
import { useLatestT } from './i18n';
import { ApiError, isAborted, userMessage } from './http/errors';
import { useElement } from './runtime/context';

export interface LoginInfo {
  staff: { id: number; name: string; serial_number?: string; mobile?: string };
  staff_main_department?: { id: number; name?: string; serial_number?: string };
  company_id?: number;
  company?: { id: number; name: string };
}

const cache = new Map<string, Promise<LoginInfo>>();
// the answers already in: an element opened after them knows the user in its first render
const known = new Map<string, LoginInfo>();

/** The user of this page; a failed request is not cached, so the next caller asks again. */
export function getLoginInfo(baseURL?: string): Promise<LoginInfo> {
  const base = baseURL ?? getConfig().baseURL;
  let pending = cache.get(base);
  if (!pending) {
    // not tied to one element's lifetime: it is shared by every element of the page
    pending = call<LoginInfo>({ method: 'GET', url: '/base/user/login_info', baseURL: base });
    cache.set(base, pending);
    pending.then(
      (info) => known.set(base, info),
      () => cache.delete(base),
    );
  }
  return pending;
}

/** Forget the cached user (a new login, tests). */
export const clearLoginInfo = () => {
  cache.clear();
  known.clear();
};

/** The user, or undefined while loading or when it could not be read (then `bo-error` was dispatched). */
export function useLoginInfo(enabled = true): LoginInfo | undefined {
  const { apiBase, reportError } = useElement();
  const t = useLatestT();
  const [info, setInfo] = React.useState<LoginInfo | undefined>(() => (enabled ? known.get(apiBase ?? getConfig().baseURL) : undefined));
  // asked for as soon as an element that needs it renders (the promise is shared and cached), so that
  // the request runs while the element mounts
  if (enabled && !info) void getLoginInfo(apiBase).catch(() => undefined);
  React.useEffect(() => {
    if (!enabled) return;
    let alive = true;
    getLoginInfo(apiBase)
      .then((i) => alive && setInfo(i))
      .catch((e: unknown) => {
        if (alive && e instanceof ApiError && !isAborted(e)) {
          reportError({ source: 'http', url: e.url, status: e.status, code: e.code, msg: userMessage(e, t) });
        }
      });
    return () => {
      alive = false;
    };
  }, [apiBase, reportError, enabled, t]);
  return info;
}
