/**
 * bo-class-list (spec 1 §2 "Category (class) list", §4, §6, §7): the classes of a module, searched by
 * name, paged (10 by default). Columns: 序号, the enable switch, number, name (默认 tag on the default
 * class), description, creator, created, updater, updated, and the actions: set / cancel default, edit,
 * delete and, with the approval flag, the approval flow (bo-navigate). The permission flags: without
 * can-list nothing is asked; without can-add there is no 新增, no edit, no default actions and the switch
 * is read-only; without can-delete no delete.
 */
import '../../core/i18n/areas/class';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { navigate, type NavigateDetail } from '../../core/navigate';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import { auditColumns, sequenceColumn, type Column } from '../../kit/table/columns';
import { PagedList } from '../../kit/table/ListTable';
import { NameSearch } from '../../kit/table/NameSearch';
import { DefaultName, EnableSwitch } from '../../kit/table/cells';
import type { ClassRecord } from '../class/api';
import { useListPageStyles } from '../../kit/table/ListPage.styles';
import { useClassList, type ClassChangeDetail } from './useClassList';

// the dialog comes right after the screen (closed, it paints nothing)
const ClassDialog = lazyOpening(() => import('../class-dialog/ClassDialog').then((m) => m.ClassDialog));

export interface ClassListProps {
  modelName?: string;
  canList?: boolean;
  canAdd?: boolean;
  canDelete?: boolean;
  /** the approval flag: each row links to the class's approval flows */
  approval?: boolean;
  /** where the approval-flow link goes (with model_name and class_id) */
  approvalPath?: string;
  onChange?(detail: ClassChangeDetail): void;
  onNavigate?(detail: NavigateDetail): boolean;
}

export function ClassList({ modelName = '', canList = false, canAdd = false, canDelete = false, approval = false, approvalPath = '', onChange, onNavigate }: ClassListProps) {
  const t = useT();
  const styles = useListPageStyles();
  const state = useClassList({ modelName, canList, onChange });
  const { list } = state;

  const actions = (row: ClassRecord) => (
    <span className={styles.actions}>
      {canAdd && row.is_default === 1 && (
        <Button size="small" appearance="transparent" disabled={state.busy} onClick={() => void state.unmakeDefault(row)} data-action="cancel-default">{t('classList.cancelDefault')}</Button>
      )}
      {canAdd && row.is_default !== 1 && (
        <Button size="small" appearance="transparent" disabled={state.busy} onClick={() => void state.makeDefault(row)} data-action="set-default">{t('classList.setDefault')}</Button>
      )}
      {canAdd && <Button size="small" appearance="transparent" onClick={() => state.openEdit(row)} data-action="edit">{t('classList.edit')}</Button>}
      {canDelete && (
        <Button size="small" appearance="transparent" disabled={state.busy} onClick={() => void state.remove(row)} data-action="delete">{t('classList.delete')}</Button>
      )}
      {approval && (
        <Button size="small" appearance="transparent" onClick={() => navigate(onNavigate, { path: approvalPath, query: { model_name: state.model, class_id: row.id } })} data-action="approval-flow">
          {t('classList.approvalFlow')}
        </Button>
      )}
    </span>
  );

  const columns: Column<ClassRecord>[] = [
    sequenceColumn(t),
    {
      key: 'is_on',
      title: t('classList.enable'),
      width: 80,
      parts: EnableSwitch.parts,
      render: (row) => <EnableSwitch on={row.is_on === 1} name={row.name} disabled={!canAdd || state.busy} onToggle={(on) => void state.toggle(row, on)} />,
    },
    { key: 'serial_number', title: t('classList.serialNumber'), width: 120 },
    {
      key: 'name',
      title: t('classList.name'),
      width: 200,
      parts: DefaultName.parts,
      render: (row) => <DefaultName name={row.name} isDefault={row.is_default === 1} />,
    },
    { key: 'remark', title: t('classList.remark') },
    ...auditColumns<ClassRecord>(t),
    { key: '__actions', title: t('form.actions'), actions: true, render: actions },
  ];

  return (
    <div className={styles.root} data-bo-class-list="">
      <NameSearch label={t('classList.searchName')} placeholder={t('classList.searchPlaceholder')} searchText={t('classList.search')} disabled={!canList} onSearch={state.search}>
        {canAdd && <Button appearance="primary" onClick={state.openAdd} data-action="add">{t('classList.add')}</Button>}
      </NameSearch>
      <PagedList
        aria-label={t('classList.label')}
        columns={columns}
        list={list}
        getId={(row) => row.id}
        problem={state.model ? null : t('picker.missingAttribute', { name: 'model-name' })}
        notice={canList ? undefined : t('classList.noPermission')}
      />
      <ClassDialog open={state.dialog.open} modelName={state.model} record={state.dialog.record} onConfirm={state.saved} onCancel={state.closeDialog} />
    </div>
  );
}
