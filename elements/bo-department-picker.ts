import { definePicker } from '../src/kit/picker/definePicker';
import { departmentPicker } from '../src/pickers/department/definition';

export const BoDepartmentPicker = definePicker(departmentPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-department-picker': InstanceType<typeof BoDepartmentPicker>;
  }
}
