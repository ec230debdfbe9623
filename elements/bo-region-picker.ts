import { definePicker } from '../src/kit/picker/definePicker';
import { regionPicker } from '../src/pickers/region/definition';

export const BoRegionPicker = definePicker(regionPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-region-picker': InstanceType<typeof BoRegionPicker>;
  }
}
