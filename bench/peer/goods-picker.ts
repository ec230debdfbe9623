/**
 * The bench's peer (bench/README.md "Peer"): the goods picker written the way the spec's original stack
 * would write it, Vue 3 + Element Plus, with render functions (defineComponent + h(): no .vue files, no
 * template compiler, so vite builds it without a plugin). Same calls as bo-goods-picker on show(): GET
 * /base/user/login_info (once per page), GET /setting/public/category/list, POST /goods/list/v2, against
 * the bench server's data set chosen by `?api=` (/n50, /n10000, /tree10k). Only the bench uses it.
 *
 * Hooks for bench/pages/bench.js, as on our element: the mount point (`[data-bench]`) gets show() (a
 * promise of the confirmed records, null when closed) and hide(); each table row has `data-row-id`; the
 * table's scroller `data-bo-table`; the tree sidebar `part="tree-sidebar"` (its first input: the filter).
 */
import axios from 'axios';
import { computed, createApp, defineComponent, h, nextTick, ref, shallowRef, watch, type PropType } from 'vue';
import {
  ElButton, ElCheckbox, ElConfigProvider, ElDatePicker, ElDrawer, ElInput, ElOption, ElPagination, ElSelect,
  ElTabPane, ElTabs, ElTableV2, ElTree, type Column,
} from 'element-plus';
import zhCn from 'element-plus/es/locale/lang/zh-cn.mjs';
import './styles';

interface Goods {
  id: number;
  name: string;
  serial_number: string;
  describe?: string;
  goods_class?: number;
  goods_type?: { name?: string; path_name?: string[] };
  goods_group?: { name: string }[];
  goods_little_category?: { name?: string };
  price_unit?: { name?: string };
  price_count?: number;
  brand_name?: string;
  goods_unit?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}
interface CategoryNode { data: { id: number; name: string }; title: string; children?: CategoryNode[] }
interface Filters { name: string; serial_number: string; goods_class: number | ''; created_at: [string, string] | null }
type Confirmed = { records: Goods[]; ids: number[] } | null;

const http = axios.create({ baseURL: new URLSearchParams(location.search).get('api') || '/n50' });
/** {code: 200, data} or a rejected promise with the server's msg */
const call = async <T>(request: Promise<{ data: { code: number; msg?: string; data: T } }>): Promise<T> => {
  const { data } = await request;
  if (data.code !== 200) throw new Error(data.msg || '操作失败');
  return data.data;
};
let loginInfo: Promise<{ company_id: number }> | null = null;
const login = () => (loginInfo ??= call(http.get('/base/user/login_info')));

const CLASSES: Record<number, string> = { 1: '物品', 2: '服务' };
const emptyFilters = (): Filters => ({ name: '', serial_number: '', goods_class: '', created_at: null });

/** a text column: the field `key`, or what `value` reads of the row (el-table-v2's dataGetter) */
const text = (width: number, title: string, key: keyof Goods, value?: (g: Goods) => unknown): Column<Goods> => ({
  key, dataKey: key, title, width, flexShrink: 0,
  dataGetter: value ? ({ rowData }: { rowData: Goods }) => value(rowData) ?? '' : undefined,
});
const COLUMNS: Column<Goods>[] = [
  text(140, '物品编号', 'serial_number'),
  text(180, '物品名称', 'name'),
  text(180, '描述', 'describe'),
  text(90, '物品类型', 'goods_class', (g) => CLASSES[g.goods_class ?? 0]),
  text(140, '物品分类', 'goods_type', (g) => g.goods_type?.path_name?.join('/') ?? g.goods_type?.name),
  text(140, '物品分组', 'goods_group', (g) => g.goods_group?.map((x) => x.name).join('、')),
  text(110, '物品小类', 'goods_little_category', (g) => g.goods_little_category?.name),
  text(90, '计价单位', 'price_unit', (g) => g.price_unit?.name),
  text(90, '计价数量', 'price_count'),
  text(100, '品牌', 'brand_name'),
  text(70, '单位', 'goods_unit'),
  text(90, '创建人', 'created_by'),
  text(160, '创建时间', 'created_at'),
  text(90, '更新人', 'updated_by'),
  text(160, '更新时间', 'updated_at'),
];

/** the left sidebar: a filter box over the tabs 分类 / 分组 / 小类, each an el-tree */
const Sidebar = defineComponent({
  props: { tree: { type: Array as PropType<CategoryNode[]>, required: true } },
  emits: ['pick'],
  setup(props, { emit }) {
    const filter = ref('');
    const tab = ref('category');
    const treeRef = ref<InstanceType<typeof ElTree> | null>(null);
    // the same label matching as ours: the trimmed text, case-insensitive, anywhere in the label
    const matches = (value: string, node: unknown) => !value.trim() || (node as CategoryNode).title.toLowerCase().includes(value.trim().toLowerCase());
    watch(filter, (value) => treeRef.value?.filter(value));
    return () =>
      h('aside', { part: 'tree-sidebar', class: 'peer-sidebar' }, [
        h(ElInput, { modelValue: filter.value, 'onUpdate:modelValue': (v: string) => (filter.value = v), placeholder: '输入关键字过滤' }),
        h(ElTabs, { modelValue: tab.value, 'onUpdate:modelValue': (v: string | number) => (tab.value = String(v)) }, () => [
          h(ElTabPane, { label: '分类', name: 'category' }, () =>
            h(ElTree, {
              ref: treeRef,
              data: props.tree,
              props: { label: 'title', children: 'children' },
              highlightCurrent: true,
              filterNodeMethod: matches,
              onNodeClick: (node: CategoryNode) => emit('pick', { goods_type_id: node.data.id }),
            }),
          ),
          h(ElTabPane, { label: '分组', name: 'group', lazy: true }, () => null),
          h(ElTabPane, { label: '小类', name: 'little', lazy: true }, () => null),
        ]),
      ]);
  },
});

const Picker = defineComponent({
  setup(_, { expose }) {
    const open = ref(false);
    const rows = shallowRef<Goods[]>([]);
    const total = ref(0);
    const page = ref(1);
    const pageSize = ref(20);
    const tree = shallowRef<CategoryNode[]>([]);
    const filters = ref(emptyFilters());
    const side = shallowRef<Record<string, unknown>>({});
    const selected = ref(new Set<number>());
    const loading = ref(false);
    const error = ref('');
    const body = ref<HTMLElement | null>(null);
    let settle: (value: Confirmed) => void = () => {};

    async function load() {
      loading.value = true;
      error.value = '';
      try {
        const { created_at, ...rest } = filters.value;
        const dates = created_at ? { created_at_start: created_at[0], created_at_end: created_at[1] } : {};
        const data = await call<{ list: Goods[]; total_count: number }>(
          http.post('/goods/list/v2', { page: page.value, page_size: pageSize.value, status: 2, ...rest, ...dates, ...side.value }),
        );
        rows.value = data.list;
        total.value = data.total_count;
        await nextTick();
        // the scroller of the rows: the virtual grid's window (overflow hidden: el-table-v2 draws its own
        // scrollbar and turns wheel events into scrollTop; its scroll event renders the rows in view)
        body.value?.querySelector('.el-table-v2__main .el-table-v2__body > div:first-child')?.setAttribute('data-bo-table', '');
      } catch (e) {
        error.value = (e as Error).message || '操作失败';
      } finally {
        loading.value = false;
      }
    }
    function show(): Promise<Confirmed> {
      open.value = true;
      selected.value = new Set();
      page.value = 1;
      void load(); // the list needs no login info; the category tree is asked with the company id
      login()
        .then((user) => call<CategoryNode[]>(http.get('/setting/public/category/list', { params: { modular: 'goods', company_id: user.company_id } })))
        .then((t) => (tree.value = t))
        .catch(() => (tree.value = []));
      return new Promise((resolve) => (settle = resolve));
    }
    const close = (value: Confirmed) => {
      open.value = false;
      rows.value = [];
      settle(value);
    };
    expose({ show, hide: () => close(null) });

    const allChecked = computed(() => rows.value.length > 0 && rows.value.every((r) => selected.value.has(r.id)));
    const toggle = (id: number, on: boolean) => {
      const next = new Set(selected.value);
      if (on) next.add(id);
      else next.delete(id);
      selected.value = next;
    };
    const selection: Column<Goods> = {
      key: 'selection', width: 50, flexShrink: 0,
      cellRenderer: ({ rowData }: { rowData: Goods }) =>
        h(ElCheckbox, { modelValue: selected.value.has(rowData.id), onChange: (v: unknown) => toggle(rowData.id, !!v) }),
      headerCellRenderer: () =>
        h(ElCheckbox, {
          modelValue: allChecked.value,
          indeterminate: !allChecked.value && selected.value.size > 0,
          onChange: (v: unknown) => (selected.value = v ? new Set(rows.value.map((r) => r.id)) : new Set()),
        }),
    };
    const columns = [selection, ...COLUMNS];
    const field = (key: 'name' | 'serial_number', placeholder: string) =>
      h(ElInput, { modelValue: filters.value[key], 'onUpdate:modelValue': (v: string) => (filters.value[key] = v), placeholder, style: 'width: 180px' });
    const search = () => ((page.value = 1), load());

    return () =>
      h(ElDrawer, {
        modelValue: open.value,
        'onUpdate:modelValue': (v: boolean) => !v && close(null),
        title: '选择物品',
        size: '80%',
        direction: 'rtl',
        closeOnClickModal: false,
        destroyOnClose: true,
      }, {
        default: () =>
          h('div', { class: 'peer-body', ref: body }, [
            h('form', { class: 'peer-search', onSubmit: (e: Event) => (e.preventDefault(), search()) }, [
              field('name', '物品名称'),
              field('serial_number', '物品编号'),
              h(ElSelect, {
                modelValue: filters.value.goods_class, 'onUpdate:modelValue': (v: number | '') => (filters.value.goods_class = v),
                placeholder: '物品类型', clearable: true, style: 'width: 140px',
              }, () => Object.entries(CLASSES).map(([value, label]) => h(ElOption, { value: Number(value), label }))),
              h(ElDatePicker, {
                modelValue: filters.value.created_at, 'onUpdate:modelValue': (v: [string, string] | null) => (filters.value.created_at = v),
                type: 'daterange', valueFormat: 'YYYY-MM-DD', startPlaceholder: '创建时间', endPlaceholder: '创建时间',
              }),
              h(ElButton, { type: 'primary', onClick: search }, () => '搜索'),
              h(ElButton, { onClick: () => ((filters.value = emptyFilters()), search()) }, () => '重置'),
            ]),
            h('div', { class: 'peer-main' }, [
              h(Sidebar, { tree: tree.value, onPick: (f: Record<string, unknown>) => ((side.value = f), search()) }),
              h('section', { class: 'peer-table' }, [
                error.value
                  ? h('p', { class: 'peer-error' }, [error.value, ' ', h(ElButton, { link: true, type: 'primary', onClick: load }, () => '重试')])
                  : h(ElTableV2, {
                      columns, data: rows.value, rowKey: 'id',
                      width: Math.round(innerWidth * 0.8) - 260 - 60,
                      height: Math.max(240, innerHeight - 280),
                      rowProps: ({ rowData }: { rowData: Goods }) => ({ 'data-row-id': String(rowData.id) }),
                    }),
                h(ElPagination, {
                  currentPage: page.value, 'onUpdate:currentPage': (p: number) => ((page.value = p), load()),
                  pageSize: pageSize.value, 'onUpdate:pageSize': (s: number) => ((pageSize.value = s), search()),
                  pageSizes: [20, 50, 100], total: total.value, layout: 'total, sizes, prev, pager, next',
                }),
              ]),
            ]),
          ]),
        footer: () => [
          h(ElButton, { onClick: () => close(null) }, () => '关闭'),
          h(ElButton, {
            type: 'primary',
            onClick: () => close({ records: rows.value.filter((r) => selected.value.has(r.id)), ids: [...selected.value] }),
          }, () => '确定'),
        ],
      });
  },
});

const mount = document.getElementById('peer')!;
const picker = ref<{ show: () => Promise<Confirmed>; hide: () => void } | null>(null);
createApp({ render: () => h(ElConfigProvider, { locale: zhCn }, () => h(Picker, { ref: picker })) }).mount(mount);
Object.assign(mount, { show: () => picker.value!.show(), hide: () => picker.value!.hide() });
