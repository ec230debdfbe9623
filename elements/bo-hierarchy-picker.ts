import { definePicker } from '../src/kit/picker/definePicker';
import { hierarchyPicker } from '../src/pickers/hierarchy/definition';

export const BoHierarchyPicker = definePicker(hierarchyPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-hierarchy-picker': InstanceType<typeof BoHierarchyPicker>;
  }
}
