import { definePicker } from '../src/kit/picker/definePicker';
import { projectPicker } from '../src/pickers/project/definition';

export const BoProjectPicker = definePicker(projectPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-project-picker': InstanceType<typeof BoProjectPicker>;
  }
}
