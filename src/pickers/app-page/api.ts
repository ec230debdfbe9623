/**
 * The records and calls of the app page pickers (spec 2 §3 App page, Own page, No-code page, Picked page
 * result; §7 Projects / templates / pages) and of the add-page dialog (spec 3 §7 Application pages).
 * Every list asks for published pages only (page_status 2, spec 2 §4).
 */
import type { Api } from '../../core/http';
import { source } from '../../kit/data/source';

/** The only page status the pickers list (spec 2 §4, §9). */
export const LISTED_STATUS = 2;

interface Audit {
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** An app page (/base/app_page/list, /app_mange/home_page/list). */
export interface AppPage extends Audit {
  id: number;
  page_name: string;
  page_url?: string;
  page_status?: number | string;
  serial_number?: string;
  /** an http(s) picture, or an icon class shown in icon_color */
  icon?: string;
  icon_color?: string;
  model_function_list?: { name: string }[] | null;
}

/** An own page (/app_mange/my_page/list): create_by, not created_by. */
export interface OwnPage {
  id: number;
  page_name: string;
  page_status?: number | string;
  page_url?: string;
  serial_number?: string;
  create_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** A no-code page (/apaas/page/popup). */
export interface NocodePage extends Audit {
  id: number;
  name: string;
  serial_number?: string;
  source?: string;
  link?: string;
}

/** What bo-confirm's records carry beside the row's own fields (spec 2 §3 Picked page result). */
export interface PickedPage {
  id: number;
  serial_number: string;
  name: string;
  /** the address, the company-id placeholder filled */
  link: string;
  /** the page's type: the navigation tab (1 to 9) it is listed under */
  type: number;
}

/** POST /base/app_page/list {type, page_status [2], page, page_size}; data.list + data.total_count. */
export const appPages = (type: number) =>
  source<AppPage>({ method: 'POST', url: '/base/app_page/list', shape: 'list', fixed: { type, page_status: [LISTED_STATUS] } });

const withApp = (appId: number | undefined) => (appId === undefined ? {} : { app_id: appId });

/** POST /app_mange/my_page/list {page_status [2], search, page, page_size, app_id?}; data.list + data.total_count. */
export const ownPages = (appId?: number) =>
  source<OwnPage>({ method: 'POST', url: '/app_mange/my_page/list', shape: 'list', searchKey: 'search', fixed: { page_status: [LISTED_STATUS], ...withApp(appId) } });

/** POST /app_mange/home_page/list {is_enable [1], page_status ["2"], page, per_page, app_id, filters}; data.data + data.total. */
export const homePages = (appId?: number) =>
  source<AppPage>({
    method: 'POST',
    url: '/app_mange/home_page/list',
    shape: 'data',
    searchKey: 'filters',
    pageKeys: { page: 'page', pageSize: 'per_page' },
    fixed: { is_enable: [1], page_status: [String(LISTED_STATUS)], ...withApp(appId) },
  });

/** POST /apaas/page/popup {page_status [2], name, serial_number, source, page, page_size}; data.data + data.total. */
export const nocodePages = source<NocodePage>({ method: 'POST', url: '/apaas/page/popup', shape: 'data', fixed: { page_status: [LISTED_STATUS] } });

/** POST /apaas/public/page/page/popup_source (no body): the page source options, [{id, name}]. */
export const pageSources = source<{ id: string | number; name: string }>({ method: 'POST', url: '/apaas/public/page/page/popup_source', shape: 'array' });

// ---------------------------------------------------------------- the add-page dialog (spec 3 §7)

export interface AppOption {
  id: number;
  name: string;
}

export interface NewPage {
  app_id: number;
  page_name: string;
  page_url: string;
  page_application: number;
  page_image: string[];
}

export const MODEL_FUNCTIONS_PATH = '/base/authorized/company/model_function';
export const APP_MENU_PATH = '/base/authorized/app/menu';
export const ADD_PAGE_PATH = '/app_mange/index_page/add_page';
export const DELETE_PAGE_PATH = '/app_mange/index_page/page_delete';

/** GET /base/authorized/company/model_function {company_id}: the company's authorised functions [{id}]. */
export const modelFunctions = (api: Api, companyId: string | number, signal?: AbortSignal) =>
  api.call<{ id: number }[] | null>({ method: 'GET', url: MODEL_FUNCTIONS_PATH, params: { company_id: companyId }, signal });

/** POST /base/authorized/app/menu {name, mode_function_ids, page, page_size}: the applications (data.list). */
export const appMenu = async (api: Api, modeFunctionIds: number[], signal?: AbortSignal) => {
  const data = await api.call<{ list?: AppOption[]; total_count?: number } | null>({
    method: 'POST',
    url: APP_MENU_PATH,
    data: { name: '', mode_function_ids: modeFunctionIds, page: 1, page_size: 1000 },
    signal,
  });
  return data?.list ?? [];
};

/** POST /app_mange/index_page/add_page {app_id, page_name, page_url, page_application, page_image[]}. */
export const addPage = (api: Api, page: NewPage) => api.call<unknown>({ method: 'POST', url: ADD_PAGE_PATH, data: page });

/** DELETE /app_mange/index_page/page_delete {id}. */
export const deletePage = (api: Api, id: number) => api.call<unknown>({ method: 'DELETE', url: DELETE_PAGE_PATH, data: { id } });
