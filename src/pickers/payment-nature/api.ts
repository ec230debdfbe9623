/** The payment nature of spec 2 §3 (Payment nature row) and its list (§7 Finance; spec 3 §7). */
import { source } from '../../kit/data/source';

/** A payment nature row: its class and cash-flow category through payment_nature_flow. */
export interface PaymentNature {
  id: number;
  serial_number?: string;
  name: string;
  remark?: string;
  payment_nature_flow?: {
    class_text?: string;
    calculate_category_flow?: { flow_type_text?: string; name?: string } | null;
  } | null;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** POST /ocr/payment_nature/layer {page, page_size, search: {name}} (search only when a name is typed);
 * data.list + data.total_count. */
export const paymentNatures = source<PaymentNature>({ method: 'POST', url: '/ocr/payment_nature/layer', shape: 'list', searchKey: 'search' });
