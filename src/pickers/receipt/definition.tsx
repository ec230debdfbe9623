/**
 * bo-receipt-picker (spec 3 §2.6, §3 "Bank receipt or bill (picker row)" and "Receipt filter fields", §5
 * Pickers, §7 Bank receipts and bills; spec 2 line 132): bank receipts (`type` 1: POST
 * /ocr/bank_receipt/layer) or bills of exchange (2: POST /ocr/bill_exchange/layer), data.list /
 * data.total_count; the search fields at the top level with the page's `filters`; radio or checkbox in an
 * 80 % drawer; columns per mode, income green and expense red (with their words), the amount with two
 * decimals on the right, each row's attachments as links. The amount range goes as `min` / `max` in yuan
 * text. Rows of `disabled-ids` show chosen and cannot be ticked. Nothing chosen: 请先选择数据.
 */
import '../../core/i18n/areas/finance-pickers';
import type { Translate } from '../../core/i18n';
import { attr, isObject } from '../../core/runtime';
import { currencies } from '../../kit/data/currency';
import { amountCell } from '../../kit/money';
import { section, type PickerDefinition } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { receipts, type Receipt, type ReceiptKind } from './api';
import { Attachments, FlowType } from './cells';

export type { Receipt };

const isKind = (v: number | undefined) => (v === undefined || v === 1 || v === 2 ? undefined : 'expected 1 (bank receipts) or 2 (bills of exchange)');

const attributes = {
  type: attr.number<number | undefined>(undefined, '1（默认）银行回单（POST /ocr/bank_receipt/layer），2 承兑汇票（POST /ocr/bill_exchange/layer）；列随之不同', { check: isKind }),
  filters: attr.json<Record<string, unknown>>({}, '默认筛选条件（JSON 对象），随每次请求发送在顶层；与搜索项同名时以它为准', 'Record<string, unknown>', {
    check: isObject,
  }),
};

/** The last endorsement: endorser → endorsee (either alone when the other is missing). */
const endorsement = (row: Receipt, t: Translate) => {
  const { endorser, endorsee } = row.bill_exchange_endorsed_end ?? {};
  return endorser && endorsee ? t('receiptPicker.endorsed', { endorser, endorsee }) : endorser || endorsee || undefined;
};

/** The text columns titled by a key of their own name. */
type TextKey = 'serial_number' | 'bill_num' | 'department_name' | 'transaction_date' | 'liushui_num' | 'abstract' | `${'payee' | 'pay'}_${'name' | 'bank' | 'number'}`;
const col = (t: Translate, key: TextKey, width: number): Column<Receipt> => ({ key, title: t(`receiptPicker.${key}`), width });

const columns = (t: Translate, kind: ReceiptKind): Column<Receipt>[] => {
  const bill = kind === 2;
  return [
    col(t, 'serial_number', 150),
    ...(bill ? [col(t, 'bill_num', 240)] : []),
    col(t, 'department_name', 200),
    { key: 'payment_nature', title: t('paymentNaturePicker.name'), width: 130, value: (r) => r.payment_nature?.name },
    { key: 'status_text', title: t('field.status'), width: 90 },
    ...(bill
      ? [
          { key: 'bill_type_text', title: t('receiptPicker.bill_type'), width: 130 },
          { key: 'bill_status_text', title: t('receiptPicker.bill_status'), width: 100 },
        ]
      : []),
    { key: 'type', title: t('receiptPicker.type'), width: 90, render: (r) => <FlowType row={r} /> },
    { key: 'amount', title: t('receiptPicker.amount'), width: 140, align: 'end', value: (r) => amountCell(r.amount) },
    { key: 'currency', title: t('financePickers.currency'), width: 70, value: (r) => r.account_bank?.currency_serial_number },
    col(t, 'transaction_date', 110),
    col(t, 'liushui_num', 170),
    ...(bill
      ? [
          { key: 'is_transfer_text', title: t('receiptPicker.is_transfer'), width: 90 },
          { key: 'endorsement', title: t('receiptPicker.endorsement'), width: 260, value: (r: Receipt) => endorsement(r, t) },
        ]
      : []),
    col(t, 'payee_name', 200),
    col(t, 'payee_bank', 180),
    col(t, 'payee_number', 180),
    col(t, 'pay_name', 200),
    col(t, 'pay_bank', 180),
    col(t, 'pay_number', 180),
    col(t, 'abstract', 140),
    { key: 'remark', title: t('field.remark'), width: 140 },
    { key: 'files', title: t('receiptPicker.files'), width: 220, render: (r) => <Attachments files={r.files} /> },
  ];
};

/** The receipt filter fields of spec 3 §3; the amount range goes as min / max, yuan text with two decimals. */
const search = (t: Translate): SearchField[] => [
  { field: 'payee_name', title: t('receiptPicker.payee_name'), type: 'string' },
  { field: 'pay_name', title: t('receiptPicker.pay_name'), type: 'string' },
  { field: 'serial_number', title: t('receiptPicker.serial_number'), type: 'string' },
  { field: 'amount', title: t('receiptPicker.amount'), type: 'amount_rang', min: 0, unit: t('receiptPicker.amountUnit'), yuanKeys: ['min', 'max'] },
  { field: 'transaction_date', title: t('receiptPicker.transaction_date'), type: 'date_rang' },
  { field: 'abstract', title: t('receiptPicker.abstract'), type: 'string' },
  { field: 'currency_id', title: t('financePickers.currency'), type: 'select_radio', remote: { source: currencies, preload: true } },
];

export const receiptPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-receipt-picker',
  description: '选择银行回单（type 1）或承兑汇票（type 2）：按收付款人、编号、金额区间、交易日期、摘要、币种搜索，单选或多选；收入绿色、支出红色，附件可在新窗口打开',
  title: ({ props, t }) => t(props.type === 2 ? 'receiptPicker.titleBills' : 'receiptPicker.titleReceipts'),
  attributes,
  sections: ({ props, t }) => {
    const kind: ReceiptKind = props.type === 2 ? 2 : 1;
    return [
      section<Receipt>({
        key: kind === 2 ? 'bill' : 'bank-receipt',
        list: receipts(kind, props.filters),
        columns: columns(t, kind),
        search: search(t),
        rowLabel: (r) => r.serial_number ?? String(r.id),
        empty: { message: 'picker.selectData', level: 'error' },
      }),
    ];
  },
};
