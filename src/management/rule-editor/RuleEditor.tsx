/**
 * bo-numbering-rule-editor (spec 1 §2 "Numbering-rule add/edit page", §3): 新增规则 without a rule id,
 * 编辑规则 with one. It loads what the form starts from (useRuleData.ts) and shows the form
 * (RuleForm.tsx) once that has come: loading meanwhile, a failed call with 重试, or 暂无数据 when there
 * are no rule types to compose a rule of. The form's code (react-hook-form and the form kit: most of the
 * element) is fetched as the element mounts, beside those calls, so that the first paint needs only this.
 */
import '../../core/i18n/areas/rule-editor';
import type * as React from 'react';
import { partMissing } from '../../core/feedback/usePartFailed';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import type { NavigateDetail } from '../../core/navigate';
import { lazyPart, usePreload } from '../../core/runtime/lazy-part';
import { ListStates, type ListStatesProps } from '../../kit/table/ListStates';
import type { RuleFormProps } from './RuleForm';
import { useRuleEditorStyles } from './RuleEditor.styles';
import { useRuleData } from './useRuleData';
import type { RuleSavedDetail } from './useRuleEditor';

export interface RuleEditorProps {
  ruleId?: number;
  appModular?: string;
  appId?: number;
  field?: string;
  appTypes?: boolean;
  isUse?: number;
  app?: string;
  backPath?: string;
  onSaved?(detail: RuleSavedDetail): void;
  onCancel?(): void;
  onNavigate?(detail: NavigateDetail): boolean;
}

/** The page without its form: its title and a state (loading, a failure, 暂无数据). */
function StatePage({ title, ...state }: ListStatesProps & { title: React.ReactNode }) {
  const styles = useRuleEditorStyles();
  return (
    <div className={styles.root}>
      {title}
      <ListStates {...state} />
    </div>
  );
}
/** While the form's code comes. */
const FormLoading = ({ title }: RuleFormProps) => <StatePage title={title} empty loading />;
/** For good when it cannot come (组件出错了，请刷新页面后重试, also said by a message and bo-error). */
function FormFailed({ title }: RuleFormProps) {
  const t = useT();
  return <StatePage title={title} empty error={t('common.renderFailed')} />;
}

const RuleForm = lazyPart<RuleFormProps>(() => import('./RuleForm').then((m) => m.RuleForm), FormLoading, partMissing('the rule form', FormFailed));

export function RuleEditor(props: RuleEditorProps) {
  const t = useT();
  const styles = useRuleEditorStyles();
  const options = {
    ruleId: props.ruleId,
    appModular: props.appModular ?? '',
    appId: props.appId,
    field: props.field ?? '',
    appTypes: !!props.appTypes,
    isUse: props.isUse === 0 ? (0 as const) : (1 as const),
    app: props.app ?? '',
    backPath: props.backPath,
    onSaved: props.onSaved,
    onCancel: props.onCancel,
    onNavigate: props.onNavigate,
  };
  const d = useRuleData(options);
  usePreload([RuleForm], !!d.modular);
  const title = <h2 className={styles.title} part="title">{t(d.editing ? 'ruleEditor.editTitle' : 'ruleEditor.addTitle')}</h2>;

  if (!d.modular) return <ListStates empty={false} error={t('picker.missingAttributeForm', { name: 'app-modular' })} />;
  // a new rule, module or application: a new form
  if (d.data?.types.length) return <RuleForm key={d.key} options={options} data={d.data} title={title} />;
  // loading, a call failed (with 重试), or no rule types to compose a rule of (暂无数据)
  return <StatePage title={title} empty loading={!d.data && !d.failed} error={d.failed && userMessage(d.failed, t)} onRetry={d.reload} />;
}
