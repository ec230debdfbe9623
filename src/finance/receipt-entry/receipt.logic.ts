/**
 * The pure rules of the receipt entry (spec 3 §2.5, §3, §4 Receipt widget, §5 Bank receipt entry, §9):
 * the form's sections and fields per type and variant (with their limits and required messages), the
 * form's values of a record and the record of the form's values (the amount as yuan text with two
 * decimals and its capitals, read in integer fen: src/kit/money), a recognised record as a row. No
 * React, no calls. The list's own rules (pickers, choices, modes) are in receipt-list.logic.ts.
 */
import '../../core/i18n/areas/finance-receipt-form';
import type { MessageKey } from '../../core/i18n';
import { capitalsOfYuan, normaliseYuan } from '../../kit/money';
import type { UploadedFile } from '../../kit/upload';
import { idOf, textOf, typeOf, type PickerKind } from './receipt-list.logic';
import type { Id, ReceiptRecord, ReceiptType } from './types';

/** Spec 3 §5 / §9: serial number 64; names, banks, account numbers, flow and receipt numbers 128; summary,
 * purpose and remarks 255. */
export const RECEIPT_LIMITS = { serial: 64, text: 128, long: 255 } as const;

export type FieldKind = 'text' | 'area' | 'date' | 'money' | 'type' | 'transfer' | 'picker';

/** A field of the form: its name in the values, how it is entered, its limit and its required message
 * (a key of the zh-CN catalogue: the spec's words). */
export interface ReceiptField {
  name: keyof ReceiptFormValues & string;
  kind: FieldKind;
  max?: number;
  required?: MessageKey;
  /** the picker that fills it (kind 'picker'): the field shows the name, the picker writes the id too */
  picker?: PickerKind;
}

export type SectionKey = 'basic' | 'payer' | 'payee' | 'transaction' | 'bill';

export interface ReceiptSection {
  key: SectionKey;
  fields: ReceiptField[];
}

export interface ReceiptFormValues {
  serial_number: string;
  department_id: Id | null;
  department_name: string;
  account_bank_id: Id | null;
  account_bank_account: string;
  name: string;
  supplier_company_name: string;
  payment_nature_id: Id | null;
  payment_nature: string;
  type: ReceiptType | null;
  transaction_date: string;
  pay_name: string;
  pay_bank: string;
  pay_number: string;
  payee_name: string;
  payee_bank: string;
  payee_number: string;
  amount: string;
  liushui_num: string;
  receipt_num: string;
  abstract: string;
  use_to: string;
  remark: string;
  is_transfer: 0 | 1 | null;
  issue_date: string;
  expire_date: string;
  invoice_code: string;
  descr: string;
  files: UploadedFile[];
}

const { serial, text, long } = RECEIPT_LIMITS;
const AMOUNT: ReceiptField = { name: 'amount', kind: 'money', required: 'receipt.amountRequired' };

/** The section after payee: 交易信息 for a bank receipt (and while no type is chosen), 票据信息 for a bill. */
export const sectionOfType = (type: ReceiptType | null | undefined): 'transaction' | 'bill' => (type === 2 ? 'bill' : 'transaction');

/** The sections the form shows for this type; `own` (the user's own variant) leaves out company and
 * payment nature, and with them their rules. */
export function receiptSections(type: ReceiptType | null | undefined, own: boolean): ReceiptSection[] {
  const basic: ReceiptField[] = [
    { name: 'serial_number', kind: 'text', max: serial },
    ...(own ? [] : [{ name: 'department_name', kind: 'picker', picker: 'company', required: 'receipt.companyRequired' } as ReceiptField]),
    { name: 'account_bank_account', kind: 'picker', picker: 'account' },
    ...(own ? [] : [{ name: 'payment_nature', kind: 'picker', picker: 'nature' } as ReceiptField]),
    { name: 'type', kind: 'type', required: 'receipt.typeRequired' },
    { name: 'transaction_date', kind: 'date', required: 'receipt.dateRequired' },
  ];
  const party = (prefix: 'pay' | 'payee', required: MessageKey): ReceiptField[] => [
    { name: `${prefix}_name`, kind: 'text', max: text, required },
    { name: `${prefix}_bank`, kind: 'text', max: text },
    { name: `${prefix}_number`, kind: 'text', max: text },
  ];
  const last: ReceiptSection =
    sectionOfType(type) === 'bill'
      ? {
          key: 'bill',
          fields: [
            AMOUNT,
            { name: 'is_transfer', kind: 'transfer', required: 'receipt.transferRequired' },
            { name: 'issue_date', kind: 'date' },
            { name: 'expire_date', kind: 'date' },
            { name: 'invoice_code', kind: 'text', max: text, required: 'receipt.invoiceCodeRequired' },
            { name: 'liushui_num', kind: 'text', max: text },
            { name: 'descr', kind: 'area', max: long },
          ],
        }
      : {
          key: 'transaction',
          fields: [
            AMOUNT,
            { name: 'liushui_num', kind: 'text', max: text },
            { name: 'receipt_num', kind: 'text', max: text },
            { name: 'abstract', kind: 'area', max: long },
            { name: 'use_to', kind: 'area', max: long },
            { name: 'remark', kind: 'area', max: long },
          ],
        };
  return [
    { key: 'basic', fields: basic },
    { key: 'payer', fields: party('pay', 'receipt.payerRequired') },
    { key: 'payee', fields: party('payee', 'receipt.payeeRequired') },
    last,
  ];
}

/** Every field any section may show: what the form owns of a record. */
const FORM_FIELDS: (keyof ReceiptFormValues)[] = [
  'serial_number', 'department_id', 'department_name', 'account_bank_id', 'account_bank_account', 'name', 'supplier_company_name',
  'payment_nature_id', 'payment_nature', 'type', 'transaction_date', 'pay_name', 'pay_bank', 'pay_number', 'payee_name',
  'payee_bank', 'payee_number', 'amount', 'liushui_num', 'receipt_num', 'abstract', 'use_to', 'remark', 'is_transfer',
  'issue_date', 'expire_date', 'invoice_code', 'descr', 'files',
];

/** The fields a picker writes (its id with the name shown, the account's name and company too). */
const PICKED: Record<PickerKind, (keyof ReceiptFormValues)[]> = {
  company: ['department_id', 'department_name'],
  account: ['account_bank_id', 'account_bank_account', 'name', 'supplier_company_name'],
  nature: ['payment_nature_id', 'payment_nature'],
};

const transferOf = (v: unknown): 0 | 1 | null => (v === 1 || v === '1' ? 1 : v === 0 || v === '0' ? 0 : null);

/** The form's values of a record (a recognised row, the page's record, or nothing for a new entry). */
export function formValuesOf(record: ReceiptRecord | null | undefined): ReceiptFormValues {
  const r = record ?? {};
  const values = {} as Record<keyof ReceiptFormValues, unknown>;
  for (const key of FORM_FIELDS) values[key] = textOf(r[key]);
  const amount = textOf(r.amount);
  return {
    ...(values as unknown as ReceiptFormValues),
    department_id: idOf(r.department_id),
    account_bank_id: idOf(r.account_bank_id),
    payment_nature_id: idOf(r.payment_nature_id),
    type: typeOf(r.type),
    is_transfer: transferOf(r.is_transfer),
    amount: normaliseYuan(amount) ?? amount,
    files: Array.isArray(r.files) ? r.files : [],
  };
}

/** The amount in Chinese capitals of yuan text ('' while the field refuses it). */
export const capitalsOf = (amount: string | number | null | undefined): string => capitalsOfYuan(amount);

/**
 * The record of the form's values over the record it edits (its id, log_id and other fields stay): the
 * amount as yuan text with two decimals and its capitals (big_amount); only the fields of the section the
 * type shows (a bank receipt drops the bill's, a bill the bank receipt's); in the own variant company and
 * payment nature stay as they were.
 */
export function recordOf(values: ReceiptFormValues, original: ReceiptRecord | null | undefined, own: boolean): ReceiptRecord {
  const keysOf = (f: ReceiptField) => (f.picker ? PICKED[f.picker] : [f.name]);
  const shown = new Set<string>(['files', ...receiptSections(values.type, own).flatMap((s) => s.fields.flatMap(keysOf))]);
  const record: ReceiptRecord = { ...original };
  for (const key of FORM_FIELDS) {
    if (shown.has(key)) (record as Record<string, unknown>)[key] = values[key];
    else if (!OWN_HIDDEN.has(key)) delete record[key]; // a field of the other type's section
  }
  const amount = normaliseYuan(values.amount) ?? values.amount;
  record.amount = amount;
  record.big_amount = capitalsOf(amount);
  return record;
}

/** What the own variant does not show: kept as the record had them. */
const OWN_HIDDEN = new Set<string>([...PICKED.company, ...PICKED.nature]);

/**
 * A recognised record as a row of the list: its amount as yuan text with two decimals and its capitals,
 * the entry's type when recognition gave none.
 */
export function recognisedRecord(record: ReceiptRecord, type: ReceiptType | null): ReceiptRecord {
  const amount = textOf(record.amount);
  const yuan = normaliseYuan(amount) ?? amount;
  return { ...record, type: typeOf(record.type) ?? type, amount: yuan, big_amount: capitalsOf(yuan) };
}

