/**
 * bo-custom-fields (spec 1 §2 "Custom-field list", §3–§7): a module's custom fields, searched (name, type,
 * status) and paged; per row the enable switch, edit (the drawer), delete and, with the global flag and a
 * URL, apply-to-all. 新增 opens the drawer empty. The permission flags: without can-list nothing is asked;
 * can-add, can-edit, can-enable, can-delete and can-global each show (or enable) their action.
 */
import '../../core/i18n/areas/fields';
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import type { PermissionProps } from '../../kit/permissions';
import { SearchForm } from '../../kit/search-form';
import { PagedList } from '../../kit/table/ListTable';
import { EnableSwitch } from '../../kit/table/cells';
import { sequenceColumn, type Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { useListPageStyles as useStyles } from '../../kit/table/ListPage.styles';
import type { CustomField } from './api';
import { FIELD_TYPES } from './field-types';
import { useCustomFields, type FieldChangeDetail } from './useCustomFields';

// the field drawer comes right after the screen (closed, it paints nothing)
const FieldDrawer = lazyOpening(() => import('./FieldDrawer').then((m) => m.FieldDrawer));

export interface CustomFieldsProps extends PermissionProps<'list' | 'add' | 'edit' | 'enable' | 'delete' | 'global'> {
  appModular?: string;
  appId?: number;
  /** where 应用到全部 posts the field (shown with can-global) */
  globalUrl?: string;
  onChange?(detail: FieldChangeDetail): void;
}

export function CustomFields(p: CustomFieldsProps) {
  const t = useT();
  const styles = useStyles();
  const scope = { app_modular: (p.appModular ?? '').trim(), ...(p.appId === undefined ? {} : { app_id: p.appId }) };
  const globalUrl = p.globalUrl ?? '';
  const s = useCustomFields({ scope, canList: !!p.canList, globalUrl, onChange: p.onChange });
  const typeName = (type: string) => (FIELD_TYPES.includes(type as never) ? t(`customFields.types.${type as (typeof FIELD_TYPES)[number]}`) : type);

  const searchFields: SearchField[] = React.useMemo(
    () => [
      { field: 'name', title: t('customFields.name'), type: 'string' },
      { field: 'type', title: t('customFields.type'), type: 'select_radio', options: FIELD_TYPES.map((v) => ({ value: v, label: t(`customFields.types.${v}`) })) },
      { field: 'is_enable', title: t('customFields.status'), type: 'select_radio', options: [{ value: 1, label: t('customFields.enabled') }, { value: 0, label: t('customFields.disabled') }] },
    ],
    [t],
  );

  const actions = (row: CustomField) => (
    <span className={styles.actions}>
      {p.canEdit && <Button size="small" appearance="transparent" onClick={() => s.openEdit(row)} data-action="edit">{t('customFields.edit')}</Button>}
      {p.canDelete && (
        <Button size="small" appearance="transparent" disabled={s.busy} onClick={() => void s.remove(row)} data-action="delete">{t('customFields.delete')}</Button>
      )}
      {p.canGlobal && globalUrl.trim() && (
        <Button size="small" appearance="transparent" disabled={s.busy} onClick={() => void s.applyAll(row)} data-action="apply-all">{t('customFields.applyAll')}</Button>
      )}
    </span>
  );

  const columns: Column<CustomField>[] = [
    sequenceColumn(t),
    { key: 'name', title: t('customFields.name'), width: 120 },
    { key: 'code', title: t('customFields.code'), width: 100 },
    { key: 'type', title: t('customFields.type'), width: 110, value: (r) => typeName(r.type) },
    {
      key: 'is_enable',
      title: t('customFields.enabled'),
      width: 80,
      parts: EnableSwitch.parts,
      render: (row) => <EnableSwitch on={row.is_enable === 1} name={row.name} disabled={!p.canEnable || s.busy} onToggle={(on) => void s.toggle(row, on)} />,
    },
    {
      key: 'scope',
      title: t('customFields.scope'),
      width: 160,
      value: (r) =>
        r.is_global === 0 ? `${t('customFields.local')}：${[r.range_field_title, ...(r.field_range_list ?? []).map((x) => x.name)].filter(Boolean).join(t('common.listSeparator'))}` : t('customFields.global'),
    },
    { key: 'remark', title: t('customFields.remark') },
    { key: 'created_user', title: t('field.created_by'), width: 100 },
    { key: 'created_at', title: t('field.created_at'), width: 170 },
    { key: 'updated_user', title: t('field.updated_by'), width: 100 },
    { key: 'updated_at', title: t('field.updated_at'), width: 170 },
    ...(p.canEdit || p.canDelete || p.canGlobal ? [{ key: '__actions', title: t('form.actions'), actions: true, render: actions }] : []),
  ];

  const missing = !scope.app_modular ? t('picker.missingAttribute', { name: 'app-modular' }) : null;
  return (
    <div className={styles.root} data-bo-custom-fields="">
      {p.canList && !missing && <SearchForm fields={searchFields} values={s.values} onChange={s.setValues} onSearch={s.search} onReset={() => undefined} busy={s.list.loading} />}
      {p.canAdd && !missing && (
        <div className={styles.toolbar}>
          <Button appearance="primary" onClick={s.openAdd} data-action="add">{t('customFields.add')}</Button>
        </div>
      )}
      <PagedList
        aria-label={t('customFields.label')}
        columns={columns}
        list={s.list}
        getId={(row) => row.id}
        problem={missing}
        notice={p.canList ? undefined : t('customFields.noPermission')}
      />
      {(p.canAdd || p.canEdit) && !missing && (
        <FieldDrawer open={s.drawer.open} record={s.drawer.record} scope={scope} onSaved={s.saved} onCancel={s.closeDrawer} />
      )}
    </div>
  );
}
