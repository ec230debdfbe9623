/** Columns and search fields that most record pickers share: creator, updater and their times. */
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';

/** created_by / created_at / updated_by / updated_at of a record */
export const auditColumns = <Row,>(): Column<Row>[] => [
  { key: 'created_by', title: '创建人', width: 100 },
  { key: 'created_at', title: '创建时间', width: 170 },
  { key: 'updated_by', title: '更新人', width: 100 },
  { key: 'updated_at', title: '更新时间', width: 170 },
];

export const auditSearch: SearchField[] = [
  { field: 'created_by', title: '创建人', type: 'string' },
  { field: 'created_at', title: '创建时间', type: 'date_rang' },
  { field: 'updated_by', title: '更新人', type: 'string' },
  { field: 'updated_at', title: '更新时间', type: 'date_rang' },
];
