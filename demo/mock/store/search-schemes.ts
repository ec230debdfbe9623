// Search bar area (spec 1 §3 "Search field definition", "Search scheme"): the field definitions behind a
// demo search_api (a purchase-order list) and the saved schemes of each search_api, made on first use:
// a built-in scheme (class 1, current) and a user scheme.

/** The demo's search_api: GET answers the definitions below. */
export const DEMO_SEARCH_API = '/purchase/order/search_field';

export interface MockSchemeField {
  search_field_name: string;
  search_field_value: unknown;
}

export interface MockScheme {
  id: number;
  search_api: string;
  search_fa_class: 1 | 2;
  search_fa_name: string;
  is_current: 0 | 1;
  search_fa_field: MockSchemeField[];
}

export interface SearchSchemesData {
  definitions: Record<string, unknown>[];
  schemes: Map<string, MockScheme[]>;
  nextId: number;
}

const STATUS = [
  { label: '草稿', value: 1 },
  { label: '审批中', value: 2 },
  { label: '已通过', value: 3 },
  { label: '已驳回', value: 4 },
];

const DEFINITIONS: Record<string, unknown>[] = [
  { field_name: 'order_no', title: '单据编号', field_type: 'string', is_top: 1, placeholder: '请输入单据编号' },
  { field_name: 'title', title: '标题', field_type: 'string', is_top: 1 },
  { field_name: 'status', title: '状态', field_type: 'select_radio', is_top: 1, search_select: { list: STATUS } },
  {
    field_name: 'created_by',
    title: '创建人',
    field_type: 'array',
    is_top: 0,
    search_select: { api_url: '/base/staff/list', api_method: 'POST', api_field_name: 'name', api_field_val: 'id', api_data_node: 'data.list', play_load: {}, input_after_show: 1 },
  },
  { field_name: 'amount', title: '金额', field_type: 'amount_rang', is_top: 0, unit: '元' },
  { field_name: 'created_at', title: '创建时间', field_type: 'date_rang', is_top: 0 },
  { field_name: 'quantity', title: '数量', field_type: 'int', is_top: 0 },
  { field_name: 'delivery_month', title: '交货月份', field_type: 'month', is_top: 0 },
  { field_name: 'supplier_name', title: '供应商', field_type: 'string', is_top: 0, placeholder: '请输入供应商名称' },
  { field_name: 'contract_no', title: '合同编号', field_type: 'string', is_top: 0, placeholder: '请输入合同编号' },
  { field_name: 'project_name', title: '项目名称', field_type: 'string', is_top: 0, placeholder: '请输入项目名称' },
  { field_name: 'updated_at', title: '更新时间', field_type: 'datetime', is_top: 0, placeholder: '请选择更新时间' },
  { field_name: 'budget_year', title: '预算年度', field_type: 'year', is_top: 0, placeholder: '请输入年度', unit: '年' },
  { field_name: 'delivery_time', title: '送货时段', field_type: 'time_rang', is_top: 0, placeholder: '请选择时段' },
];

export function generateSearchSchemes(): SearchSchemesData {
  return { definitions: DEFINITIONS.map((d) => ({ ...d })), schemes: new Map(), nextId: 1 };
}

/** The schemes of a search_api, made on first use: 默认方案 (built in, current) and 本月单据. */
export function schemesOf(data: SearchSchemesData, searchApi: string): MockScheme[] {
  const hit = data.schemes.get(searchApi);
  if (hit) return hit;
  const made: MockScheme[] = [
    {
      id: data.nextId++,
      search_api: searchApi,
      search_fa_class: 1,
      search_fa_name: '默认方案',
      is_current: 1,
      search_fa_field: ['order_no', 'title', 'status'].map((n) => ({ search_field_name: n, search_field_value: null })),
    },
    {
      id: data.nextId++,
      search_api: searchApi,
      search_fa_class: 2,
      search_fa_name: '审批中的单据',
      is_current: 0,
      search_fa_field: [
        { search_field_name: 'status', search_field_value: 2 },
        { search_field_name: 'order_no', search_field_value: null },
        { search_field_name: 'amount', search_field_value: { start: 100, end: 5000 } },
      ],
    },
  ];
  data.schemes.set(searchApi, made);
  return made;
}
