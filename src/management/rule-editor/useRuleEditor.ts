/**
 * The rule editor's state (spec 1 §2 "Numbering-rule add/edit page", §3, §4, §5, §7): what it loads (the
 * rule types, the module's application types when it uses them, the rule when editing, the chosen type's
 * range options from its own url or /api/rule/get_use_range), the form (name, number, type, range,
 * separator, allow-edit, enable), the segment rows, and the save with every rule of spec 1 §5 before
 * POST /api/rule/edits?modular=. A failed save keeps everything; leaving with edits asks first.
 */
import '../../core/i18n/areas/rule-editor';
import * as React from 'react';
import { useAction, type Api } from '../../core/http';
import { useT } from '../../core/i18n';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { goBack, type NavigateDetail } from '../../core/navigate';
import { send } from '../../kit/data/endpoint';
import { fetchSource } from '../../kit/data/source';
import { useBoForm, useEditableRows, useUnsavedGuard } from '../../kit/form';
import { useRemote } from '../../kit/list/useRemote';
import { appTypes as appTypesSource, ruleDetails, ruleTypes, saveRule, useRanges, type AppType, type RangeNode, type RuleDetails, type RulePayload, type RuleType } from '../numbering/api';
import {
  blankSegment, parseApp, rangeOptions, requiredEmpty, requiredSegments, rulePayload, RULE_TYPE, segmentOf, segmentProblem, valuesOf, type RuleValues, type Segment,
} from '../numbering/numbering.logic';

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

export function useRuleEditor(o: RuleEditorOptions) {
  const t = useT();
  const message = useMessage();
  const confirm = useConfirm();
  const action = useAction();
  const modular = o.appModular.trim();
  const editing = o.ruleId !== undefined;
  const key = JSON.stringify([modular, o.appId, o.ruleId]);

  const types = useRemote<RuleType[]>((api, signal) => send<object, undefined, RuleType[]>(api, ruleTypes, {}, undefined, signal), !!modular, modular);
  const apps = useRemote<AppType[]>(
    (api, signal) => fetchSource(api, appTypesSource({ appModular: modular, appId: o.appId }), { signal }).then((a) => a.rows),
    !!modular && o.appTypes,
    key,
  );
  const rule = useRemote<RuleDetails>((api, signal) => send(api, ruleDetails, { modular, id: o.ruleId! }, undefined, signal), !!modular && editing, key);
  const parts = [types, ...(o.appTypes ? [apps] : []), ...(editing ? [rule] : [])];
  const failed = parts.find((p) => p.error);
  const ready = !!modular && parts.every((p) => !p.loading && !p.error);

  const form = useBoForm<RuleValues>(valuesOf(null, null, o.isUse));
  const typeList = types.value ?? [];
  const rows = useEditableRows<Segment>([], {
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
        return t('ruleEditor.startBelow', { n: s.floor ?? 0 });
      default:
        return null;
    }
  };

  // once everything is in: the form and the rows of the rule (or of a new one)
  const [filled, setFilled] = React.useState<{ key: string; segments: string } | null>(null);
  if (ready && filled?.key !== key) {
    const app = parseApp(o.app);
    const known = o.appTypes && app && apps.value?.some((x) => x.id === app.id) ? app : null;
    const segments = editing ? (rule.value?.details ?? []).map(segmentOf) : requiredSegments(typeList);
    form.reset(valuesOf(editing ? (rule.value ?? null) : null, known, o.isUse));
    rows.reset(segments);
    setFilled({ key, segments: JSON.stringify(segments) });
  }

  const typeId = form.watch('app_type');
  const appType = o.appTypes ? apps.value?.find((x) => x.id === typeId) : undefined;
  const ranges = useRemote((api, signal) => loadRanges(api, appType!, signal), !!appType, JSON.stringify([key, appType?.id]));

  const dirty = form.formState.isDirty || (!!filled && JSON.stringify(rows.current) !== filled.segments) || rows.editing.length > 0;
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
      resetNum: rule.value?.reset_num ?? 0,
    });
    const result = await action.run((api) => send<{ modular: string }, RulePayload, unknown>(api, saveRule, { modular }, payload), { success: t('success.save') });
    if (!result.ok) return; // the message is shown; everything typed stays
    const answer = result.value as { id?: unknown } | null;
    form.reset(values);
    rows.reset(segments);
    setFilled({ key, segments: JSON.stringify(segments) });
    o.onSaved?.({ id: Number(answer?.id ?? o.ruleId) || null, isNew: !editing, rule: payload });
    back();
  };

  const cancel = async () => {
    if (!(await guard.confirmDiscard())) return;
    o.onCancel?.();
    back();
  };

  const reload = () => parts.filter((p) => p.error).forEach((p) => p.reload());

  return {
    modular, editing, ready, failed: failed?.error ?? null, reload, form, rows: table, typeList, apps: apps.value ?? [], appType, ranges,
    beforeRemove, changeType, save, cancel, busy: action.busy,
  };
}
