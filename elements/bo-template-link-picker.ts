import { definePicker } from '../src/kit/picker/definePicker';
import { templateLinkPicker } from '../src/pickers/template-link/definition';

export const BoTemplateLinkPicker = definePicker(templateLinkPicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-template-link-picker': InstanceType<typeof BoTemplateLinkPicker>;
  }
}
