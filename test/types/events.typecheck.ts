/**
 * A type-level test, run by `npm run typecheck` (part of npm test): the usages a page author writes in
 * TypeScript compile, and each mistake below is a type error (a `@ts-expect-error` line that compiles
 * fails the type check as an unused directive). Nothing here runs.
 */
import type {
  BoErrorDetail, BoGoodsPickerConfirmEvent, BoPaginationChangeEvent, BoTabBarChangeEvent, GoodsPickerConfirmDetail, PaginationChangeDetail,
} from '../../elements';
import type { PaginationChange } from '../../src/kit/pagination/Pagination.types';

declare const pager: HTMLElementTagNameMap['bo-pagination'];
declare const picker: HTMLElementTagNameMap['bo-goods-picker'];
declare const tabs: HTMLElementTagNameMap['bo-tab-bar'];
const page = (n: number) => n;
const text = (s: string) => s;

// an element's own events: the detail is inferred
pager.addEventListener('bo-change', (e) => page(e.detail.page + e.detail.pageSize));
tabs.addEventListener('bo-change', (e) => text(e.detail.name));
picker.addEventListener('bo-confirm', (e) => e.detail.records.length + e.detail.ids.length);
picker.addEventListener('bo-cancel', (e) => e.detail);
// bo-error on every element
pager.addEventListener('bo-error', (e) => text(e.detail.msg));
// the DOM's own events and names of other libraries are as on any element
pager.addEventListener('click', (e) => page(e.clientX));
pager.addEventListener('my-app-event', (e) => text(e.type));
pager.removeEventListener('bo-change', () => undefined);
// an element is an HTMLElement
const asElement: HTMLElement = picker;
document.body.append(asElement, pager);
// document hears every element's events: the union of their details
document.addEventListener('bo-confirm', (e) => e.detail);
document.addEventListener('bo-change', (e) => ('page' in e.detail ? page(e.detail.page) : 'name' in e.detail ? text(e.detail.name) : e.detail));
document.addEventListener('bo-error', (e: CustomEvent<BoErrorDetail>) => text(e.detail.source));
const change: PaginationChange = { page: 1, pageSize: 10 };
pager.dispatchEvent(new CustomEvent('bo-change', { detail: change }));

// @ts-expect-error a misspelled event name
pager.addEventListener('bo-chnage', () => undefined);
// @ts-expect-error an event of another element (the pager has no bo-confirm)
pager.addEventListener('bo-confirm', () => undefined);
// @ts-expect-error a field the detail does not have
pager.addEventListener('bo-change', (e) => e.detail.records);
// @ts-expect-error the detail's field has another type
tabs.addEventListener('bo-change', (e) => page(e.detail.name));
// @ts-expect-error on document, a detail is the union of the elements': name is not on the pager's
document.addEventListener('bo-change', (e) => text(e.detail.name));

// named types: a handler written apart from its listener (a Vue `function onConfirm(e: …)`) is typed
function onConfirm(e: BoGoodsPickerConfirmEvent): number {
  const detail: GoodsPickerConfirmDetail = e.detail;
  return detail.ids.length + detail.records.length;
}
picker.addEventListener('bo-confirm', onConfirm);
const onPage = (e: BoPaginationChangeEvent) => page(e.detail.page);
pager.addEventListener('bo-change', onPage);
export const firstPage: PaginationChangeDetail = { page: 1, pageSize: 20 };
// @ts-expect-error a named detail has only its own fields
export const wrongField = (d: GoodsPickerConfirmDetail) => d.page;
// @ts-expect-error one element's named event is not another's (the tab bar's bo-change carries a name)
pager.addEventListener('bo-change', (e: BoTabBarChangeEvent) => text(e.detail.name));

// a picker that is also a surface of the page has `inline`; the others do not
declare const sku: HTMLElementTagNameMap['bo-sku-picker'];
export const inline: boolean = sku.inline;
// @ts-expect-error the goods picker has no inline mode
export const notInline = picker.inline;
