/**
 * What the rule editor loads before its form can show (spec 1 §2 "Numbering-rule add/edit page", §3):
 * the rule types, the module's application types when it uses them, and the rule when editing. Apart
 * from the form (useRuleEditor.ts), whose code loads beside these calls (RuleEditor.tsx).
 */
import { send } from '../../kit/data/endpoint';
import { fetchSource } from '../../kit/data/source';
import { useRemote } from '../../kit/list/useRemote';
import { appTypes as appTypesSource, ruleDetails, ruleTypes, type AppType, type RuleDetails, type RuleType } from '../numbering/api';

export interface RuleDataOptions {
  ruleId?: number;
  appModular: string;
  appId?: number;
  appTypes: boolean;
}

/** Everything the form starts from. */
export interface RuleData {
  types: RuleType[];
  apps: AppType[];
  /** the rule being edited (null: a new rule) */
  rule: RuleDetails | null;
}

export function useRuleData(o: RuleDataOptions) {
  const modular = o.appModular.trim();
  const editing = o.ruleId !== undefined;
  /** another rule (or module, or application): the form starts again */
  const key = JSON.stringify([modular, o.appId, o.ruleId]);

  const types = useRemote<RuleType[]>((api, signal) => send<object, undefined, RuleType[]>(api, ruleTypes, {}, undefined, signal), !!modular, modular);
  const apps = useRemote<AppType[]>(
    (api, signal) => fetchSource(api, appTypesSource({ appModular: modular, appId: o.appId }), { signal }).then((a) => a.rows),
    !!modular && o.appTypes,
    key,
  );
  const rule = useRemote<RuleDetails>((api, signal) => send(api, ruleDetails, { modular, id: o.ruleId! }, undefined, signal), !!modular && editing, key);
  const parts = [types, ...(o.appTypes ? [apps] : []), ...(editing ? [rule] : [])];
  const failed = parts.find((p) => p.error)?.error ?? null;
  const ready = !!modular && parts.every((p) => !p.loading && !p.error);
  const data: RuleData | null = ready ? { types: types.value ?? [], apps: apps.value ?? [], rule: editing ? (rule.value ?? null) : null } : null;

  return { modular, editing, key, data, failed, reload: () => parts.filter((p) => p.error).forEach((p) => p.reload()) };
}
