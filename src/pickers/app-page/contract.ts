/**
 * The calls of bo-app-page-picker's own pieces (its sections' lists are the engine's): the login info its
 * body reads to fill the company id into page addresses, and for the own pages the add-page dialog
 * (authorised functions, applications, add_page) and the delete action (spec 3 §7 Application pages).
 */
import type { CallSpec, ReadSpec } from '../../core/http';
import { loginInfoCall } from '../../core/user';
import { ADD_PAGE_PATH, APP_MENU_PATH, DELETE_PAGE_PATH, MODEL_FUNCTIONS_PATH } from './api';

const DATA_ANY: ReadSpec = { path: 'data', description: 'not read' };

export function pageCalls(values: Record<string, unknown>): CallSpec[] {
  const info = loginInfoCall([{ field: 'company_id', need: false, use: "fills {company_id} in the pages' addresses (else localStorage company_id, else 1)" }], true);
  if ((values.variant ?? 'own') !== 'own') return [info];
  const dialog = 'when the user opens the add-page dialog (新增页面)';
  return [
    info,
    {
      method: 'GET',
      path: MODEL_FUNCTIONS_PATH,
      when: dialog,
      params: [{ name: 'company_id', in: 'query', type: 'string', from: 'GET /base/user/login_info data.company_id', description: "the user's company (else localStorage company_id, else 1)" }],
      reads: [
        { path: 'data', type: 'array', need: 'fail', description: "the company's authorised functions" },
        { path: 'data[].id', type: 'id', description: 'a function: sent in mode_function_ids' },
      ],
    },
    {
      method: 'POST',
      path: APP_MENU_PATH,
      when: `${dialog}, after the functions answered`,
      params: [
        { name: 'name', in: 'body', type: 'string', value: '', description: 'no name filter: every application' },
        { name: 'mode_function_ids', in: 'body', type: 'number[]', description: "the ids of the company's authorised functions" },
        { name: 'page', in: 'body', type: 'number', value: 1 },
        { name: 'page_size', in: 'body', type: 'number', value: 1000 },
      ],
      reads: [
        { path: 'data', type: 'object', need: 'fail', description: 'a page of applications' },
        { path: 'data.list', type: 'array', need: 'fail', description: 'the applications: the options of 应用' },
        { path: 'data.total_count', type: 'number', description: 'not read' },
        { path: 'data.list[].id', type: 'id', need: 'report', description: "the application's id: app_id" },
        { path: 'data.list[].name', type: 'string', description: "the option's label" },
      ],
    },
    {
      method: 'POST',
      path: ADD_PAGE_PATH,
      when: 'when the user saves the add-page dialog (确定); the list is asked again after it',
      params: [
        { name: 'app_id', in: 'body', type: 'number', description: 'the chosen application' },
        { name: 'page_name', in: 'body', type: 'string', description: 'the page name (required)' },
        { name: 'page_url', in: 'body', type: 'string', description: 'the page address (required)' },
        { name: 'page_application', in: 'body', type: '1 | 2', description: '1 Web端, 2 移动端' },
        { name: 'page_image', in: 'body', type: 'string[]', value: [], description: 'pictures: not uploaded by this element' },
      ],
      reads: [DATA_ANY],
    },
    {
      method: 'DELETE',
      path: DELETE_PAGE_PATH,
      when: 'when the user deletes an own page (删除, then 确定 in 请确认是否删除该数据?); the list is asked again after it',
      params: [{ name: 'id', in: 'body', type: 'number', description: "the page's id" }],
      reads: [DATA_ANY],
    },
  ];
}
