/**
 * The rule editor's form (spec 1 §2 "Numbering-rule add/edit page", §4, §5, §7, §9), shown once what it
 * starts from has loaded: basic information (name and number, 32 characters each); application type and
 * range when the module uses types; rule content: the separator, the segment table (drag or arrow keys to
 * sort, rows in view or edit), the live sample, allow-edit and enable. 取消 asks before discarding edits
 * and goes back; 确定 saves (保存成功) and goes back. Its code (react-hook-form and the form kit) loads
 * apart from the element, beside the calls the form waits for (RuleEditor.tsx).
 */
import '../../core/i18n/areas/rule-editor';
import { Button } from '@fluentui/react-components';
import type * as React from 'react';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { BoForm, BusyButton, CheckboxGroupField, EditableTable, RadioField, SwitchField, TextField, required } from '../../kit/form';
import { RULE_LIMITS, ruleSample, type RuleValues } from '../numbering/numbering.logic';
import { segmentColumns } from './segment-columns';
import { useRuleEditorStyles } from './RuleEditor.styles';
import { useRuleEditor, type RuleEditorOptions } from './useRuleEditor';
import type { RuleData } from './useRuleData';

export interface RuleFormProps {
  options: RuleEditorOptions;
  data: RuleData;
  /** the page's title (新增规则 / 编辑规则) */
  title: React.ReactNode;
}

export function RuleForm({ options: props, data, title }: RuleFormProps) {
  const t = useT();
  const styles = useRuleEditorStyles();
  const s = useRuleEditor(props, data);
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
