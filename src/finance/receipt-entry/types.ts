/**
 * The bank receipt or bill as the entry knows it (spec 3 §3 "Bank receipt or bill (entry)"). Amounts are
 * yuan text with two decimals ("1234.50", src/kit/money); big_amount is the amount in Chinese capitals.
 */
import type { UploadedFile } from '../../kit/upload';

export type Id = number | string;

/** 1 bank receipt (银行回单), 2 acceptance bill (承兑汇票) */
export type ReceiptType = 1 | 2;

export interface ReceiptRecord {
  id?: Id;
  type?: ReceiptType | null;
  serial_number?: string;
  department_id?: Id | null;
  department_name?: string;
  account_bank_id?: Id | null;
  account_bank_account?: string;
  /** the account's name */
  name?: string;
  supplier_company_name?: string;
  payment_nature_id?: Id | null;
  payment_nature?: string;
  /** YYYY-MM-DD */
  transaction_date?: string;
  pay_name?: string;
  pay_bank?: string;
  pay_number?: string;
  payee_name?: string;
  payee_bank?: string;
  payee_number?: string;
  /** yuan, two decimals */
  amount?: string;
  /** the amount in Chinese capitals */
  big_amount?: string;
  /** the flow number (bank receipt) or the bill number (bill) */
  liushui_num?: string;
  receipt_num?: string;
  abstract?: string;
  use_to?: string;
  remark?: string;
  /** the bill's remark */
  descr?: string;
  /** 1 transferable, 0 not */
  is_transfer?: 0 | 1 | null;
  issue_date?: string;
  expire_date?: string;
  invoice_code?: string;
  files?: UploadedFile[];
  /** the recognition that found it */
  log_id?: Id;
  [field: string]: unknown;
}

/** The entry's three modes: 1 list, 2 edit one row, 3 new entry. */
export type EntryMode = 1 | 2 | 3;
