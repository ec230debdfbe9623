import { definePicker } from '../src/kit/picker/definePicker';
import { appPagePicker } from '../src/pickers/app-page/definition';

export const BoAppPagePicker = definePicker(appPagePicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-app-page-picker': InstanceType<typeof BoAppPagePicker>;
  }
}
