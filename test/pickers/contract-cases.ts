/**
 * What the shared picker contract suite (contract.test.ts) needs to know of each registered picker: the
 * attributes it opens with, the list it asks, how its body shows and ticks a record, its cancel button and
 * the message of spec 2 §5/§8 when 确定 is pressed with nothing chosen (verbatim). A picker registered
 * without an entry here fails the suite.
 */
import { CASCADER_SAMPLE, HIERARCHY_SAMPLE } from '../../demo/tree-samples';
import { $, $$ } from '../helpers';

/** How a picker body shows its records. */
export interface Body {
  /** the element that holds the records (asserts the body is the one this table names) */
  container: string;
  /** the records in view, in order */
  rows(el: Element): HTMLElement[];
  id(row: HTMLElement): string;
  /** shown as chosen (ticked, or selected in radio mode) */
  ticked(row: HTMLElement): boolean;
  /** shown as not tickable */
  disabled(row: HTMLElement): boolean;
}

/** A row of the selection table (a tree table too) or a card of the grid: a native check box or radio. */
const rowBody = (container: string): Body => ({
  container,
  rows: (el) => $$(el, `${container} [data-row-id]`),
  id: (row) => row.dataset.rowId!,
  ticked: (row) => row.getAttribute('aria-selected') === 'true' && row.querySelector('input')!.checked,
  disabled: (row) => row.getAttribute('aria-disabled') === 'true' && row.querySelector('input')!.disabled,
});

export const bodies = {
  table: rowBody('[data-bo-table]:not(:has([data-depth]))'),
  grid: rowBody('[data-bo-grid]'),
  /** the table of a tree list: its first cell is indented by depth */
  treeTable: rowBody('[data-bo-table]:has([data-depth])'),
  /** a check tree: a tree item per record, aria-checked in checkbox mode, aria-selected in radio mode */
  checkTree: {
    container: '[data-bo-check-tree]',
    rows: (el) => $$(el, '[data-bo-check-tree] [role="treeitem"]'),
    id: (row) => row.dataset.id!,
    ticked: (row) => row.getAttribute('aria-checked') === 'true' || row.getAttribute('aria-selected') === 'true',
    disabled: (row) => row.getAttribute('aria-disabled') === 'true',
  } satisfies Body,
};

/** The places of the region picker's tab (its steps' buttons), by code. */
const regionBody: Body = {
  container: '[data-bo-region]',
  rows: (el) => $$(el, '[data-bo-region] [data-code]'),
  id: (row) => row.dataset.code!,
  ticked: (row) => row.getAttribute('aria-pressed') === 'true',
  disabled: (row) => row.getAttribute('aria-disabled') === 'true',
};

export interface ContractCase {
  /** attributes of every opening (the checks add selection-mode, disabled-ids, selected-ids) */
  attributes: Record<string, string>;
  /** path of the list the picker asks when it opens; none when the page passes the records (`records`) */
  list?: string;
  /** the records the page passes (a `data` attribute): pickers that ask nothing */
  records?: unknown[];
  body: Body;
  /** spec 2 §5/§8, verbatim: the message of 确定 with nothing chosen, and its level */
  empty: { text: string; level: 'error' | 'warning' };
  /** the text of the cancel button (取消, or 关闭 where the spec says) */
  cancel: '取消' | '关闭';
  /** a text field (data-field) of the search form; pickers without one have no search form */
  search?: string;
  /** the list is paged (a tree, or everything at once, is not) */
  pager: boolean;
  /** the picker chooses a record through steps, not by ticking a row (the region picker: 省份 → 城市 →
   * 区县): the suite checks what holds without ticking (parts, the empty message, cancel, stale answers,
   * aborts); the choice, disabled-ids, selected-ids and the form are its own test file's */
  steps?: true;
}

const error = (text: string) => ({ text, level: 'error' as const });
const warning = (text: string) => ({ text, level: 'warning' as const });
const paged = { pager: true, cancel: '取消' as const };

export const contractCases: Record<string, ContractCase> = {
  'bo-goods-picker': { ...paged, attributes: { 'no-tree': '' }, list: '/goods/list/v2', body: bodies.table, empty: error('请先选择数据'), cancel: '关闭', search: 'name' },
  'bo-item-picker': { ...paged, attributes: { 'no-tree': '' }, list: '/scm/public/get_bom', body: bodies.table, empty: error('请先选择数据'), cancel: '关闭', search: 'goods_code' },
  'bo-class-picker': { ...paged, attributes: { 'model-name': 'project' }, list: '/common/class/list/public', body: bodies.table, empty: error('请先勾选数据'), search: 'name' },
  'bo-sku-picker': { ...paged, attributes: {}, list: '/shop/public/common/sku_list', body: bodies.table, empty: error('请选择数据'), search: 'name' },
  // contract has no default template: nothing is chosen at first (the default's preselection: print-template.test.ts)
  'bo-print-template-picker': { ...paged, attributes: { 'model-name': 'contract', 'selection-mode': 'checkbox' }, list: '/gn/public/print_template/popup', body: bodies.table, empty: error('请选择模板'), search: 'name' },
  'bo-report-item-picker': { ...paged, attributes: {}, list: '/report_forms/large_screen_data_item/list_public', body: bodies.table, empty: error('请先选择数据'), search: 'search' },
  'bo-equipment-picker': { ...paged, attributes: { 'no-tree': '' }, list: '/phm/equipment/opt_list', body: bodies.table, empty: error('请先选择数据'), search: 'name' },
  'bo-material-picker': { ...paged, attributes: {}, list: '/sucai_manage/sucai/all_list', body: bodies.grid, empty: error('当前并未选择数据！'), search: 'title' },
  'bo-icon-picker': { ...paged, attributes: {}, list: '/setting/icon_lib/list', body: bodies.grid, empty: error('请先选择数据'), search: 'name' },
  'bo-department-picker': { attributes: {}, list: '/base/department/list', body: bodies.treeTable, empty: error('请先选择部门'), cancel: '取消', pager: false },
  'bo-org-picker': { attributes: {}, list: '/base/department/list', body: bodies.checkTree, empty: error('请先选择数据'), cancel: '取消', pager: false },
  'bo-staff-picker': { ...paged, attributes: {}, list: '/base/staff/list', body: bodies.table, empty: warning('当前没有选择数据'), search: 'name' },
  'bo-people-picker': { ...paged, attributes: {}, list: '/base/staff/list', body: bodies.table, empty: warning('当前没有选择数据'), search: 'name' },
  'bo-notifier-picker': { ...paged, attributes: {}, list: '/base/staff/list', body: bodies.table, empty: warning('当前没有选择数据'), search: 'name' },
  'bo-tenant-picker': { attributes: {}, list: '/base/department/list', body: bodies.treeTable, empty: error('请先选择数据'), cancel: '取消', pager: false },
  'bo-contact-picker': { ...paged, attributes: {}, list: '/eo/public/external/contact/popup', body: bodies.table, empty: error('请先选择数据'), search: 'name' },
  'bo-supplier-picker': { ...paged, attributes: {}, list: '/eo/public/external/supplier/popup', body: bodies.table, empty: warning('当前没有选择数据'), search: 'supplier_name' },
  'bo-external-org-picker': { ...paged, attributes: {}, list: '/eo/public/external/popup', body: bodies.table, empty: error('请先选择数据'), search: 'supplier_name' },
  // radio by default (spec 2): the contract's checkbox checks ask for checkbox mode
  'bo-payment-nature-picker': { ...paged, attributes: { 'selection-mode': 'checkbox' }, list: '/ocr/payment_nature/layer', body: bodies.table, empty: error('请先选择数据'), search: 'name' },
  'bo-receipt-picker': { ...paged, attributes: {}, list: '/ocr/bank_receipt/layer', body: bodies.table, empty: error('请先选择数据'), search: 'payee_name' },
  // the own pages (default variant); radio by default: the checkbox checks ask for checkbox mode
  'bo-app-page-picker': { ...paged, attributes: { 'selection-mode': 'checkbox' }, list: '/app_mange/my_page/list', body: bodies.table, empty: error('请选择页面'), search: 'page_name' },
  'bo-project-picker': { ...paged, attributes: {}, list: '/project/list', body: bodies.table, empty: error('请先选择数据'), search: 'name' },
  // a region is chosen through its tabs: its choice, disabled-ids, selected-ids and form are region-picker.test.ts's
  'bo-region-picker': { attributes: {}, list: '/city/list/all', body: regionBody, empty: error('请先选择数据'), cancel: '取消', pager: false, steps: true },
  // the page passes the tree: nothing is asked (no stale answer, no abort to check)
  'bo-hierarchy-picker': { attributes: { data: JSON.stringify(HIERARCHY_SAMPLE) }, records: HIERARCHY_SAMPLE, body: rowBody('[data-bo-hierarchy]'), empty: error('请先选择数据'), cancel: '取消', pager: false },
  // its first three nodes are leaves: the contract's ticks choose one node each
  'bo-cascader-picker': { attributes: { data: JSON.stringify(CASCADER_SAMPLE) }, records: CASCADER_SAMPLE, body: bodies.checkTree, empty: error('请先选择数据'), cancel: '取消', pager: false },
  'bo-bank-account-picker': { ...paged, attributes: {}, list: '/eo/public/account_bank/popup', body: bodies.table, empty: error('请先勾选数据'), search: 'name' },
  // radio by default (spec 2): the contract's checkbox checks ask for checkbox mode
  'bo-template-link-picker': { ...paged, attributes: { 'selection-mode': 'checkbox' }, list: '/apaas/tmp/popup', body: bodies.table, empty: error('请选择模板'), search: 'name' },
  'bo-payment-method-picker': { ...paged, attributes: { 'selection-mode': 'checkbox' }, list: '/scm/public/set/buyer/pay/popup', body: bodies.table, empty: error('请选择付款方式'), search: 'name' },
  'bo-address-picker': { ...paged, attributes: { 'selection-mode': 'checkbox' }, list: '/base/address/list', body: bodies.table, empty: error('请选择地址'), search: 'alias' },
  'bo-list-picker': {
    ...paged,
    attributes: { url: '/demo/generic/list', 'search-fields': '[{"field":"name","title":"名称","type":"string"}]' },
    list: '/demo/generic/list',
    body: bodies.table,
    empty: error('请先选择数据'),
    search: 'name',
  },
};

/** The text field of a picker's search form. */
export const searchInput = (el: Element, field: string) => $<HTMLInputElement>(el, `[data-field="${field}"] input`);
