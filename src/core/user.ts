/**
 * The logged-in user (staff id, company id, main department) from GET /base/user/login_info, fetched
 * once per page and base URL and shared by every element. What an element reads of it is named by a
 * `UserField` (its path under `data`), so that the backend contract lists it and a field an element
 * needs and does not get is reported (console and bo-error, once per answer) instead of dropped.
 */
import * as React from 'react';
import { getConfig } from './config';
import { call } from './http/client';
import { mergeReads, missingReads, warnProblem, type CallSpec, type ReadSpec } from './http/contract';
import { useLatestT } from './i18n';
import { ApiError, errorDetail, isAborted } from './http/errors';
import { useElement } from './runtime/context';
import type { BoErrorDetail } from './runtime/events';
import { LOGIN_INFO_PATH, USER_FIELDS, type LoginInfo, type UserField } from './user-fields';

export { LOGIN_INFO_PATH, USER_FIELDS, userValue, type LoginInfo, type UserField } from './user-fields';

/** How an element reads a field of the login info: `need`, it is sent in a call (reported when missing);
 * `use`, what it is for. */
export interface UserRead {
  field: UserField;
  need: boolean;
  use: string;
}

const LOGIN_INFO_READS: readonly ReadSpec[] = [{ path: 'data', type: 'object', need: 'fail', description: 'the logged-in user' }];
const readOf = ({ field, need, use }: UserRead): ReadSpec => ({
  path: `data.${field}`,
  type: USER_FIELDS[field].type,
  ...(need ? { need: 'report' as const } : {}),
  description: `${USER_FIELDS[field].description}; ${use}`,
});

/** The login-info call of an element that reads these fields. */
export const loginInfoCall = (fields: readonly UserRead[], onOpen: boolean): CallSpec => ({
  method: 'GET',
  path: LOGIN_INFO_PATH,
  when: 'before the first call that needs the user; once per page and base URL, shared by every element',
  ...(onOpen ? { onOpen } : {}),
  params: [],
  reads: mergeReads([...LOGIN_INFO_READS, ...fields.map(readOf)]),
});

// the fields already reported missing, per answer: the answer is the page's, reported once
const reported = new WeakMap<LoginInfo, Set<UserField>>();

/** Reports the needed fields the answer lacks (console and `report`: an element's bo-error), once per
 * answer: the first element that needs a missing field says so. */
export function checkLoginInfo(info: LoginInfo, needs: readonly UserField[], report: (detail: BoErrorDetail) => void, baseURL?: string) {
  const done = reported.get(info) ?? new Set<UserField>();
  reported.set(info, done);
  const fresh = needs.filter((f) => !done.has(f));
  const reads = fresh.map((field) => readOf({ field, need: true, use: '' }));
  for (const { problem } of missingReads({ data: info }, reads)) {
    const msg = warnProblem('GET', LOGIN_INFO_PATH, problem);
    report({ source: 'http', url: `${baseURL ?? getConfig().baseURL}${LOGIN_INFO_PATH}`, msg });
  }
  fresh.forEach((f) => done.add(f));
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
    pending = call<LoginInfo>({ method: 'GET', url: LOGIN_INFO_PATH, baseURL: base, reads: LOGIN_INFO_READS });
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

/** The user, or undefined while loading or when it could not be read (then `bo-error` was dispatched).
 * `needs`: the fields the element sends in its calls; one the answer lacks is reported. */
export function useLoginInfo(enabled = true, needs: readonly UserField[] = []): LoginInfo | undefined {
  const { apiBase, reportError } = useElement();
  const t = useLatestT();
  const [info, setInfo] = React.useState<LoginInfo | undefined>(() => (enabled ? known.get(apiBase ?? getConfig().baseURL) : undefined));
  // asked for as soon as an element that needs it renders (the promise is shared and cached), so that
  // the request runs while the element mounts
  if (enabled && !info) void getLoginInfo(apiBase).catch(() => undefined);
  const needed = needs.join();
  React.useEffect(() => {
    if (!enabled) return;
    let alive = true;
    getLoginInfo(apiBase)
      .then((i) => {
        if (!alive) return;
        setInfo(i);
        checkLoginInfo(i, needed ? (needed.split(',') as UserField[]) : [], reportError, apiBase);
      })
      .catch((e: unknown) => {
        if (alive && e instanceof ApiError && !isAborted(e)) reportError(errorDetail(e, t));
      });
    return () => {
      alive = false;
    };
  }, [apiBase, reportError, enabled, t, needed]);
  return info;
}
