/**
 * The numbering-rule list's state (spec 1 §2, §4, §5, §6, §7): the module's application types (when it
 * uses them; GET /api/rule/get_app) or its rules-needed flag (GET /rule/get_app_enable); the rules of the
 * module (and type), paged; the rules-needed switch (POST /api/rule/app_enable); a rule's enable switch
 * (POST /api/rule/enable); set default (PUT /api/rule/set_def, only for an enabled rule); delete (only a
 * disabled rule, after 请确认是否删除该条数据?; DELETE /api/rule/delete); add and edit through bo-navigate
 * to the add path; and, when rules are needed and none exist, straight to adding one.
 */
import '../../core/i18n/areas/numbering';
import * as React from 'react';
import { useAction, type Api } from '../../core/http';
import { useT } from '../../core/i18n';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { useElement } from '../../core/runtime/context';
import { navigate, type NavigateDetail } from '../../core/navigate';
import { send, type Endpoint } from '../../kit/data/endpoint';
import { fetchSource } from '../../kit/data/source';
import { useRemote } from '../../kit/list/useRemote';
import { useRemoteList, type ListLoader } from '../../kit/list/useRemoteList';
import { appEnable, appTypes, deleteRule, enableRule, ruleList, setAppEnable, setDefaultRule, type AppType, type RuleModule, type RuleRecord } from '../numbering/api';

export interface RuleChangeDetail {
  action: 'enable' | 'disable' | 'set-default' | 'delete' | 'needed' | 'not-needed';
  /** the rule (none for the module's rules-needed switch) */
  record: RuleRecord | null;
}

export interface NumberingRulesOptions {
  module: RuleModule;
  usesAppTypes: boolean;
  canList: boolean;
  canAdd: boolean;
  addPath: string;
  appName: string;
  onChange?(detail: RuleChangeDetail): void;
  onNavigate?(detail: NavigateDetail): boolean;
}

const flagOf = (v: unknown): 0 | 1 => (v === true || Number(v) === 1 ? 1 : 0);

export function useNumberingRules(o: NumberingRulesOptions) {
  const t = useT();
  const confirm = useConfirm();
  const message = useMessage();
  const action = useAction();
  const { module } = o;
  const moduleKey = JSON.stringify(module);
  const ready = o.canList && !!module.appModular;

  // the application types (a module that uses them) or the module's own flag
  const types = useRemote<AppType[]>((api, signal) => fetchSource(api, appTypes(module), { signal }).then((a) => a.rows), ready && o.usesAppTypes, moduleKey);
  const moduleFlag = useRemote<0 | 1>((api, signal) => send(api, appEnable, {}, undefined, signal).then(flagOf), ready && !o.usesAppTypes, moduleKey);
  const [typeId, setTypeId] = React.useState<number | null>(null);
  const type = o.usesAppTypes ? (types.value?.find((x) => x.id === typeId) ?? types.value?.[0]) : undefined;
  const needed: 0 | 1 | undefined = o.usesAppTypes ? (type ? flagOf(type.is_enable) : undefined) : moduleFlag.value;

  // a new module or type is a new search
  const filters = React.useMemo(() => (type ? { app_type: type.id } : {}), [type, moduleKey]); // eslint-disable-line react-hooks/exhaustive-deps -- moduleKey: a new search
  const load = React.useCallback<ListLoader<RuleRecord>>(
    ({ page, pageSize, filters: f }, api, signal) => fetchSource(api, ruleList(module), { filters: f, page: { page, size: pageSize }, signal }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the module's identity is its content
    [moduleKey],
  );
  const list = useRemoteList(load, ready && (!o.usesAppTypes || !!type), filters);

  const addTarget = () => ({
    path: o.addPath,
    query: { is_use: needed ?? 0, app: type ? `${type.id}_${type.name}` : `${module.appId ?? ''}_${o.appName}` },
  });
  const add = () => navigate(o.onNavigate, addTarget());
  const edit = (row: RuleRecord) => navigate(o.onNavigate, { path: o.addPath, query: { id: row.id } });

  // rules needed and none yet: straight to adding the first (once per module and type)
  const redirected = React.useRef<string | null>(null);
  const emptyKey = `${moduleKey}|${type?.id ?? ''}`;
  React.useEffect(() => {
    if (!o.canAdd || needed !== 1 || list.loading || list.error || !list.answered || list.total > 0 || redirected.current === emptyKey) return;
    redirected.current = emptyKey;
    navigate(o.onNavigate, addTarget());
  });

  const run = async <B,>(e: Endpoint<Record<string, never>, B>, body: B, success: string, detail: RuleChangeDetail) => {
    const result = await action.run((api: Api) => send(api, e, {}, body), { success });
    if (!result.ok) return false;
    o.onChange?.(detail);
    return true;
  };

  const { reportError } = useElement();
  const setNeeded = async (on: boolean) => {
    const is_enable = on ? 1 : 0;
    const field = type?.field ?? module.field ?? '';
    // POST /api/rule/app_enable needs the field the rules number (spec 1 §7): without it nothing is sent
    if (!field.trim()) {
      const msg = t('numberingRules.missingField');
      console.warn(`<bo-numbering-rules> ${msg}`);
      message.error(msg);
      reportError({ source: 'attribute', msg, attribute: 'field', value: field });
      return;
    }
    const ok = await run(setAppEnable, { is_enable, field, app_modular: module.appModular }, t('success.set'), { action: on ? 'needed' : 'not-needed', record: null });
    if (!ok) return;
    if (type && types.value) types.set(types.value.map((x) => (x.id === type.id ? { ...x, is_enable } : x)));
    else moduleFlag.set(is_enable);
  };
  const toggle = async (row: RuleRecord, on: boolean) => {
    const ok = await run(enableRule, { is_enable: on ? 1 : 0, id: row.id }, t('success.operation'), { action: on ? 'enable' : 'disable', record: { ...row, is_enable: on ? 1 : 0 } });
    if (ok) list.reload();
  };
  const makeDefault = async (row: RuleRecord) => {
    if (row.is_enable !== 1) return message.warning(t('numberingRules.enableBeforeDefault'));
    if (await run(setDefaultRule, { id: row.id }, t('success.set'), { action: 'set-default', record: { ...row, is_default: 1 } })) list.reload();
  };
  const remove = async (row: RuleRecord) => {
    if (!(await confirm({ title: t('common.notice'), content: t('numberingRules.deleteConfirm') }))) return;
    if (await run(deleteRule, { id: row.id }, t('success.delete'), { action: 'delete', record: row })) list.reload();
  };

  const head = o.usesAppTypes ? types : moduleFlag;
  return { list, types: types.value ?? [], type, chooseType: setTypeId, needed, head, busy: action.busy, add, edit, setNeeded, toggle, makeDefault, remove };
}
