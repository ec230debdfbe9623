/** The payment method of spec 2 §3 (Payment method) and its four lists (§7 Finance). */
import { source } from '../../kit/data/source';

/** A payment method: its name, code (serial_number) and description. */
export interface PaymentMethod {
  id: number;
  name: string;
  serial_number?: string;
  description?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

export type PaymentSide = 'buyer' | 'seller';

/** POST /scm/public/set/{buyer|seller}/pay/{custom_popup|popup} {name, page, page_size}; data.data +
 * data.total: the buyer's or the seller's methods, the company's own (custom) or the standard ones. */
export const paymentMethods = (side: PaymentSide, custom: boolean) =>
  source<PaymentMethod>({ method: 'POST', url: `/scm/public/set/${side}/pay/${custom ? 'custom_popup' : 'popup'}`, shape: 'data' });
