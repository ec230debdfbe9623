import { definePicker } from '../src/kit/picker/definePicker';
import { staffPicker } from '../src/pickers/staff/definition';

export const BoStaffPicker = definePicker(staffPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-staff-picker': InstanceType<typeof BoStaffPicker>;
  }
}
