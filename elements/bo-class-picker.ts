import { definePicker } from '../src/kit/picker/definePicker';
import { classPicker } from '../src/pickers/class/definition';

export const BoClassPicker = definePicker(classPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-class-picker': InstanceType<typeof BoClassPicker>;
  }
}
