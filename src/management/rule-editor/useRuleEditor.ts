/**
 * The rule editor's form state (spec 1 §2 "Numbering-rule add/edit page", §3, §4, §5, §7), once what it
 * starts from has loaded (useRuleData.ts): the form (name, number, type, range, separator, allow-edit,
 * enable), the chosen type's range options from its own url or /api/rule/get_use_range, the segment
 * rows, and the save with every rule of spec 1 §5 before POST /api/rule/edits?modular=. A failed save
 * keeps everything; leaving with edits asks first.
 */
import '../../core/i18n/areas/rule-editor';
import * as React from 'react';
import { useAction, type Api } from '../../core/http';
import { useT } from '../../core/i18n';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { goBack, type NavigateDetail } from '../../core/navigate';
import { send } from '../../kit/data/endpoint';
import { useBoForm, useEditableRows, useUnsavedGuard } from '../../kit/form';
import { useRemote } from '../../kit/list/useRemote';
import { saveRule, useRanges, type AppType, type RangeNode, type RulePayload } from '../numbering/api';
import { blankSegment, parseApp, rangeOptions, requiredEmpty, requiredSegments, rulePayload, RULE_TYPE, segmentOf, segmentProblem, valuesOf, type RuleValues, type Segment, serialFloor } from '../numbering/numbering.logic';
import type { RuleData } from './useRuleData';

export interface RuleSavedDetail {
  /** the saved rule's id */
  id: number | null;
  /** a new rule (the "new code" flag of the old session) */
  isNew: boolean;
  /** what was saved (the body of POST /api/rule/edits) */
  rule: RulePayload;
}

export interface RuleEditorOptions {
  ruleId?: number;
  appModular: string;
  appId?: number;
  field: string;
  appTypes: boolean;
  isUse: 0 | 1;
  app: string;
  backPath?: string;
  onSaved?(detail: RuleSavedDetail): void;
  onCancel?(): void;
  onNavigate?(detail: NavigateDetail): boolean;
}

const listOf = (data: unknown): RangeNode[] => {
  const box = data as { list?: unknown; data?: unknown } | null;
  const list = Array.isArray(data) ? data : Array.isArray(box?.list) ? box.list : Array.isArray(box?.data) ? box.data : [];
  return list as RangeNode[];
};

/** The range options of an application type: its own url when it has one, else /api/rule/get_use_range. */
const loadRanges = (api: Api, type: AppType, signal: AbortSignal) =>
  (type.url
    ? api.call<unknown>({ method: 'GET', url: type.url, signal, reads: useRanges.reads })
    : send<{ app_type: number }, undefined, unknown>(api, useRanges, { app_type: type.id }, undefined, signal)
  ).then((data) => rangeOptions(listOf(data)));

/** The form of a rule (or of a new one) from what has loaded; a new rule or module mounts a new form. */
export function useRuleEditor(o: RuleEditorOptions, data: RuleData) {
  const t = useT();
  const message = useMessage();
  const confirm = useConfirm();
  const action = useAction();
  const modular = o.appModular.trim();
  const editing = o.ruleId !== undefined;
  const { types: typeList, apps, rule } = data;

  const [start] = React.useState(() => {
    const app = parseApp(o.app);
    const known = o.appTypes && app && apps.some((x) => x.id === app.id) ? app : null;
    return { values: valuesOf(rule, known, o.isUse), segments: editing ? (rule?.details ?? []).map(segmentOf) : requiredSegments(typeList) };
  });
  const form = useBoForm<RuleValues>(start.values);
  const rows = useEditableRows<Segment>(start.segments, {
    create: () => blankSegment(RULE_TYPE.text, typeList),
    validate: (s) => problemText(s),
  });
  const problemText = (s: Segment) => {
    switch (segmentProblem(s)) {
      case 'content':
        return t('rule.inputContent');
      case 'digits':
        return t('rule.inputDigits');
      case 'digitsRange':
        return t('ruleEditor.digitsRange');
      case 'start':
        return t('ruleEditor.startBelow', { n: serialFloor(s) });
      default:
        return null;
    }
  };

  // the rows as last saved (or loaded): edits since make the page dirty
  const [saved, setSaved] = React.useState(() => JSON.stringify(start.segments));

  const typeId = form.watch('app_type');
  const appType = o.appTypes ? apps.find((x) => x.id === typeId) : undefined;
  const ranges = useRemote((api, signal) => loadRanges(api, appType!, signal), !!appType, String(appType?.id));

  const dirty = form.formState.isDirty || JSON.stringify(rows.current) !== saved || rows.editing.length > 0;
  const guard = useUnsavedGuard(dirty);

  const back = () => goBack(o.onNavigate, o.backPath);

  // another application type: its own ranges, none chosen yet
  React.useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name === 'app_type') form.setValue('range', [], { shouldDirty: true });
    });
    return () => sub.unsubscribe();
  }, [form]);

  /** Rows are deleted as the kit does; when none is left, the required rows come back (spec 1 §4). */
  const table = {
    ...rows,
    remove: (k: string) => (rows.list.length === 1 && rows.list[0]!.key === k ? rows.reset(requiredSegments(typeList)) : rows.remove(k)),
  };
  const beforeRemove = (s: Segment) => (s.is_must === 1 ? t('rule.requiredUndeletable') : null);
  const changeType = (s: Segment, type: number): Segment => ({ ...blankSegment(type, typeList), ...(s.id === undefined ? {} : { id: s.id }), is_symbol: s.is_symbol, is_must: s.is_must });

  const save = async (values: RuleValues) => {
    if (!rows.current.length) return message.warning(t('rule.contentRequired'));
    if (rows.editing.length) {
      if (!(await confirm({ title: t('common.notice'), content: t('rule.unfinishedConfirm') }))) return;
      // the rows in edit are submitted as they stand, once each holds its own rules
      const wrong = rows.list.find((r) => r.draft && problemText(r.draft));
      if (wrong) {
        rows.confirm(wrong.key);
        return message.warning(problemText(wrong.draft!)!);
      }
    }
    const segments = rows.current;
    if (requiredEmpty(segments)) return message.warning(t('rule.requiredEmpty'));
    const payload = rulePayload({
      values,
      segments,
      context: { appModular: modular, appId: o.appId, field: o.field },
      appTypes: o.appTypes,
      typeField: appType?.field,
      id: o.ruleId,
      resetNum: rule?.reset_num ?? 0,
    });
    const result = await action.run((api) => send<{ modular: string }, RulePayload, unknown>(api, saveRule, { modular }, payload), { success: t('success.save') });
    if (!result.ok) return; // the message is shown; everything typed stays
    const answer = result.value as { id?: unknown } | null;
    form.reset(values);
    rows.reset(segments);
    setSaved(JSON.stringify(segments));
    o.onSaved?.({ id: Number(answer?.id ?? o.ruleId) || null, isNew: !editing, rule: payload });
    back();
  };

  const cancel = async () => {
    if (!(await guard.confirmDiscard())) return;
    o.onCancel?.();
    back();
  };

  return { form, rows: table, typeList, apps, appType, ranges, beforeRemove, changeType, save, cancel, busy: action.busy };
}
