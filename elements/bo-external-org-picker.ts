import { definePicker } from '../src/kit/picker/definePicker';
import { externalOrgPicker } from '../src/pickers/external-org/definition';

export const BoExternalOrgPicker = definePicker(externalOrgPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-external-org-picker': InstanceType<typeof BoExternalOrgPicker>;
  }
}
