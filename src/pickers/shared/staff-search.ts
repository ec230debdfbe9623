/**
 * A search field whose value is a staff id (file_created_staff_id, updated_staff_id...): staff by name,
 * statuses 1 and 2 (spec 2 §4; the staff list's own source); an option of a staff member who has left
 * (status 3) reads 某某(已离职).
 */
import type { Translate } from '../../core/i18n';
import type { SearchField } from '../../kit/types';
import { staffList } from '../staff/api';

/** (已离职) after the name of a staff member whose status is 3 */
export const leftSuffix = (t: Translate) => (row: Record<string, unknown>) => (row.status === 3 ? t('common.left') : '');

export const staffSearch = (t: Translate, field: string, title: string): SearchField => ({
  field,
  title,
  type: 'select_radio',
  remote: { source: staffList(), queryKey: 'name', labelKey: 'name', valueKey: 'id', suffix: leftSuffix(t) },
});
