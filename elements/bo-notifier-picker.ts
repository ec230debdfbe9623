import { definePicker } from '../src/kit/picker/definePicker';
import { notifierPicker } from '../src/pickers/notifier/definition';

export const BoNotifierPicker = definePicker(notifierPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-notifier-picker': InstanceType<typeof BoNotifierPicker>;
  }
}
