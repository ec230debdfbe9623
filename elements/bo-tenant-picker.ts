import { definePicker } from '../src/kit/picker/definePicker';
import { tenantPicker } from '../src/pickers/tenant/definition';

export const BoTenantPicker = definePicker(tenantPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-tenant-picker': InstanceType<typeof BoTenantPicker>;
  }
}
