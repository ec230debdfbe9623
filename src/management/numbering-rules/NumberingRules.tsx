/**
 * bo-numbering-rules (spec 1 §2 "Numbering-rule list", §4–§7): per module (and application type), whether
 * numbering rules are needed, and the rules with their enable switch, set default, edit and delete. Adding
 * and editing go to the rule editor's page through bo-navigate.
 */
import '../../core/i18n/areas/numbering';
import { Button } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import type { NavigateDetail } from '../../core/navigate';
import { ListStates } from '../../kit/table/ListStates';
import { PagedList } from '../../kit/table/ListTable';
import { sequenceColumn, type Column } from '../../kit/table/columns';
import { DefaultName, EnableSwitch } from '../../kit/table/cells';
import { RowAction } from '../../kit/table/RowAction';
import type { RuleRecord } from '../numbering/api';
import { useListPageStyles as useStyles } from '../../kit/table/ListPage.styles';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart, usePreload } from '../../core/runtime/lazy-part';
import { NeededChoice } from './NeededChoice';
import type { TypeTabsProps } from './TypeTabs';
import { useNumberingRules, type RuleChangeDetail } from './useNumberingRules';

export interface NumberingRulesProps {
  appModular?: string;
  appId?: number;
  appName?: string;
  modelName?: string;
  field?: string;
  appTypes?: boolean;
  addPath?: string;
  canList?: boolean;
  canAdd?: boolean;
  canEdit?: boolean;
  canEnable?: boolean;
  canDelete?: boolean;
  canGlobal?: boolean;
  onChange?(detail: RuleChangeDetail): void;
  onNavigate?(detail: NavigateDetail): boolean;
}

const TypeTabs = lazyPart<TypeTabsProps>(() => import('./TypeTabs').then((m) => m.TypeTabs), () => null, partMissing('the application types'));

export function NumberingRules(p: NumberingRulesProps) {
  const t = useT();
  const styles = useStyles();
  const module = { appModular: (p.appModular ?? '').trim(), appId: p.appId, modelName: p.modelName, field: p.field };
  const s = useNumberingRules({
    module, usesAppTypes: !!p.appTypes, canList: !!p.canList, canAdd: !!p.canAdd, addPath: p.addPath ?? '', appName: p.appName ?? '', onChange: p.onChange, onNavigate: p.onNavigate,
  });
  const { list } = s;
  // the types' tabs come with the types' answer: their code is fetched beside it
  usePreload([TypeTabs], !!p.appTypes);

  const actions = (row: RuleRecord) => (
    <span className={styles.actions}>
      {p.canEdit && row.is_default !== 1 && (
        <Button size="small" appearance="transparent" disabled={s.busy} onClick={() => void s.makeDefault(row)} data-action="set-default">{t('numberingRules.setDefault')}</Button>
      )}
      {p.canEdit && <Button size="small" appearance="transparent" onClick={() => s.edit(row)} data-action="edit">{t('numberingRules.edit')}</Button>}
      {p.canDelete && (
        <RowAction
          action="delete"
          label={t('numberingRules.delete')}
          disabled={s.busy}
          refused={row.is_enable === 1 ? t('numberingRules.disableFirst') : undefined}
          onClick={() => void s.remove(row)}
        />
      )}
    </span>
  );

  const columns: Column<RuleRecord>[] = [
    sequenceColumn(t),
    {
      key: 'name',
      title: t('numberingRules.name'),
      width: 200,
      parts: DefaultName.parts,
      render: (row) => <DefaultName name={row.name} isDefault={row.is_default === 1} />,
    },
    { key: 'num', title: t('numberingRules.num'), width: 140 },
    { key: 'example', title: t('numberingRules.example'), width: 200 },
    {
      key: 'is_enable',
      title: t('numberingRules.enable'),
      width: 80,
      parts: EnableSwitch.parts,
      render: (row) => <EnableSwitch on={row.is_enable === 1} name={row.name} disabled={!p.canEnable || s.busy} onToggle={(on) => void s.toggle(row, on)} />,
    },
    ...(p.appTypes ? [{ key: 'app_type', title: t('numberingRules.appType'), width: 120, value: (r: RuleRecord) => r.app_type?.name }] : []),
    { key: 'range', title: t('numberingRules.range'), width: 160, value: (r) => (r.range ?? []).map((x) => x.name) },
    { key: 'created_user', title: t('field.created_by'), width: 100 },
    { key: 'created_at', title: t('field.created_at'), width: 170 },
    { key: 'updated_user', title: t('field.updated_by'), width: 100 },
    { key: 'updated_at', title: t('field.updated_at'), width: 170 },
    { key: '__actions', title: t('form.actions'), actions: true, parts: RowAction.parts, render: actions },
  ];

  const missing = !module.appModular ? t('picker.missingAttribute', { name: 'app-modular' }) : null;
  const headError = s.head.error && userMessage(s.head.error, t);
  return (
    <div className={styles.root} data-bo-numbering-rules="">
      {p.appTypes && s.types.length > 0 && (
        <TypeTabs types={s.types} selected={s.type?.id} onSelect={s.chooseType} />
      )}
      {p.canList && !missing && (headError ? (
        <ListStates error={headError} onRetry={s.head.reload} empty={false} />
      ) : (
        <div className={styles.toolbar} part="search-form">
          <NeededChoice
            label={t('numberingRules.needed')}
            yes={t('numberingRules.neededYes')}
            no={t('numberingRules.neededNo')}
            needed={s.needed}
            disabled={!p.canGlobal || s.busy || s.needed === undefined}
            onChange={(needed) => void s.setNeeded(needed)}
          />
          <span className={styles.spacer} />
          {p.canAdd && <Button appearance="primary" onClick={s.add} data-action="add">{t('numberingRules.add')}</Button>}
        </div>
      ))}
      <PagedList
        aria-label={t('numberingRules.label')}
        columns={columns}
        list={list}
        getId={(row) => row.id}
        problem={missing}
        notice={p.canList ? undefined : t('numberingRules.noPermission')}
      />
    </div>
  );
}
