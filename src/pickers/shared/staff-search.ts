/** A search field whose value is a staff id (file_created_staff_id, updated_staff_id...): staff by name. */
import type { SearchField } from '../../kit/types';

export const staffSearch = (field: string, title: string): SearchField => ({
  field,
  title,
  type: 'select_radio',
  remote: { url: '/base/staff/list', method: 'POST', queryKey: 'name', dataNode: 'list', labelKey: 'name', valueKey: 'id', payload: { status: [1, 2] } },
});
