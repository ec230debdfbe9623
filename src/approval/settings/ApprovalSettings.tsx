/**
 * bo-approval-settings (spec 3 §2.1, §3, §4, §5, §6, §7 Approval): a module's (or class's) need-approval
 * switch, its approval flows (searched by name, paged) and the change log. Flow columns: 序号, number,
 * name (当前 tag on the current flow), description, the current-flow switch, creator, created, updater,
 * updated, and the actions 查看, 复制, 编辑, 删除 (edit and delete refused on the current flow, with the
 * reason). The permission flags (spec 3 §6): can-add shows 新增流程 and 复制; can-edit the need-approval
 * switch, the current-flow switch and 编辑; can-delete 删除; can-list the flows and the change log
 * (without it nothing of them is asked).
 */
import '../../core/i18n/areas/approval-settings';
import { Button } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import type { NavigateDetail } from '../../core/navigate';
import { ListStates } from '../../kit/table/ListStates';
import { PagedList } from '../../kit/table/ListTable';
import { NameSearch } from '../../kit/table/NameSearch';
import { useListPageStyles } from '../../kit/table/ListPage.styles';
import { Switch } from '../../kit/lazy-parts/Switch';
import { DefaultName } from '../../kit/table/cells';
import { RowAction } from '../../kit/table/RowAction';
import { auditColumns, sequenceColumn, type Column } from '../../kit/table/columns';
import type { ApprovalFlow } from './api';
import { ChangeLog } from './ChangeLog';
import { useApprovalSettingsStyles } from './ApprovalSettings.styles';
import { useApprovalSettings, type FlowChangeDetail } from './useApprovalSettings';
import { useChangeLog } from './useChangeLog';

export interface ApprovalSettingsProps {
  modelName?: string;
  classId?: number;
  privatePrefix?: string;
  newPath?: string;
  editPath?: string;
  viewPath?: string;
  canList?: boolean;
  canAdd?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  onChange?(detail: FlowChangeDetail): void;
  onNavigate?(detail: NavigateDetail): boolean;
}

/** The prefix as a path start: '' or '/x' without a trailing slash. */
const prefixOf = (p = '') => {
  const trimmed = p.trim().replace(/\/+$/, '');
  return !trimmed || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

export function ApprovalSettings(p: ApprovalSettingsProps) {
  const t = useT();
  const page = useListPageStyles();
  const styles = useApprovalSettingsStyles();
  const scope = { prefix: prefixOf(p.privatePrefix), model: (p.modelName ?? '').trim(), classId: p.classId };
  const s = useApprovalSettings({
    scope,
    canList: !!p.canList,
    canAdd: !!p.canAdd,
    paths: { newPath: p.newPath ?? '', editPath: p.editPath ?? '', viewPath: p.viewPath ?? '' },
    onChange: p.onChange,
    onNavigate: p.onNavigate,
  });
  const log = useChangeLog(scope, s.ready && !!p.canList, s.logVersion);

  const actions = (row: ApprovalFlow) => {
    const current = row.default === 1;
    return (
      <span className={page.actions}>
        <RowAction action="view" label={t('approvalSettings.view')} onClick={() => s.view(row)} />
        {p.canAdd && <RowAction action="copy" label={t('approvalSettings.copy')} onClick={() => s.copy(row)} />}
        {p.canEdit && (
          <RowAction action="edit" label={t('approvalSettings.edit')} refused={current ? t('approvalSettings.currentNotEditable') : undefined} onClick={() => s.edit(row)} />
        )}
        {p.canDelete && (
          <RowAction
            action="delete"
            label={t('approvalSettings.delete')}
            disabled={s.busy}
            refused={current ? t('approvalSettings.currentNotDeletable') : undefined}
            onClick={() => void s.remove(row)}
          />
        )}
      </span>
    );
  };

  const columns: Column<ApprovalFlow>[] = [
    sequenceColumn(t),
    { key: 'serial_number', title: t('approvalSettings.serialNumber'), width: 140 },
    {
      key: 'name',
      title: t('approvalSettings.name'),
      width: 200,
      parts: DefaultName.parts,
      render: (row) => <DefaultName name={row.name} isDefault={row.default === 1} tag={t('approvalSettings.currentTag')} />,
    },
    { key: 'infos', title: t('approvalSettings.infos') },
    {
      key: 'default',
      title: t('approvalSettings.current'),
      width: 96,
      parts: [Switch],
      // on makes the flow the current one; the current flow's switch stays on (another flow takes its place)
      render: (row) => (
        <Switch
          checked={row.default === 1}
          disabled={!p.canEdit || s.busy || row.default === 1}
          aria-label={t('approvalSettings.makeCurrent', { name: row.name ?? '' })}
          onChange={(_, d) => d.checked && void s.makeDefault(row)}
          data-action="set-default"
        />
      ),
    },
    ...auditColumns<ApprovalFlow>(t),
    { key: '__actions', title: t('form.actions'), actions: true, parts: RowAction.parts, render: actions },
  ];

  const missing = s.ready ? null : t('picker.missingAttribute', { name: 'model-name' });
  const { status } = s;
  return (
    <div className={page.root} data-bo-approval-settings="">
      {!missing && (
        <div className={styles.head} part="header">
          {status.error ? (
            <ListStates error={t('approvalSettings.statusFailed', { reason: userMessage(status.error, t) })} onRetry={status.reload} empty={false} />
          ) : (
            <Switch
              checked={status.value === 1}
              disabled={!p.canEdit || s.busy || status.value === undefined}
              label={t('approvalSettings.need')}
              onChange={(_, d) => s.setNeeded(d.checked)}
              data-action="need-approval"
            />
          )}
        </div>
      )}
      <h3 className={styles.heading}>{t('approvalSettings.flows')}</h3>
      <NameSearch
        label={t('approvalSettings.searchName')}
        placeholder={t('approvalSettings.searchPlaceholder')}
        searchText={t('approvalSettings.search')}
        disabled={!p.canList || !!missing}
        onSearch={s.search}
      >
        {p.canAdd && <Button appearance="primary" disabled={!!missing} onClick={s.add} data-action="add">{t('approvalSettings.add')}</Button>}
      </NameSearch>
      <PagedList
        aria-label={t('approvalSettings.flowsLabel')}
        columns={columns}
        list={s.list}
        getId={(row) => row.id}
        problem={missing}
        notice={p.canList ? undefined : t('approvalSettings.noPermission')}
      />
      {p.canList && !missing && <ChangeLog log={log} />}
    </div>
  );
}
