import { attr, defineElement, event } from '../src/core/runtime';
// not through the barrel: a page whose elements hold no value does not load the form code
import { formAttr, formField } from '../src/core/runtime/form';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import type { PickerDefinition } from '../src/kit/picker/types';
import { InvoiceEntry } from '../src/finance/invoice-entry/InvoiceEntry';
import type { InvoiceItem } from '../src/finance/invoice-entry/types';
import type { InvoiceChangeDetail } from '../src/finance/invoice-entry/useInvoiceList';
import { lazyTag } from '../src/core/runtime/lazy-tags';
// nested inside the entry's shadow root (list mode): the upload's code comes as the list first paints, its
// buttons shown disabled in its place meanwhile (ScanUploadPlaceholder)
lazyTag('bo-scan-upload', () => import('./bo-scan-upload'));

// the form's attachments (edit mode) come with the form's code (InvoiceEntry.tsx)
lazyTag('bo-file-upload', () => import('./bo-file-upload'));
// opened on use: the batch pickers and the date dialog come once the entry has painted and the browser
// is idle
lazyTag('bo-department-picker', () => import('./bo-department-picker'));
lazyTag('bo-staff-picker', () => import('./bo-staff-picker'));
lazyTag('bo-date-dialog', () => import('./bo-date-dialog'));

type Value = InvoiceItem[] | InvoiceItem | null;

const isMode = (v: number) => (v === 1 || v === 2 ? undefined : 'expected 1 (list) or 2 (edit)');
const isInvoices = (v: Value) =>
  v === null || (typeof v === 'object' && (!Array.isArray(v) || v.every((x) => typeof x === 'object' && x !== null)))
    ? undefined
    : 'expected a JSON array of invoices (mode 1) or an invoice object (mode 2)';

export const BoInvoiceEntry = defineElement({
  tag: 'bo-invoice-entry',
  description:
    '发票录入：列表模式（1）本地上传或扫码上传发票文件并智能识别（/ocr/multiple_invoice），识别结果加入可勾选的明细表，批量设置公司（公）、经办人（人）、经办时间（时），行内编辑、删除；编辑模式（2）为发票表单',
  component: InvoiceEntry,
  display: 'block',
  // in a plain <form>: the list (mode 1) or the invoice (mode 2) as JSON under its name
  form: formField<{ value: Value }>({ value: ({ value }) => (value === null ? null : JSON.stringify(value)) }),
  attributes: {
    name: formAttr.name(),
    mode: attr.number<number | undefined>(undefined, '1 列表模式（识别与明细表，不设时），2 编辑模式（编辑 value 中的发票）', { check: isMode }),
    value: attr.json<Value>(null, '列表模式：明细表中的发票（JSON 数组）；编辑模式：要编辑的发票（JSON 对象）。列表变化（bo-change）或保存（bo-saved）后随之更新', 'InvoiceItem[] | InvoiceItem | null', {
      check: isInvoices,
    }),
    title: attr.string('', '标题栏文字；不设时为“发票录入”（编辑时“编辑发票”）'),
    backPath: attr.string<string | undefined>(undefined, '返回的目标路径（经 bo-navigate）；不设时返回浏览器的上一页，没有上一页时不显示返回。编辑模式（2）取消或保存后也返回这里'),
  },
  events: {
    'bo-change': event<InvoiceChangeDetail>(
      { records: { type: 'InvoiceItem[]' } },
      '列表变化后触发（识别出发票、批量设置公司/经办人/经办时间、编辑保存、删除）：detail.records 为列表中全部发票（value 随之更新）',
      { updates: ({ records }) => ({ value: records }) },
    ),
    'bo-saved': event<{ invoice: InvoiceItem }>(
      { invoice: { type: 'InvoiceItem' } },
      '编辑模式（mode 2，直接打开）保存成功后、返回之前触发：detail.invoice 为保存后的发票（value 随之更新）',
      { updates: ({ invoice }) => ({ value: invoice }) },
    ),
    'bo-cancel': event<null>(null, '编辑模式（mode 2，直接打开）取消（有未保存的修改时先确认放弃）后、返回之前触发'),
    'bo-navigate': NAVIGATE_EVENT,
  },
  backend: async () => {
    const [{ invoiceListCalls }, { departmentPicker }, { staffPicker }] = await Promise.all([
      import('../src/finance/invoice-entry/contract'),
      import('../src/pickers/department/definition'),
      import('../src/pickers/staff/definition'),
    ]);
    const pickers = { company: departmentPicker as PickerDefinition, handler: staffPicker as PickerDefinition };
    return (values: { mode?: number }) => invoiceListCalls(values, pickers);
  },
  cssParts: {
    header: '标题栏',
    'back-button': '返回按钮',
    title: '标题文字',
    body: '列表模式的内容（识别区、批量按钮与明细表）',
    buttons: '批量按钮栏（公、人、时）',
    list: '发票明细表',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-invoice-entry': InstanceType<typeof BoInvoiceEntry>;
  }
}
