/** Columns and search fields that most record pickers share: creator, updater and their times (the
 * columns are the kit's, shared with the management lists). */
import type { Translate } from '../../core/i18n';
import type { SearchField } from '../../kit/types';

export { auditColumns } from '../../kit/table/columns';

export const auditSearch = (t: Translate): SearchField[] => [
  { field: 'created_by', title: t('field.created_by'), type: 'string' },
  { field: 'created_at', title: t('field.created_at'), type: 'date_rang' },
  { field: 'updated_by', title: t('field.updated_by'), type: 'string' },
  { field: 'updated_at', title: t('field.updated_at'), type: 'date_rang' },
];
