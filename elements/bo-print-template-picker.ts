import { definePicker } from '../src/kit/picker/definePicker';
import { printTemplatePicker } from '../src/pickers/print-template/definition';

export const BoPrintTemplatePicker = definePicker(printTemplatePicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-print-template-picker': InstanceType<typeof BoPrintTemplatePicker>;
  }
}
