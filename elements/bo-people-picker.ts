import { definePicker } from '../src/kit/picker/definePicker';
import { peoplePicker } from '../src/pickers/people/definition';

export const BoPeoplePicker = definePicker(peoplePicker);

declare global {
  interface HTMLElementTagNameMap {
    'bo-people-picker': InstanceType<typeof BoPeoplePicker>;
  }
}
