import { attr, defineElement, event } from '../src/core/runtime';
import { SearchBar, type Statistic } from '../src/management/search-bar/SearchBar';
import type { SearchDetail } from '../src/management/search-bar/useSearchBar';

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected the path of the search field definitions');
const isStatistics = (v: unknown) =>
  Array.isArray(v) && v.every((s) => typeof s === 'object' && s !== null && typeof (s as Statistic).label === 'string') ? undefined : 'expected [{ label: string, value: string | number }]';

export const BoSearchBar = defineElement({
  tag: 'bo-search-bar',
  description: '高级搜索栏：搜索项来自 search-api；前两项常显，其余在展开区（收起时一行 38 px）；添加临时搜索项、清空、搜索（bo-search）、搜索方案菜单与方案管理、数据统计',
  component: SearchBar,
  display: 'block',
  attributes: {
    searchApi: attr.string('', '搜索项定义的接口路径（GET，data 为搜索项列表）；也是方案所属的 search_api；必填', { check: nonEmpty }),
    statistics: attr.json<Statistic[]>([], '“数据统计”弹出层的内容（JSON）：[{ label, value }]；为空时不显示该按钮', '{ label: string; value: string | number }[]', { check: isStatistics }),
  },
  events: {
    'bo-search': event<SearchDetail>(
      {
        payload: { type: 'Record<string, unknown>' },
        scheme: { type: 'number | null' },
      },
      '搜索、清空或选用方案时触发：detail.payload 为搜索条件（只含非空值；数值区间为 start/end，日期区间为 start_time/end_time），detail.scheme 为所用方案的 id',
    ),
  },
  backend: async () => (await import('../src/management/search-scheme/contract')).searchBarCalls,
  cssParts: { 'search-form': '搜索表单（搜索项与按钮）' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-search-bar': InstanceType<typeof BoSearchBar>;
  }
}
