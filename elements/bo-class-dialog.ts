import { attr, defineElement, event } from '../src/core/runtime';
import { openMethods } from '../src/core/runtime/open-and-wait';
import { footerParts, frameParts } from '../src/kit/parts';
import type { ClassRecord } from '../src/management/class/api';
import { lazyOpening } from '../src/core/feedback/OpeningFailed';
import type { ClassConfirmDetail } from '../src/management/class-dialog/useClassDialog';

// the view comes right after the element (closed, it paints nothing)
const ClassDialog = lazyOpening(() => import('../src/management/class-dialog/ClassDialog').then((m) => m.ClassDialog));

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a model name');
const isClass = (v: unknown) =>
  v === null || (typeof v === 'object' && !Array.isArray(v) && typeof (v as ClassRecord).id === 'number') ? undefined : 'expected a class { id: number, serial_number, name, ... } or null';
const closed = () => ({ open: false });

export const BoClassDialog = defineElement({
  tag: 'bo-class-dialog',
  description: '分类新增/编辑对话框：编号（不超过 4 个字，编辑时锁定）、名称（20 字内）、描述（100 字内）；保存后以 bo-confirm 交回保存的分类',
  component: ClassDialog,
  display: 'contents',
  attributes: {
    open: attr.boolean(false, '显示对话框；保存或取消后自动移除', { reflect: true }),
    modelName: attr.string('', '模块名（model_name）；必填', { check: nonEmpty }),
    record: attr.json<ClassRecord | null>(null, '要编辑的分类（JSON，含 id）；不设时为新增', '{ id: number; serial_number: string; name: string; remark?: string; is_default?: 0 | 1; is_on?: 0 | 1 } | null', {
      check: isClass,
    }),
    title: attr.string<string | undefined>(undefined, '对话框标题，默认“新增分类”或“编辑分类”'),
  },
  events: {
    'bo-confirm': event<ClassConfirmDetail>(
      { record: { type: 'Record<string, unknown>' }, action: { type: "'add' | 'edit'" } },
      '保存成功：detail.record 为保存后的分类，detail.action 为 add 或 edit；对话框随即关闭',
      { updates: closed },
    ),
    'bo-cancel': event<null>(null, '取消、关闭按钮或 Esc（有修改时先确认放弃）：对话框关闭，未保存', { updates: closed }),
  },
  backend: async () => (await import('../src/management/class/contract')).classDialogCalls,
  cssParts: { dialog: '对话框面板', ...frameParts, ...footerParts },
  methods: {
    ...openMethods<ClassRecord>('对话框', {
      signature: 'show(): Promise<Record<string, unknown> | null>',
      description: '打开对话框；保存成功时得到保存后的分类，取消时得到 null',
      answer: (detail) => (detail as ClassConfirmDetail).record,
    }),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-class-dialog': InstanceType<typeof BoClassDialog>;
  }
}
