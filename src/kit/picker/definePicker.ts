/**
 * `definePicker(definition)`: a picker element from its data. Every picker gets the same contract:
 * `open`, `show()` → Promise of the chosen records (null on cancel), `hide()`, `selection-mode`,
 * `selection`, `disabled-ids`, `selected-ids`, `title`, `api-base`; `bo-confirm` {records, record in
 * radio mode, ids, section and the definition's extra fields} and `bo-cancel`, both closing the drawer.
 */
import * as React from 'react';
import { attr, defineElement, event, type AttrSpecs, type BoElementClass, type DetailDocs } from '../../core/runtime';
// not through the barrel: a page whose elements hold no value does not load the form code
import { formAttr, formField } from '../../core/runtime/form';
import { openMethods } from '../../core/runtime/open-and-wait';
import type { RowId } from '../selection/useSelection';
import { pickerParts } from './parts';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import type { EventSpecs } from '../../core/runtime/events';
import { emptyText, type PickerChangeDetail, type PickerConfirmDetail, type PickerDefinition } from './types';
import type { PickerElementProps } from './usePicker';

const isIdList = (v: unknown) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number') ? undefined : 'expected a JSON array of ids';
const closed = () => ({ open: false });
/** A picker with a name is a form field: it keeps the confirmed choice (the next opening shows it, the
 * form submits it); without one, every opening starts again from `selected-ids`. */
const confirmed = ({ ids, records }: PickerConfirmDetail, values: Readonly<Record<string, unknown>>) =>
  values.name ? { open: false, selectedIds: ids, selection: records } : { open: false };

/** The TypeScript text of one record the page receives. */
const recordType = (def: PickerDefinition) => def.record?.type ?? 'Record<string, unknown>';
/** …and of a list of them: `Record<string, unknown>[]`, `Array<{ id: string; … }>` */
const recordsType = (def: PickerDefinition) => (def.record ? `Array<${recordType(def)}>` : `${recordType(def)}[]`);
/** An event whose description (the manifest's) ends with what the definition says of its records. */
const withRecord = <S extends { description: string }>(def: PickerDefinition, spec: S): S =>
  def.record?.description ? { ...spec, description: `${spec.description}。${def.record.description}` } : spec;

/** The attributes every picker has. */
const pickerAttributes = (def: PickerDefinition) => ({
  open: attr.boolean(false, '打开选择抽屉；确定或取消后自动关闭', { reflect: true }),
  // the default title is in the element's language, so the manifest (zh-CN) names none
  title: attr.string<string | undefined>(undefined, '抽屉标题，默认为选择器自己的标题（按界面语言与类型）'),
  selectionMode: attr.enum(['radio', 'checkbox', 'none'], def.defaultMode ?? 'checkbox', '单选 radio、多选 checkbox 或仅查看 none（无确定按钮）'),
  disabledIds: attr.list<RowId[]>('id', [], '已被调用方选过的记录 id（JSON 数组或逗号分隔）：显示为已选且不可勾选', 'Array<string | number>', { check: isIdList }),
  selectedIds: attr.list<RowId[]>('id', [], '预先选中的记录 id（JSON 数组或逗号分隔）', 'Array<string | number>', { check: isIdList }),
  selection: attr.property<Record<string, unknown>[]>([], '预先选中的记录（属性，完整记录）', recordsType(def)),
  name: formAttr.name(),
  required: formAttr.required('表单中必填：未选择时表单不能提交，并提示本选择器未选数据时的提示语'),
  disabled: formAttr.disabled('禁用：不随表单提交，也不能打开'),
});

/** The `all` attribute of pickers that may list everything at once (page_size 0, no pager). */
export const listAllAttribute = {
  all: attr.boolean(false, '不分页：一次列出全部（page_size 0）'),
};

/** bo-confirm's detail: the shared fields (checked against PickerConfirmDetail), `section` in pickers
 * whose sections list different kinds, and the definition's own fields (documented in its `detail`). */
const confirmDocs = (def: PickerDefinition): DetailDocs<PickerConfirmDetail> => ({
  records: { type: recordsType(def) },
  record: { type: recordType(def), optional: true },
  ids: { type: 'Array<string | number>' },
  section: { type: 'string', optional: true },
});
function confirmDetail(def: PickerDefinition) {
  const { section, ...shared } = confirmDocs(def);
  return { ...shared, ...(def.separateSections ? { section: { type: section.type } } : {}), ...def.detail };
}

/** Pickers that are also surfaces of the page (`inline: true` in their definition). */
const inlineAttribute = {
  inline: attr.boolean(false, '嵌入页面：不用抽屉，直接显示树、搜索、列表与分页（无确定/取消）；每次勾选变化派发 bo-change'),
};
/** An inline picker with a name keeps its choice as the form's value (the chosen ids under the name). */
const changed = ({ ids, records }: PickerChangeDetail, values: Readonly<Record<string, unknown>>) =>
  values.name ? { selectedIds: ids, selection: records } : {};
const inlineEvents = (def: PickerDefinition) => ({
  'bo-change': withRecord(
    def,
    event<PickerChangeDetail<Record<string, unknown>>>(
      { records: { type: recordsType(def) }, ids: { type: 'Array<string | number>' } },
      '嵌入页面时（inline）每次勾选变化：detail.records 为所选记录，detail.ids 为全部所选 id',
      { updates: changed },
    ),
  ),
});

/** The engine's view loads apart from the element: a closed picker paints nothing, so the page's first
 * paint does not wait for the drawer's code, which comes right after. */
const PickerElement = lazyOpening(() => import('./PickerView').then((m) => m.PickerElement));

/** A record of the backend as page authors receive it in bo-confirm. */
type JsonRecord = Record<string, unknown>;

/** `I`: true for a picker that is also a surface of the page (`inline: true`), whose class has `inline` */
export function definePicker<A extends AttrSpecs = Record<never, never>, E extends EventSpecs = Record<never, never>, I extends boolean = false>(
  def: PickerDefinition<A, E> & { inline?: I },
) {
  const component = ({ onConfirm, onChange, ...props }: PickerElementProps<JsonRecord>) =>
    React.createElement(PickerElement, {
      ...props,
      def,
      // the engine's records are the backend's JSON records
      onConfirm: onConfirm && ((detail: PickerConfirmDetail) => onConfirm(detail as PickerConfirmDetail<JsonRecord>)),
      onChange: onChange && ((detail: PickerChangeDetail) => onChange(detail as PickerChangeDetail<JsonRecord>)),
    });
  // the component reads the picker's own attributes by name through its definition, so the element is
  // defined with them as plain specs; its class is typed with them (el.variant...) below
  const own: AttrSpecs = def.attributes ?? {};
  const element = defineElement({
    tag: def.tag,
    description: def.description,
    component,
    display: 'contents',
    // in a plain <form>: the chosen ids under its name, one entry per id (like <select multiple>)
    form: formField({
      value: ({ selectedIds, selectionMode }) => (selectionMode === 'none' ? null : selectedIds),
      empty: ({ selectedIds }) => selectedIds.length === 0,
      emptyMessage: (values, t) => emptyText((def as PickerDefinition).sections({ props: values as Record<string, unknown>, t })[0]!.empty, t),
    }),
    // computed when read (the manifest), not when the element is defined
    get cssParts() {
      return pickerParts(def as PickerDefinition, def.defaultMode ?? 'checkbox');
    },
    attributes: { ...pickerAttributes(def), ...(def.inline ? inlineAttribute : {}), ...own },
    // its backend contract: the calls its sections make with these values (loaded on demand)
    backend: async () => {
      const { pickerCalls } = await import('./contract');
      return (values) => pickerCalls(def as PickerDefinition, values);
    },
    events: {
      'bo-confirm': withRecord(
        def as PickerDefinition,
        event<PickerConfirmDetail<JsonRecord>>(
          confirmDetail(def) as DetailDocs<PickerConfirmDetail<JsonRecord>>,
          '确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭',
          { updates: confirmed },
        ),
      ),
      'bo-cancel': event<null>(null, '取消、关闭或 Esc：抽屉关闭，未选择', { updates: closed }),
      // typed below: the element's class has the definition's own events too
      ...(def.events as object),
      ...(def.inline ? inlineEvents(def as PickerDefinition) : {}),
    },
    methods: {
      ...openMethods<JsonRecord[]>('抽屉', {
        signature: `show(): Promise<${recordsType(def as PickerDefinition)} | null>`,
        description: '打开抽屉；确定时得到所选记录数组，取消或元素移出页面时得到 null',
        answer: (detail) => (detail as PickerConfirmDetail<JsonRecord>).records,
      }),
    },
  });
  type Attributes = ReturnType<typeof pickerAttributes> & (I extends true ? typeof inlineAttribute : unknown) & A;
  return element as unknown as BoElementClass<Attributes, typeof element.definition.events & E, NonNullable<typeof element.definition.methods>>;
}
