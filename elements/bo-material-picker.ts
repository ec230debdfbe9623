import { definePicker } from '../src/kit/picker/definePicker';
import { materialPicker } from '../src/pickers/material/definition';

export const BoMaterialPicker = definePicker(materialPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-material-picker': InstanceType<typeof BoMaterialPicker>;
  }
}
