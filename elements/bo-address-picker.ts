import { definePicker } from '../src/kit/picker/definePicker';
import { addressPicker } from '../src/pickers/address/definition';

export const BoAddressPicker = definePicker(addressPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-address-picker': InstanceType<typeof BoAddressPicker>;
  }
}
