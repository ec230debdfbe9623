import { definePicker } from '../src/kit/picker/definePicker';
import { orgPicker } from '../src/pickers/org/definition';

export const BoOrgPicker = definePicker(orgPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-org-picker': InstanceType<typeof BoOrgPicker>;
  }
}
