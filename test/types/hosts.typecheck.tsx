/**
 * A type-level test, run by `npm run typecheck` (part of npm test): the tag declarations of
 * `bo-elements/react` (React 19's JSX.IntrinsicElements) and `bo-elements/vue` (Vue's GlobalComponents,
 * what vue-tsc / Volar check a template against) accept what a host writes and refuse its mistakes (a
 * `@ts-expect-error` line that compiles fails the type check as an unused directive). Nothing here runs.
 */
import type { GlobalComponents } from 'vue';
import type {} from '../../elements/react';
import type {} from '../../elements/vue';

const save = (ids: (string | number)[]) => ids.length;
const page = (n: number) => n;

// ---------------------------------------------------------------------------------------- React 19
// properties with their types, bo-* listeners with their details, HTML attributes, a typed ref
export const picker = (
  <bo-goods-picker selectedIds={[1, '007']} disabledIds={[2]} selectionMode="checkbox" open={false} className="wide" id="goods"
    onbo-confirm={(e) => save(e.detail.ids)} onbo-cancel={(e) => e.detail} onbo-error={(e) => e.detail.msg}
    ref={(el) => void el?.show()} />
);
export const pager = <bo-pagination total={50} pageSize={20} pageSizes={[20, 40]} style={{ margin: 8 }} onbo-change={(e) => page(e.detail.page)} />;
export const tabs = <bo-tab-bar tabs={[{ id: 1, name: '基本信息' }]} onbo-change={(e) => e.detail.name.length} />;
export const badge = <bo-status-badge custom={{ 1: { name: '通过', color: 'green' } }} title="状态" lang="en-US" />;

// @ts-expect-error a property of the wrong type (a number is expected)
export const badTotal = <bo-pagination total="50" />;
// @ts-expect-error an unknown property
export const badName = <bo-pagination totl={50} />;
// @ts-expect-error a value outside the property's choices
export const badMode = <bo-goods-picker selectionMode="multiple" />;
// @ts-expect-error a field the event's detail does not have
export const badDetail = <bo-pagination onbo-change={(e) => e.detail.records} />;
// @ts-expect-error the pager has no method show
export const badRef = <bo-pagination ref={(el) => void el?.show()} />;

// --------------------------------------------------------------------------------------------- Vue
type VuePicker = InstanceType<GlobalComponents['bo-goods-picker']>;
type VuePager = InstanceType<GlobalComponents['bo-pagination']>;

// `:selected-ids="[1, 2]" selection-mode="checkbox" class="wide"` (the template tools camelize the names)
export const vueProps: VuePicker['$props'] = { selectedIds: [1, 2], selectionMode: 'checkbox', class: 'wide', style: { margin: '8px' }, key: 1 };
export const vuePager: VuePager['$props'] = { total: 50, pageSize: 20, hideOnSinglePage: true };
// @ts-expect-error a property of the wrong type
export const vueBadTotal: VuePager['$props'] = { total: '50' };
// @ts-expect-error an unknown property
export const vueBadName: VuePager['$props'] = { totl: 50 };

// `@bo-confirm="onConfirm"`: the events and their details
declare const vuePicker: VuePicker;
declare const confirm: CustomEvent<{ records: Record<string, unknown>[]; ids: (string | number)[] }>;
vuePicker.$emit('bo-confirm', confirm);
// @ts-expect-error a misspelled event
vuePicker.$emit('bo-confrim', confirm);
// @ts-expect-error the pager has no bo-confirm
(null as unknown as VuePager).$emit('bo-confirm', confirm);
// the element's own members stay (a template ref is the element)
void vuePicker.show();
