/**
 * The pure rules of the receipt entry's list (spec 3 §2.5, §3, §4 Receipt widget): the pickers and what
 * their choice writes into the checked rows, the attributes read as a mode and a type. No React, no calls,
 * no money: the form's rules (receipt.logic.ts) come with the form.
 */
import type { EntryMode, Id, ReceiptRecord, ReceiptType } from './types';

/** The pickers of the entry: 所属公司 (department), 账户 (bank account), 付款性质 (payment nature). */
export type PickerKind = 'company' | 'account' | 'nature';

export const PICKER_TAGS: Record<PickerKind, `bo-${string}`> = {
  company: 'bo-department-picker',
  account: 'bo-bank-account-picker',
  nature: 'bo-payment-nature-picker',
};

export const textOf = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
export const idOf = (v: unknown): Id | null => (typeof v === 'number' || (typeof v === 'string' && v !== '') ? v : null);

/** 1 or 2 as a type; anything else is no type (the user chooses: 请选择流水类型). */
export const typeOf = (v: unknown): ReceiptType | null => (Number(v) === 1 ? 1 : Number(v) === 2 ? 2 : null);

/** What a picker's chosen record writes into a receipt (spec 3 §3 field names). */
export function choiceOf(kind: PickerKind, picked: Record<string, unknown>): Partial<ReceiptRecord> {
  if (kind === 'company') return { department_id: idOf(picked.id), department_name: textOf(picked.name) };
  if (kind === 'nature') return { payment_nature_id: idOf(picked.id), payment_nature: textOf(picked.name) };
  return {
    account_bank_id: idOf(picked.id),
    account_bank_account: textOf(picked.account ?? picked.bank_account),
    name: textOf(picked.name),
    supplier_company_name: textOf(picked.supplier_company_name ?? picked.company_name),
  };
}

/** A row of the list: the record and the key the list knows it by (recognised rows have no id yet). */
export interface ReceiptRow {
  key: string;
  record: ReceiptRecord;
}

/** The rows with the choice written into each checked one (the others unchanged). */
export function applyChoice(rows: ReceiptRow[], checked: Iterable<string>, choice: Partial<ReceiptRecord>): ReceiptRow[] {
  const keys = new Set(checked);
  return rows.map((row) => (keys.has(row.key) ? { ...row, record: { ...row.record, ...choice } } : row));
}

/** The mode the attributes ask for: `type` 3 is the new entry whatever `mode` says (spec 3 §3). */
export const entryModeOf = (mode: number, type: number): EntryMode => (type === 3 ? 3 : mode === 2 ? 2 : mode === 3 ? 3 : 1);

/** The type a new entry starts with: the `type` attribute when it is 1 or 2, none for 3. */
export const initialTypeOf = (type: number): ReceiptType | null => typeOf(type);
