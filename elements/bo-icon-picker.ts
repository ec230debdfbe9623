import { definePicker } from '../src/kit/picker/definePicker';
import { iconPicker } from '../src/pickers/icon/definition';

export const BoIconPicker = definePicker(iconPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-icon-picker': InstanceType<typeof BoIconPicker>;
  }
}
