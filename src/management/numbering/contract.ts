/** The backend contract of the numbering-rule list and the rule editor. */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { mergeCalls, sourceCall } from '../../kit/data/contract';
import { appEnable, appTypes, deleteRule, enableRule, ruleDetails, ruleList, ruleTypes, saveRule, setAppEnable, setDefaultRule, useRanges, type RuleModule } from './api';

interface ListValues {
  appModular: string;
  appId?: number;
  modelName?: string;
  field?: string;
  appTypes: boolean;
  canList: boolean;
  canEdit: boolean;
  canEnable: boolean;
  canDelete: boolean;
  canGlobal: boolean;
}

export const moduleOf = (v: { appModular: string; appId?: number; modelName?: string; field?: string }): RuleModule => ({
  appModular: v.appModular.trim(),
  appId: v.appId,
  modelName: v.modelName,
  field: v.field,
});

export function numberingRulesCalls(v: ListValues): CallSpec[] {
  const m = moduleOf(v);
  if (!m.appModular || !v.canList) return [];
  return mergeCalls([
    v.appTypes
      ? sourceCall(appTypes(m), { when: 'when the element is shown: the application types (tabs), each with its rules-needed flag is_enable', onOpen: true })
      : { ...endpointCall(appEnable, 'when the element is shown: whether the module needs rules'), onOpen: true },
    sourceCall(ruleList(m), {
      when: v.appTypes ? 'once the application types are in (the first type), then on each tab, page and change' : 'when the element is shown, then on each page and after each change',
      onOpen: true,
      pageSize: 10,
      filters: v.appTypes ? [{ name: 'app_type', type: 'number', description: 'the application type of the tab' }] : [],
    }),
    ...(v.canGlobal ? [endpointCall(setAppEnable, 'when the user switches rules needed / not needed')] : []),
    ...(v.canEnable ? [endpointCall(enableRule, 'when the user turns a rule on or off')] : []),
    ...(v.canEdit ? [endpointCall(setDefaultRule, 'when the user makes an enabled rule the default')] : []),
    ...(v.canDelete ? [endpointCall(deleteRule, 'when the user confirms the deletion of a disabled rule')] : []),
  ]);
}

interface EditorValues {
  appModular: string;
  appId?: number;
  ruleId?: number;
  appTypes: boolean;
}

export function numberingRuleEditorCalls(v: EditorValues): CallSpec[] {
  const m = moduleOf(v);
  if (!m.appModular) return [];
  return [
    { ...endpointCall(ruleTypes, 'when the editor is shown: the rule types of the segments'), onOpen: true },
    ...(v.appTypes ? [sourceCall(appTypes(m), { when: 'when the editor is shown: the application types to choose from', onOpen: true })] : []),
    ...(v.ruleId !== undefined ? [{ ...endpointCall(ruleDetails, 'when the editor is shown for a rule (rule-id)'), onOpen: true }] : []),
    ...(v.appTypes
      ? [
          endpointCall(useRanges, 'when an application type without a url of its own is chosen (or the rule has one): its range options'),
          {
            method: 'GET' as const,
            path: '{url of the application type}',
            when: 'when an application type with a url is chosen (or the rule has one): its range options, a flat list or a tree (children), in data',
            params: [],
            reads: useRanges.reads ?? [],
          },
        ]
      : []),
    endpointCall(saveRule, 'when the user confirms (确定) and every rule of spec 1 §5 holds'),
  ];
}
