import '../src/core/i18n/areas/date-dialog';
import { attr, defineElement, event } from '../src/core/runtime';
// not through the barrel: a page whose elements hold no value does not load the form code
import { formAttr, formField } from '../src/core/runtime/form';
import { footerParts, frameParts } from '../src/kit/parts';
import { openMethods } from '../src/core/runtime/open-and-wait';
import { lazyOpening } from '../src/core/feedback/OpeningFailed';
import { checkDateText } from '../src/widgets/date-dialog/date.logic';
import type { DateConfirmDetail } from '../src/widgets/date-dialog/useDateDialog';

// the dialog and its calendar come right after the element (a closed dialog paints nothing)
const DateDialog = lazyOpening(() => import('../src/widgets/date-dialog/DateDialog').then((m) => m.DateDialog));

const closed = () => ({ open: false });
const chosen = ({ date }: DateConfirmDetail) => ({ open: false, value: date });

export const BoDateDialog = defineElement({
  tag: 'bo-date-dialog',
  description: '办理日期对话框：选择一个日期（yyyy-MM-dd），可输入或在日历中点选',
  component: DateDialog,
  display: 'contents',
  // in a plain <form>: submitted under its name as YYYY-MM-DD once a date is set or chosen
  form: formField({ value: ({ value }) => value || null, empty: ({ value }) => !value, emptyMessage: (_, t) => t('dateDialog.required') }),
  attributes: {
    name: formAttr.name(),
    required: formAttr.required('表单中必填：未设日期时表单不能提交，并提示“请选择日期”'),
    disabled: formAttr.disabled('禁用：不随表单提交，也不能打开'),
    open: attr.boolean(false, '显示对话框；确定或取消后自动移除', { reflect: true }),
    value: attr.string<string | undefined>(undefined, '打开时选中的日期 yyyy-MM-dd，默认今天；确定后为所选日期，也是表单提交的值', { check: checkDateText }),
    title: attr.string<string | undefined>(undefined, '对话框标题，默认“选择办理日期”（英文界面为 Select date）'),
    label: attr.string<string | undefined>(undefined, '字段名称，默认“办理日期”（英文界面为 Date）'),
    min: attr.string<string | undefined>(undefined, '可选的最早日期 yyyy-MM-dd', { check: checkDateText }),
    max: attr.string<string | undefined>(undefined, '可选的最晚日期 yyyy-MM-dd', { check: checkDateText }),
  },
  events: {
    // both close the dialog before they are dispatched, so a listener that reopens it wins
    'bo-confirm': event<DateConfirmDetail>({ date: { type: 'string' } }, '确定：detail.date 为所选日期 YYYY-MM-DD，对话框随即关闭，value 随之更新', { updates: chosen }),
    'bo-cancel': event<null>(null, '取消、关闭按钮或 Esc：对话框关闭，未选择日期', { updates: closed }),
  },
  cssParts: {
    dialog: '对话框面板',
    ...frameParts,
    input: '日期输入框',
    calendar: '日历',
    ...footerParts,
  },
  methods: {
    ...openMethods<string>('对话框', {
      signature: 'show(): Promise<string | null>',
      description: '打开对话框；确定时得到所选日期 YYYY-MM-DD，取消或关闭时得到 null',
      answer: (detail) => (detail as DateConfirmDetail).date,
    }),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-date-dialog': InstanceType<typeof BoDateDialog>;
  }
}
