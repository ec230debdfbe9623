/**
 * A table of editable rows (useEditableRows): each row shows its view cells, or its edit cells with
 * 确定 / 取消; in view 编辑 / 删除. With `sortable`, rows are dragged by their handle (useSortable) or
 * moved with the arrow keys on it (SortHandle). A row whose draft `validate` refused shows the message under it.
 */
import * as React from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import type { EditableRows } from './useEditableRows';
import { useSortable } from './useSortable';
import { SortHandle } from './SortHandle';
import { useEditableTableStyles } from './EditableTable.styles';

export interface EditableColumn<Row> {
  key: string;
  title: string;
  width?: number | string;
  view(row: Row, index: number): React.ReactNode;
  /** the cell in edit (no edit: the view cell stays) */
  edit?(draft: Row, set: (patch: Partial<Row>) => void, index: number): React.ReactNode;
}

export interface EditableTableProps<Row> {
  rows: EditableRows<Row>;
  columns: EditableColumn<Row>[];
  sortable?: boolean;
  /** a message that forbids deleting a row (必填内容不可删除), or nothing */
  beforeRemove?(row: Row): string | null | undefined;
  /** a row that cannot be edited shows no 编辑 */
  canEdit?(row: Row): boolean;
  /** what a sort handle names its row by */
  rowLabel?(row: Row): string;
  'aria-label'?: string;
}

export function EditableTable<Row>({ rows, columns, sortable, beforeRemove, canEdit, rowLabel, ...aria }: EditableTableProps<Row>) {
  const t = useT();
  const message = useMessage();
  const styles = useEditableTableStyles();
  const body = React.useRef<HTMLTableSectionElement>(null);
  useSortable(body, { onMove: rows.move, handle: '[data-sort-handle]', draggable: 'tr[data-row-key]', disabled: !sortable });
  const remove = (key: string, row: Row) => {
    const forbidden = beforeRemove?.(row);
    if (forbidden) message.warning(forbidden);
    else rows.remove(key);
  };
  const span = columns.length + 1 + (sortable ? 1 : 0);

  return (
    <table className={styles.table} aria-label={aria['aria-label']} data-bo-editable="">
      <thead>
        <tr className={styles.head}>
          {sortable && <th className={mergeClasses(styles.cell, styles.handle)} aria-hidden="true" />}
          {columns.map((c) => <th key={c.key} className={styles.cell} style={{ width: c.width }}>{c.title}</th>)}
          <th className={mergeClasses(styles.cell, styles.actions)}>{t('form.actions')}</th>
        </tr>
      </thead>
      <tbody ref={body}>
        {rows.list.map((item, index) => {
          const row = (item.draft ?? item.saved) as Row;
          const set = (patch: Partial<Row>) => rows.change(item.key, patch);
          return (
            <React.Fragment key={item.key}>
              {/* data-row-id: a record shown, as in every list of the set (the row's key: a new row has no id yet) */}
              <tr data-row-key={item.key} data-row-id={item.key} data-editing={item.draft ? '' : undefined} className={item.draft ? styles.editing : undefined}>
                {sortable && (
                  <td className={styles.cell}>
                    <SortHandle index={index} count={rows.list.length} onMove={rows.move} label={rowLabel?.(row)} />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.key} className={styles.cell} data-column={c.key}>
                    {item.draft && c.edit ? c.edit(item.draft, set, index) : c.view(row, index)}
                  </td>
                ))}
                <td className={mergeClasses(styles.cell, styles.actions)}>
                  {item.draft ? (
                    <>
                      <Button size="small" appearance="transparent" onClick={() => rows.confirm(item.key)} data-action="row-confirm">{t('common.confirm')}</Button>
                      <Button size="small" appearance="transparent" onClick={() => rows.cancel(item.key)} data-action="row-cancel">{t('common.cancel')}</Button>
                    </>
                  ) : (
                    <>
                      {(canEdit?.(row) ?? true) && (
                        <Button size="small" appearance="transparent" onClick={() => rows.edit(item.key)} data-action="row-edit">{t('form.edit')}</Button>
                      )}
                      <Button size="small" appearance="transparent" onClick={() => remove(item.key, row)} data-action="row-delete">{t('form.delete')}</Button>
                    </>
                  )}
                </td>
              </tr>
              {item.error && (
                <tr data-row-error={item.key}>
                  <td colSpan={span} className={styles.error} role="alert">{item.error}</td>
                </tr>
              )}
            </React.Fragment>
          );
        })}
        {rows.list.length === 0 && (
          <tr>
            <td colSpan={span} className={styles.empty}>{t('common.empty')}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
