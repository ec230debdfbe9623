import { definePicker } from '../src/kit/picker/definePicker';
import { supplierPicker } from '../src/pickers/supplier/definition';

export const BoSupplierPicker = definePicker(supplierPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-supplier-picker': InstanceType<typeof BoSupplierPicker>;
  }
}
