import { definePicker } from '../src/kit/picker/definePicker';
import { skuPicker } from '../src/pickers/sku/definition';

export const BoSkuPicker = definePicker(skuPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-sku-picker': InstanceType<typeof BoSkuPicker>;
  }
}
