import { attr, defineElement, event } from '../src/core/runtime';
import { openMethods } from '../src/core/runtime/open-and-wait';
import { footerParts, frameParts } from '../src/kit/parts';
import { lazyOpening } from '../src/core/feedback/OpeningFailed';
import type { ColumnGroup } from '../src/files/column-chooser/column-chooser.logic';
import type { ColumnConfirmDetail } from '../src/files/column-chooser/useColumnChooser';

// the view comes right after the element (closed, it paints nothing)
const ColumnChooser = lazyOpening(() => import('../src/files/column-chooser/ColumnChooser').then((m) => m.ColumnChooser));

const isText = (v: unknown) => typeof v === 'string' || typeof v === 'number';
const isGroups = (v: unknown) =>
  Array.isArray(v) &&
  v.every((g) => g && typeof g === 'object' && isText(g.value) && typeof g.name === 'string' && Array.isArray(g.children) &&
    g.children.every((f: unknown) => !!f && typeof f === 'object' && isText((f as { value: unknown }).value) && typeof (f as { name: unknown }).name === 'string'))
    ? undefined
    : 'expected a JSON array of groups [{ value, name, width?, checked?, children: [{ value, name, checked?, disable? }] }]';
const closed = () => ({ open: false });

export const BoColumnChooser = defineElement({
  tag: 'bo-column-chooser',
  description: '设置列抽屉：多行表头 / 单行表头；左侧按分组勾选字段（分组全选、可选的最小列宽、禁用字段），右侧拖动排序已选列；确定以 bo-confirm 交回',
  component: ColumnChooser,
  display: 'contents',
  attributes: {
    open: attr.boolean(false, '显示抽屉；确定或取消后自动移除', { reflect: true }),
    groups: attr.json<ColumnGroup[]>([], '字段分组（JSON）：[{ value, name, width?, checked?, children: [{ value, name, checked?, disable? }] }]；checked 为已选，disable 为不可更改', 'Array<{ value: string; name: string; width?: number; checked?: boolean; children: Array<{ value: string; name: string; checked?: boolean; disable?: boolean }> }>', { check: isGroups }),
    layout: attr.enum(['multi', 'single'], 'multi', '打开时的表头布局：multi 多行表头（列在所属分组下），single 单行表头'),
    withWidth: attr.boolean(false, '每个分组显示“最小列宽”输入（默认 100）'),
    title: attr.string<string | undefined>(undefined, '抽屉标题，默认“设置列”'),
  },
  events: {
    'bo-confirm': event<ColumnConfirmDetail>(
      { layout: { type: "'multi' | 'single'" }, columns: { type: 'Array<{ group: string; value: string; name: string; width: number }>' }, groups: { type: 'object[]' } },
      '确定：detail.layout 为表头布局，detail.columns 为按表头顺序的已选列（含所属分组与最小列宽），detail.groups 为更新了 checked、width 与顺序的分组（下次传回即恢复）；抽屉随即关闭',
      { updates: closed },
    ),
    'bo-cancel': event<null>(null, '取消、关闭按钮或 Esc：抽屉关闭', { updates: closed }),
  },
  cssParts: { drawer: '抽屉面板', ...frameParts, ...footerParts },
  methods: {
    ...openMethods<ColumnConfirmDetail>('抽屉', {
      signature: 'show(): Promise<{ layout, columns, groups } | null>',
      description: '打开抽屉；确定时得到 { layout, columns, groups }，取消时得到 null',
      answer: (detail) => detail as ColumnConfirmDetail,
    }),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-column-chooser': InstanceType<typeof BoColumnChooser>;
  }
}
