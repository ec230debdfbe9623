import { definePicker } from '../src/kit/picker/definePicker';
import { reportItemPicker } from '../src/pickers/report-item/definition';

export const BoReportItemPicker = definePicker(reportItemPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-report-item-picker': InstanceType<typeof BoReportItemPicker>;
  }
}
