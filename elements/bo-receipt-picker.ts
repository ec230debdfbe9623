import { definePicker } from '../src/kit/picker/definePicker';
import { receiptPicker } from '../src/pickers/receipt/definition';

export const BoReceiptPicker = definePicker(receiptPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-receipt-picker': InstanceType<typeof BoReceiptPicker>;
  }
}
