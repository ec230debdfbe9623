/**
 * `definePicker(definition)`: a picker element from its data. Every picker gets the same contract:
 * `open`, `show()` → Promise of the chosen records (null on cancel), `hide()`, `selection-mode`,
 * `selection`, `disabled-ids`, `selected-ids`, `title`, `api-base`; `bo-confirm` {records, record in
 * radio mode} and `bo-cancel`, both closing the drawer.
 */
import * as React from 'react';
import { attr, defineElement, event, method } from '../../core/runtime';
import { openAndWait } from '../../core/runtime/open-and-wait';
import type { RowId } from '../selection/useSelection';
import { PickerElement } from './PickerView';
import type { PickerConfirmDetail, PickerDefinition } from './types';

const isIdList = (v: unknown) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number') ? undefined : 'expected a JSON array of ids';
const closed = () => ({ open: false });

export function definePicker<Row>(def: PickerDefinition<Row>) {
  const component = (props: Record<string, unknown>) =>
    React.createElement(PickerElement as React.ComponentType<Record<string, unknown>>, { ...props, def });
  return defineElement({
    tag: def.tag,
    description: def.description,
    component,
    display: 'contents',
    attributes: {
      open: attr.boolean(false, '打开选择抽屉；确定或取消后自动关闭', { reflect: true }),
      // the default title is in the element's language, so the manifest (zh-CN) names none
      title: attr.string<string | undefined>(undefined, '抽屉标题，默认为选择器自己的标题（按界面语言与类型）'),
      selectionMode: attr.enum(['radio', 'checkbox', 'none'], def.defaultMode ?? 'checkbox', '单选 radio、多选 checkbox 或仅查看 none（无确定按钮）'),
      disabledIds: attr.json<RowId[]>([], '已被调用方选过的记录 id（JSON 数组）：显示为已选且不可勾选', 'Array<string | number>', { check: isIdList }),
      selectedIds: attr.json<RowId[]>([], '预先选中的记录 id（JSON 数组）', 'Array<string | number>', { check: isIdList }),
      selection: attr.property<Row[]>([], '预先选中的记录（属性，完整记录）', 'Record<string, unknown>[]'),
      ...(def.allowAll ? { all: attr.boolean(false, '不分页：一次列出全部（page_size 0）') } : {}),
      ...def.attributes,
    },
    events: {
      'bo-confirm': event<PickerConfirmDetail<Row>>(
        'onConfirm',
        '{ records: Record<string, unknown>[]; record?: Record<string, unknown>; ids: Array<string | number> }',
        '确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭',
        { updates: closed },
      ),
      'bo-cancel': event<null>('onCancel', 'null', '取消、关闭或 Esc：抽屉关闭，未选择', { updates: closed }),
    },
    methods: {
      show: method<() => Promise<Row[] | null>>(
        'show(): Promise<Record<string, unknown>[] | null>',
        '打开抽屉；确定时得到所选记录数组，取消时得到 null',
        (el) => openAndWait(el, (detail) => (detail as PickerConfirmDetail<Row>).records),
      ),
      hide: method<() => void>('hide(): void', '关闭抽屉（不发出事件）', (el) => el.removeAttribute('open')),
    },
  });
}
