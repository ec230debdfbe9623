/**
 * The invoice as the backend knows it (spec 3 §3 Invoice item, Invoice form field) and what the entry's
 * list and its edit form agree on. Amounts are yuan text with two decimals ("128.50", src/kit/money);
 * the tax rate is text (13%, 免税).
 */
import type { UploadedFile } from '../../kit/upload';

/** A value of a dynamic field's table column: one cell per row. */
export interface TableCell {
  row: number;
  word: string;
}

/** A field of /ocr/invoice/form_field for one kind of invoice. */
export interface InvoiceFormField {
  field_name: string;
  field_title: string;
  field_value?: string | TableCell[] | null;
  input_style: 'select' | 'input' | 'datetime' | 'number' | string;
  is_must?: 0 | 1 | boolean;
  list_val?: { key: string; name: string }[];
}

/** A line of the transaction details. */
export interface Commodity {
  CommodityName?: string;
  CommodityType?: string;
  CommodityNum?: string;
  CommodityUnit?: string;
  [column: string]: unknown;
}

export interface InvoiceItem {
  id?: number | string;
  /** the kind's key (vat_invoice, air_ticket…; /ocr/invoice/type) */
  type?: string;
  invoice_type?: string;
  department_id?: number | string | null;
  department_name?: string;
  purchaser_name?: string;
  purchaser_register_num?: string;
  seller_name?: string;
  seller_register_num?: string;
  invoice_num?: string;
  invoice_code?: string;
  /** YYYY-MM-DD */
  invoice_date?: string;
  /** 合计金额 */
  total_amount?: string;
  /** 税率: "13%", "免税" */
  tax_rate?: string;
  /** 合计税额 */
  tax?: string;
  /** 不可抵扣金额 */
  not_amount?: string;
  /** 总金额 = not_amount + total_amount + tax */
  total_amount1?: string;
  /** 价税合计 = total_amount + tax */
  amount_in_figuers?: string;
  commodity?: Commodity[];
  place_start?: string;
  place_end?: string;
  files?: UploadedFile[];
  fields?: InvoiceFormField[];
  tables?: InvoiceFormField[];
  /** 1 paper itinerary, 2 electronic itinerary (air tickets only) */
  jishuan_type?: 1 | 2 | null;
  handled_staff_id?: number | string | null;
  handled_by?: string;
  handled_staff_num?: string;
  handled_mobile?: string;
  /** YYYY-MM-DD; defaults to today */
  handled_at?: string;
  /** the recognition that found it */
  log_id?: number | string;
  [field: string]: unknown;
}

/** What the entry gives its edit form (mode 2) and hears back. */
export interface InvoiceFormProps {
  /** the invoice to edit: a recognised row of the list, or the `invoice` attribute */
  invoice: InvoiceItem;
  /** PUT /ocr/edit_item answered: the invoice as saved (the list replaces its row with it) */
  onSaved(invoice: InvoiceItem): void;
  /** 取消, after the unsaved-changes question when there are edits */
  onCancel(): void;
}
