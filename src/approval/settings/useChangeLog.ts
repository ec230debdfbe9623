/**
 * The change log of the approval settings (spec 3 §3 "Operation log", §7): the operation log of the model
 * approval_{module} for the class (or 0), by day, 10 days a page (spec 3 §9); asked again from page 1
 * whenever `version` changes (each change of the settings writes a log item).
 */
import * as React from 'react';
import { fetchSource } from '../../kit/data/source';
import { useRemoteList, type ListLoader } from '../../kit/list/useRemoteList';
import { LOG_PAGE_SIZE, operationLog, type OperationLogDay, type SettingsScope } from './api';

export function useChangeLog(scope: SettingsScope, enabled: boolean, version: number) {
  const key = JSON.stringify(scope);
  const load = React.useCallback<ListLoader<OperationLogDay>>(
    ({ page, pageSize }, api, signal) => fetchSource(api, operationLog(scope), { page: { page, size: pageSize }, signal }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope's identity is its content
    [key],
  );
  // a new scope or a new change: a new query from page 1
  const filters = React.useMemo(() => ({}), [key, version]); // eslint-disable-line react-hooks/exhaustive-deps -- new identity on purpose
  return useRemoteList(load, enabled, filters, LOG_PAGE_SIZE);
}
