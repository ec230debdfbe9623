import { definePicker } from '../src/kit/picker/definePicker';
import { goodsPicker } from '../src/pickers/goods/definition';

export const BoGoodsPicker = definePicker(goodsPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-goods-picker': InstanceType<typeof BoGoodsPicker>;
  }
}
