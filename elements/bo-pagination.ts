import { attr, defineElement, event, formAttr, formField, isNonNegativeInt } from '../src/core/runtime';
import { Pagination } from '../src/kit/pagination/Pagination';
import {
  DEFAULT_LAYOUT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  type PaginationChange,
} from '../src/kit/pagination/Pagination.types';

const isPositiveInt = (v: number) => (Number.isInteger(v) && v >= 1 ? undefined : 'expected a whole number ≥ 1');
const isSizeList = (v: number[]) =>
  Array.isArray(v) && v.length > 0 && v.every((n) => Number.isInteger(n) && n >= 1)
    ? undefined
    : 'expected a JSON array of whole numbers ≥ 1';

export const BoPagination = defineElement({
  tag: 'bo-pagination',
  description: '分页条：共几条、每页条数、上一页、页码（带省略跳页）、下一页、前往某页',
  component: Pagination,
  display: 'block',
  // in a plain <form> (a server-rendered list's search form): the current page under its name
  form: formField({ value: ({ page }) => String(page) }),
  attributes: {
    name: formAttr.name(),
    total: attr.number(0, '总条数', { check: isNonNegativeInt }),
    page: attr.number(1, '当前页码（从 1 开始）；用户翻页后此属性随之更新', { check: isPositiveInt }),
    pageSize: attr.number(DEFAULT_PAGE_SIZE, '每页条数；用户切换后此属性随之更新并回到第 1 页', { check: isPositiveInt }),
    pageSizes: attr.list<number[]>('number', DEFAULT_PAGE_SIZES, '可选的每页条数（JSON 数组或逗号分隔）', 'number[]', { check: isSizeList }),
    disabled: attr.boolean(false, '禁用整个分页条（在禁用的 <fieldset> 中也是）'),
    hideOnSinglePage: attr.boolean(false, '只有一页时隐藏分页条'),
    layout: attr.string(
      DEFAULT_LAYOUT,
      '显示的部分及顺序，逗号分隔：total（共几条）、sizes（每页条数）、prev（上一页）、pager（页码）、next（下一页）、jumper（前往）、->（其后的部分靠右）',
    ),
  },
  events: {
    'bo-change': event<PaginationChange>({ page: { type: 'number' }, pageSize: { type: 'number' } }, '用户翻页或切换每页条数时触发（属性变化不触发）；切换每页条数时 page 为 1',
      // el.page always reads the current page, so a page that resets it after a new search moves the pager
      { updates: ({ page, pageSize }) => ({ page, pageSize }) },
    ),
  },
  cssParts: { pagination: '分页条本身（nav 元素）' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-pagination': InstanceType<typeof BoPagination>;
  }
}
