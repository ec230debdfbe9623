// App pages (spec 2 §7 Projects / templates / pages; spec 3 §7 Application pages): the lists filter by
// what their requests send (type, page_status, is_enable, app_id, the search), so a request without the
// published-only filter gets unpublished pages too; the add-page dialog's functions and applications;
// add_page and page_delete change the own pages.
import type { HttpHandler } from 'msw';
import { MockError, asObject, ids, isEmpty, num, oneOfMatch, paged, route, text, textMatch, type Input } from '../kit';
import { store } from '../store';
import type { MockAppPage } from '../store/pages';

/** Rows whose field matches each filter the request sends (a list: one of; a value: equal). */
const matching = <T,>(rows: readonly T[], input: Input, keys: readonly string[]) =>
  rows.filter((r) => keys.every((k) => isEmpty(input[k]) || oneOfMatch(input[k], (r as Input)[k])));

const named = <T extends { page_name: string }>(rows: T[], search: Input) => rows.filter((r) => isEmpty(search.page_name) || textMatch(search.page_name, r.page_name));

function homePages(input: Input): MockAppPage[] {
  const rows = matching(store.pages().homePages, input, ['is_enable', 'page_status', 'app_id']);
  return named(rows, asObject(input.filters));
}

export const pagesHandlers: HttpHandler[] = [
  route('POST', '/base/app_page/list', ({ input }) => paged(input, named(matching(store.pages().appPages, input, ['type', 'page_status']), input), 'list')),
  route('POST', '/app_mange/my_page/list', ({ input }) =>
    paged(input, named(matching(store.pages().ownPages, input, ['page_status', 'app_id']), asObject(input.search)), 'list'),
  ),
  route('POST', '/app_mange/home_page/list', ({ input }) => paged(input, homePages(input), 'data')),
  route('POST', '/apaas/page/popup', ({ input }) => {
    const rows = matching(store.pages().nocodePages, input, ['page_status', 'source']);
    return paged(input, rows.filter((r) => textMatch(input.name, r.name) && textMatch(input.serial_number, r.serial_number)), 'data');
  }),
  route('POST', '/apaas/public/page/page/popup_source', () => store.pages().sources.map((s) => ({ ...s }))),
  route('GET', '/base/authorized/company/model_function', ({ input }) => {
    if (isEmpty(input.company_id)) throw new MockError(400, '缺少参数 company_id');
    return store.pages().functions.map((f) => ({ ...f }));
  }),
  route('POST', '/base/authorized/app/menu', ({ input }) => {
    const wanted = ids(input.mode_function_ids);
    const apps = store.pages().apps.filter((a) => wanted.includes(a.model_function_id) && textMatch(input.name, a.name));
    return paged(input, apps, 'list');
  }),
  route('POST', '/app_mange/index_page/add_page', ({ input }) => {
    const name = text(input.page_name).trim();
    const url = text(input.page_url).trim();
    if (!name || !url || num(input.app_id) === undefined) throw new MockError(400, '请填写完整的页面信息');
    const { ownPages, nextId } = store.pages();
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const page = {
      id: nextId.value++,
      app_id: num(input.app_id)!,
      serial_number: `WD${nextId.value}`,
      page_name: name,
      page_status: 2,
      page_url: url,
      page_application: num(input.page_application) ?? 1,
      page_image: Array.isArray(input.page_image) ? (input.page_image as string[]) : [],
      create_by: '当前用户',
      created_at: now,
      updated_by: '当前用户',
      updated_at: now,
    };
    ownPages.unshift(page);
    return { id: page.id };
  }),
  route('DELETE', '/app_mange/index_page/page_delete', ({ input }) => {
    const { ownPages } = store.pages();
    const at = ownPages.findIndex((p) => String(p.id) === String(input.id));
    if (at < 0) throw new MockError(404, '页面不存在');
    ownPages.splice(at, 1);
    return null;
  }),
];
