import { definePicker } from '../src/kit/picker/definePicker';
import { paymentNaturePicker } from '../src/pickers/payment-nature/definition';

export const BoPaymentNaturePicker = definePicker(paymentNaturePicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-payment-nature-picker': InstanceType<typeof BoPaymentNaturePicker>;
  }
}
