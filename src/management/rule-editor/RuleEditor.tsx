/**
 * bo-numbering-rule-editor (spec 1 §2 "Numbering-rule add/edit page", §3, §4, §5, §7, §9): 新增规则 without
 * a rule id, 编辑规则 with one. Basic information (name and number, 32 characters each); application type
 * and range when the module uses types; rule content: the separator, the segment table (drag or arrow
 * keys to sort, rows in view or edit), the live sample, allow-edit and enable. 取消 asks before discarding
 * edits and goes back; 确定 saves (保存成功) and goes back.
 */
import '../../core/i18n/areas/rule-editor';
import { Button } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import type { NavigateDetail } from '../../core/navigate';
import { partRef } from '../../core/runtime';
import { BoForm, BusyButton, CheckboxGroupField, EditableTable, RadioField, SwitchField, TextField, required } from '../../kit/form';
import { ListStates } from '../../kit/table/ListStates';
import { RULE_LIMITS, ruleSample, type RuleValues } from '../numbering/numbering.logic';
import { segmentColumns } from './segment-columns';
import { useRuleEditorStyles } from './RuleEditor.styles';
import { useRuleEditor, type RuleSavedDetail } from './useRuleEditor';

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

export function RuleEditor(props: RuleEditorProps) {
  const t = useT();
  const styles = useRuleEditorStyles();
  const s = useRuleEditor({
    ruleId: props.ruleId,
    appModular: props.appModular ?? '',
    appId: props.appId,
    field: props.field ?? '',
    appTypes: !!props.appTypes,
    isUse: props.isUse === 0 ? 0 : 1,
    app: props.app ?? '',
    backPath: props.backPath,
    onSaved: props.onSaved,
    onCancel: props.onCancel,
    onNavigate: props.onNavigate,
  });
  const title = <h2 className={styles.title} part="title">{t(s.editing ? 'ruleEditor.editTitle' : 'ruleEditor.addTitle')}</h2>;

  if (!s.modular) return <ListStates empty={false} error={t('picker.missingAttribute', { name: 'app-modular' })} />;
  // loading, a call failed (with 重试), or no rule types to compose a rule of (暂无数据)
  if (!s.ready || !s.typeList.length) {
    return (
      <div className={styles.root}>
        {title}
        <ListStates empty loading={!s.ready && !s.failed} error={s.failed && userMessage(s.failed, t)} onRetry={s.reload} />
      </div>
    );
  }

  const values = s.form.watch() as RuleValues;
  const sample = ruleSample(s.rows.current, values.split_symbol, new Date());
  const typeOptions = s.apps.map((x) => ({ value: x.id, label: x.name }));
  const rangeOptions = (s.ranges.value ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <div className={styles.root} data-bo-rule-editor="">
      {title}
      <BoForm form={s.form} onValid={(v) => void s.save(v)} className={styles.form}>
        <section className={styles.section} aria-label={t('ruleEditor.basic')}>
          <h3 className={styles.heading}>{t('ruleEditor.basic')}</h3>
          <div className={styles.row}>
            <TextField name="name" label={t('ruleEditor.name')} maxLength={RULE_LIMITS.name} rules={required(t('rule.nameRequired'))} className={styles.field} />
            <TextField name="num" label={t('ruleEditor.num')} maxLength={RULE_LIMITS.num} className={styles.field} />
          </div>
        </section>
        {props.appTypes && (
          <section className={styles.section} aria-label={t('ruleEditor.application')}>
            <h3 className={styles.heading}>{t('ruleEditor.application')}</h3>
            <div className={styles.row}>
              <RadioField name="app_type" label={t('ruleEditor.appType')} options={typeOptions} className={styles.field} />
              <CheckboxGroupField
                name="range"
                label={t('ruleEditor.range')}
                options={rangeOptions}
                disabled={!s.appType || s.ranges.loading}
                hint={s.ranges.error ? userMessage(s.ranges.error, t) : undefined}
                rules={props.isUse === 0 ? undefined : required(t('rule.rangeRequired'))}
                className={styles.field}
              />
            </div>
          </section>
        )}
        <section className={styles.section} aria-label={t('ruleEditor.content')}>
          <h3 className={styles.heading}>{t('ruleEditor.content')}</h3>
          <RadioField name="split_symbol" label={t('ruleEditor.separator')} options={[{ value: 1, label: t('ruleEditor.separatorDash') }, { value: 2, label: t('ruleEditor.separatorSpace') }]} />
          <div className={styles.tableHead}>
            <span className={styles.label}>{t('ruleEditor.segments')}</span>
            <Button size="small" onClick={s.rows.add} data-action="add-segment">{t('ruleEditor.addSegment')}</Button>
          </div>
          <EditableTable
            aria-label={t('ruleEditor.segments')}
            rows={s.rows}
            columns={segmentColumns(t, s.typeList, s.changeType)}
            sortable
            beforeRemove={s.beforeRemove}
          />
          <div className={styles.sample} data-sample="">
            <span className={styles.label}>{t('ruleEditor.sample')}</span>
            <output aria-live="polite">{sample || t('common.emptyCell')}</output>
          </div>
          <div className={styles.row}>
            <SwitchField name="is_edit" label={t('ruleEditor.allowEdit')} className={styles.field} />
            <SwitchField name="is_enable" label={t('ruleEditor.enable')} className={styles.field} />
          </div>
        </section>
        <div className={styles.footer} ref={partRef('footer')}>
          <Button onClick={() => void s.cancel()} data-action="cancel" ref={partRef('cancel-button')}>{t('common.cancel')}</Button>
          <BusyButton appearance="primary" type="submit" busy={s.busy} data-action="confirm" ref={partRef('confirm-button')}>{t('common.confirm')}</BusyButton>
        </div>
      </BoForm>
    </div>
  );
}
