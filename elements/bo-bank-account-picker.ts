import { definePicker } from '../src/kit/picker/definePicker';
import { bankAccountPicker } from '../src/pickers/bank-account/definition';

export const BoBankAccountPicker = definePicker(bankAccountPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-bank-account-picker': InstanceType<typeof BoBankAccountPicker>;
  }
}
