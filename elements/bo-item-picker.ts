import { definePicker } from '../src/kit/picker/definePicker';
import { itemPicker } from '../src/pickers/item/definition';

export const BoItemPicker = definePicker(itemPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-item-picker': InstanceType<typeof BoItemPicker>;
  }
}
