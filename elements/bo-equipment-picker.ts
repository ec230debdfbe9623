import { definePicker } from '../src/kit/picker/definePicker';
import { equipmentPicker } from '../src/pickers/equipment/definition';

export const BoEquipmentPicker = definePicker(equipmentPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-equipment-picker': InstanceType<typeof BoEquipmentPicker>;
  }
}
