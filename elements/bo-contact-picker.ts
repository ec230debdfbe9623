import { definePicker } from '../src/kit/picker/definePicker';
import { contactPicker } from '../src/pickers/contact/definition';

export const BoContactPicker = definePicker(contactPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-contact-picker': InstanceType<typeof BoContactPicker>;
  }
}
