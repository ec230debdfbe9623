import { definePicker } from '../src/kit/picker/definePicker';
import { paymentMethodPicker } from '../src/pickers/payment-method/definition';

export const BoPaymentMethodPicker = definePicker(paymentMethodPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-payment-method-picker': InstanceType<typeof BoPaymentMethodPicker>;
  }
}
