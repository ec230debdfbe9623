/**
 * Navigation to the targets of the specs (the rule editor, approval pages, app-management pages...):
 * DECISIONS "Embedding". An element dispatches a cancelable `bo-navigate` {path, query, newWindow}; a
 * host page with a router cancels it and routes itself. When nobody cancels it, the element goes there
 * itself, under the page's `navigationBase` (configure() or <bo-config navigation-base>), and only to
 * an http(s) address; a new window opens with noopener.
 */
import { getConfig } from './config';
import { event } from './runtime/events';

export interface NavigateDetail {
  /** the target's path, as the spec names it or as the page configured it */
  path: string;
  /** its query parameters (id when editing, is_use and app when adding a rule...) */
  query: Record<string, string>;
  /** whether it opens in a new window */
  newWindow: boolean;
}

/** `bo-navigate`, for the events of every element that navigates. */
export const NAVIGATE_EVENT = event<NavigateDetail>(
  { path: { type: 'string' }, query: { type: 'Record<string, string>' }, newWindow: { type: 'boolean' } },
  '跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转',
  { cancelable: true },
);

export interface NavigateTarget {
  path: string;
  query?: Record<string, string | number | undefined | null>;
  newWindow?: boolean;
}

/** The detail of a target: query values as text, empty ones left out. */
export function navigateDetail({ path, query = {}, newWindow = false }: NavigateTarget): NavigateDetail {
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') texts[key] = String(value);
  return { path, query: texts, newWindow };
}

/** The address of a target under the navigation base, or undefined when it is not http(s). */
export function navigationUrl({ path, query }: NavigateDetail, base = getConfig().navigationBase): string | undefined {
  const joined = /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `${base.replace(/\/+$/, '')}${path.startsWith('/') || !base ? '' : '/'}${path}`;
  let url: URL;
  try {
    url = new URL(joined, location.href);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol)) return undefined;
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * Dispatches the navigation through the element's `onNavigate` callback (bo-navigate); when the page
 * did not cancel it, goes there. Answers whether the element navigated itself.
 */
export function navigate(onNavigate: ((detail: NavigateDetail) => boolean) | undefined, target: NavigateTarget): boolean {
  const detail = navigateDetail(target);
  if (onNavigate && onNavigate(detail) === false) return false;
  const url = navigationUrl(detail);
  if (!url) {
    console.warn('[bo-elements] bo-navigate: not an http(s) address, not opened:', detail.path);
    return false;
  }
  if (detail.newWindow) window.open(url, '_blank', 'noopener');
  else location.assign(url);
  return true;
}

/** Whether there is somewhere to go back to: a given back path, or a previous page in the tab. */
export const canGoBack = (backPath: string | undefined, historyLength: number) => !!backPath || historyLength > 1;

/** Back: to `backPath` through bo-navigate when given, else to the tab's previous page when there is one. */
export function goBack(onNavigate: ((detail: NavigateDetail) => boolean) | undefined, backPath?: string): void {
  if (backPath) navigate(onNavigate, { path: backPath });
  else if (canGoBack(undefined, history.length)) history.back();
}
