import { attr, defineElement, event } from '../src/core/runtime';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { ReceiptEntry } from '../src/finance/receipt-entry/ReceiptEntry';
import type { ReceiptRecord } from '../src/finance/receipt-entry/types';
import type { PickerDefinition } from '../src/kit/picker/types';
import type { CallSpec } from '../src/core/http';
import { lazyTag } from '../src/core/runtime/lazy-tags';
// nested (list mode): the upload of the files to recognise, whose code comes as the list first paints, its
// buttons shown disabled in its place meanwhile (ScanUploadPlaceholder)
lazyTag('bo-scan-upload', () => import('./bo-scan-upload'));

// the form's attachments (edit and new modes) come with the form's code (LazyReceiptForm.tsx)
lazyTag('bo-file-upload', () => import('./bo-file-upload'));
// opened on use: the pickers of company, account and payment nature come once the entry has painted and
// the browser is idle
lazyTag('bo-department-picker', () => import('./bo-department-picker'));
lazyTag('bo-payment-nature-picker', () => import('./bo-payment-nature-picker'));
lazyTag('bo-bank-account-picker', () => import('./bo-bank-account-picker'));

const modeCheck = (v: number) => ([1, 2, 3].includes(v) ? undefined : 'expected 1 (list), 2 (edit one row) or 3 (new entry)');
const typeCheck = (v: number) => ([1, 2, 3].includes(v) ? undefined : 'expected 1 (bank receipt), 2 (acceptance bill) or 3 (new entry)');
const valueCheck = (v: unknown) => (v === null || typeof v === 'object' ? undefined : 'expected a JSON array (mode 1) or object (mode 2, 3)');

export const BoReceiptEntry = defineElement({
  tag: 'bo-receipt-entry',
  description:
    '银行回单与承兑汇票录入：列表模式（1）上传文件智能识别（/ocr/bank_receipt_public），识别出的记录进入勾选表格，批量设置所属公司、付款性质、账户，行内编辑、删除；编辑模式（2）编辑一条；新增模式（3）录入一条，确定时交给页面保存（元素本身不发送保存请求）',
  component: ReceiptEntry,
  display: 'block',
  attributes: {
    mode: attr.number<number | undefined>(undefined, '模式：1 列表（智能识别与批量设置，不设时），2 编辑一条（value 为该记录），3 新增（打开时取新流水编号）', { check: modeCheck }),
    type: attr.number<number | undefined>(undefined, '流水类型：1 银行回单（不设时），2 承兑汇票（新增时预选、识别结果没有类型时采用）；3 按规范视为新增模式（不预选类型）', { check: typeCheck }),
    own: attr.boolean(false, '“我的”版本：不显示所属公司与付款性质（及其校验、批量按钮）'),
    value: attr.json<ReceiptRecord[] | ReceiptRecord | null>(
      null,
      '列表模式为各行记录（JSON 数组），编辑、新增模式为该记录（JSON 对象）；列表改变后随 bo-change 更新',
      'Record<string, unknown>[] | Record<string, unknown> | null',
      { check: valueCheck },
    ),
    backPath: attr.string<string | undefined>(undefined, '新增模式取消后返回的路径（经 bo-navigate）；不设时返回浏览器的上一页'),
  },
  events: {
    'bo-change': event<{ records: ReceiptRecord[] }>(
      { records: { type: 'Record<string, unknown>[]' } },
      '列表改变后触发（识别加入、批量设置、编辑确定、删除）：detail.records 为全部行（value 随之更新）',
      { updates: ({ records }) => ({ value: records }) },
    ),
    'bo-confirm': event<{ record: ReceiptRecord }>(
      { record: { type: 'Record<string, unknown>' } },
      '编辑（2）或新增（3）模式下全部校验通过后点“确定”触发：detail.record 为记录（amount 为两位小数的元，big_amount 为大写金额）；由页面保存',
    ),
    'bo-cancel': event<null>(null, '编辑（2）或新增（3）模式下取消（有未保存的修改时先确认放弃）；新增模式随后返回'),
    'bo-navigate': NAVIGATE_EVENT,
  },
  backend: async () => {
    const [{ receiptEntryCalls }, { entryModeOf }, { scanUploadCalls, fileUploadCalls }, { pickerCalls }, { departmentPicker }, { paymentNaturePicker }, { bankAccountPicker }] = await Promise.all([
      import('../src/finance/receipt-entry/contract'),
      import('../src/finance/receipt-entry/receipt-list.logic'),
      import('../src/files/file-upload/contract'),
      import('../src/kit/picker/contract'),
      import('../src/pickers/department/definition'),
      import('../src/pickers/payment-nature/definition'),
      import('../src/pickers/bank-account/definition'),
    ]);
    // the nested elements' calls are made when the user uses them, never when the entry opens
    const nested = (calls: CallSpec[], what: string): CallSpec[] => calls.map(({ onOpen: _, ...c }) => ({ ...c, when: `${what}: ${c.when}` }));
    return (values: { mode?: number; type?: number; own: boolean }) => {
      const own = receiptEntryCalls(values);
      const list = entryModeOf(values.mode ?? 1, values.type ?? 1) === 1;
      return [
        ...own,
        ...(list ? nested(scanUploadCalls({}), '智能识别 (nested bo-scan-upload)') : []),
        ...nested(fileUploadCalls({}), "附件 in the form (a row's 编辑, modes 2 and 3; nested bo-file-upload)"),
        ...(values.own ? [] : nested(pickerCalls(departmentPicker as PickerDefinition, { companyOnly: true }), '所属公司 (nested bo-department-picker, radio, company-only)')),
        ...(values.own ? [] : nested(pickerCalls(paymentNaturePicker, {}), '付款性质 (nested bo-payment-nature-picker, radio)')),
        ...nested(pickerCalls(bankAccountPicker as PickerDefinition, {}), '账户 (nested bo-bank-account-picker, radio)'),
      ];
    };
  },
  cssParts: { 'search-form': '列表模式：智能识别（上传）与批量按钮', list: '列表模式：回单表格' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-receipt-entry': InstanceType<typeof BoReceiptEntry>;
  }
}
