/** The bank receipt or bill of exchange as its picker lists it (spec 3 §3 "Bank receipt or bill (picker
 * row)") and the two lists (§7 Bank receipts and bills). */
import { source, type DataSource } from '../../kit/data/source';

/** 1 bank receipts, 2 bills of exchange */
export type ReceiptKind = 1 | 2;

export interface ReceiptFile {
  attachment_id?: number;
  name?: string;
  image_url?: string;
}

export interface Receipt {
  id: number;
  serial_number?: string;
  department_name?: string;
  payment_nature?: { id?: number; name?: string } | null;
  status?: number;
  status_text?: string;
  /** 1 income (green), 2 expense (red) */
  type?: number;
  type_text?: string;
  /** yuan: text or number */
  amount?: string | number | null;
  account_bank?: { currency_serial_number?: string } | null;
  transaction_date?: string;
  liushui_num?: string;
  payee_name?: string;
  payee_bank?: string;
  payee_number?: string;
  pay_name?: string;
  pay_bank?: string;
  pay_number?: string;
  abstract?: string;
  remark?: string;
  files?: ReceiptFile[] | null;
  // bills of exchange only
  bill_num?: string;
  bill_type_text?: string;
  bill_status_text?: string;
  is_transfer_text?: string;
  /** the last endorsement */
  bill_exchange_endorsed_end?: { endorser?: string; endorsee?: string } | null;
}

const PATHS: Record<ReceiptKind, string> = { 1: '/ocr/bank_receipt/layer', 2: '/ocr/bill_exchange/layer' };

/**
 * POST /ocr/bank_receipt/layer (1) or /ocr/bill_exchange/layer (2) {the search fields, page, page_size,
 * the page's default filters}; data.list + data.total_count. The default filters go with every request,
 * at the top level; over a search field of the same name they win (the page's restriction holds).
 */
export const receipts = (kind: ReceiptKind, filters: Record<string, unknown>): DataSource<Receipt> =>
  source<Receipt>({ method: 'POST', url: PATHS[kind], shape: 'list', ...(Object.keys(filters).length ? { fixed: { ...filters } } : {}) });
