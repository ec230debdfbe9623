/** Columns and search fields that most record pickers share: creator, updater and their times. */
import type { Translate } from '../../core/i18n';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';

/** created_by / created_at / updated_by / updated_at of a record */
export const auditColumns = <Row,>(t: Translate): Column<Row>[] => [
  { key: 'created_by', title: t('field.created_by'), width: 100 },
  { key: 'created_at', title: t('field.created_at'), width: 170 },
  { key: 'updated_by', title: t('field.updated_by'), width: 100 },
  { key: 'updated_at', title: t('field.updated_at'), width: 170 },
];

export const auditSearch = (t: Translate): SearchField[] => [
  { field: 'created_by', title: t('field.created_by'), type: 'string' },
  { field: 'created_at', title: t('field.created_at'), type: 'date_rang' },
  { field: 'updated_by', title: t('field.updated_by'), type: 'string' },
  { field: 'updated_at', title: t('field.updated_at'), type: 'date_rang' },
];
