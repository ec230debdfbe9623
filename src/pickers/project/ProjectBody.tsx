/**
 * The editable project table (spec 2 §2 选择项目): a 新增 button above the picker's selection table, whose
 * name, number and description cells become inputs on a row in edit, and whose last column holds 编辑 /
 * 删除 (saved rows) or 确定 / 取消 (rows in edit). Composed of kit pieces: the SelectionTable, the guarded
 * selection and the editable-rows logic (useProjectRows).
 */
import '../../core/i18n/areas/projects';
import * as React from 'react';
import { Button, Input } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { BusyButton } from '../../kit/form/BusyButton';
import type { PickerBodyProps } from '../../kit/picker/types';
import { auditColumns, cellText, type Column } from '../../kit/table/columns';
import { SelectionTable } from '../../kit/table/SelectionTable';
import { TruncatedText } from '../../kit/table/TruncatedText';
import type { Project, ProjectInput } from './api';
import { useProjectBodyStyles } from './ProjectBody.styles';
import { useProjectRows } from './useProjectRows';

/** A click inside a cell's controls is not a click on the row (which ticks it). */
const inCell = (e: React.SyntheticEvent) => e.stopPropagation();

export function ProjectBody(props: PickerBodyProps<Project>) {
  const t = useT();
  const styles = useProjectBodyStyles();
  const p = useProjectRows(props);
  const separator = t('common.listSeparator');

  const field = (key: keyof ProjectInput, title: string, width: number): Column<Project> => {
    const column: Column<Project> = { key, title, width };
    return {
      ...column,
      render: (r) => {
        const row = p.rowOf(r.id);
        if (!row?.draft) return <TruncatedText text={cellText(column, r, separator)} />;
        return (
          <Input
            size="small"
            className={styles.input}
            value={row.draft[key] ?? ''}
            onChange={(_, d) => p.change(row.key, { [key]: d.value })}
            onClick={inCell}
            aria-label={title}
            data-field={key}
          />
        );
      },
    };
  };

  const actions = (r: Project) => {
    const row = p.rowOf(r.id);
    if (!row) return null;
    return (
      <span className={styles.actions} onClick={inCell}>
        {row.draft ? (
          <>
            <BusyButton size="small" appearance="transparent" className={styles.button} busy={p.saving === row.key} onClick={() => void p.save(row.key)} data-action="row-confirm">
              {t('common.confirm')}
            </BusyButton>
            <Button size="small" appearance="transparent" className={styles.button} disabled={p.saving === row.key} onClick={() => p.cancel(row.key)} data-action="row-cancel">
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button size="small" appearance="transparent" className={styles.button} onClick={() => p.edit(row.key)} data-action="row-edit">{t('form.edit')}</Button>
            <Button size="small" appearance="transparent" className={styles.button} disabled={p.busy} onClick={() => void p.remove(row.key)} data-action="row-delete">{t('form.delete')}</Button>
          </>
        )}
      </span>
    );
  };

  const columns: Column<Project>[] = [
    field('name', t('projectPicker.name'), 150),
    field('serial_number', t('projectPicker.serial_number'), 110),
    field('remark', t('projectPicker.remark'), 140),
    ...auditColumns<Project>(t),
    { key: 'actions', title: t('form.actions'), width: 120, render: actions },
  ];
  const height = typeof props.height === 'number' ? `${props.height}px` : props.height;

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Button appearance="primary" size="small" onClick={p.add} data-action="project-add">{t('projectPicker.add')}</Button>
      </div>
      <SelectionTable {...props} rows={p.rows} columns={columns} selection={p.selection} height={`calc(${height} - 40px)`} />
    </div>
  );
}
