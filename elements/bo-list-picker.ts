import { definePicker } from '../src/kit/picker/definePicker';
import { listPicker } from '../src/pickers/list/definition';

export const BoListPicker = definePicker(listPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-list-picker': InstanceType<typeof BoListPicker>;
  }
}
