import { definePicker } from '../src/kit/picker/definePicker';
import { cascaderPicker } from '../src/pickers/cascader/definition';

export const BoCascaderPicker = definePicker(cascaderPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-cascader-picker': InstanceType<typeof BoCascaderPicker>;
  }
}
