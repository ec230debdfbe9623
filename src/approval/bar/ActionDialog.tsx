/**
 * The dialog of one approval action (spec 3 §2.3, §5): the comment (500 characters; 请输入 + the action's
 * title), and per action the earlier node to turn back to, the people to copy to, or for set and relay
 * the approval type, the explanation and the approvers. 确定 is busy while the request runs; a failure
 * keeps the dialog and what was typed; closing with something typed asks first.
 */
import '../../core/i18n/areas/approval-bar';
import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { FormDialog, RadioField, TextareaField, required, rules, useBoForm, useUnsavedGuard } from '../../kit/form';
import type { ApprovalTask } from '../types';
import { ACTION_RULES, COMMENT_MAX, EMPTY_VALUES, fieldsOf, remarkMessage, staffMessage, type ActionValues, type BarAction } from './actions';
import { StaffField } from './StaffField';

export interface ActionDialogProps {
  action: BarAction | null;
  title: string;
  task: ApprovalTask | undefined;
  busy: boolean;
  onSubmit(action: BarAction, values: ActionValues): Promise<boolean>;
  onClose(): void;
  /** extra content beside the comment (the phrases link) */
  remarkTools?: (fill: (text: string) => void) => React.ReactNode;
}

const useStyles = makeStyles({
  surface: { width: '640px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  tools: { display: 'flex', justifyContent: 'flex-end', marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
});

export function ActionDialog({ action, title, task, busy, onSubmit, onClose, remarkTools }: ActionDialogProps) {
  const t = useT();
  const styles = useStyles();
  const form = useBoForm<ActionValues>(EMPTY_VALUES);
  const guard = useUnsavedGuard(!!action && form.formState.isDirty);
  // every opening starts empty
  const [shown, setShown] = React.useState<BarAction | null>(null);
  if (shown !== action) {
    setShown(action);
    if (action) form.reset(EMPTY_VALUES);
  }
  const cancel = async () => {
    if (await guard.confirmDiscard()) onClose();
  };
  const submit = async (values: ActionValues) => {
    if (action && (await onSubmit(action, values))) form.reset(EMPTY_VALUES);
  };
  const fields = action ? fieldsOf(action) : [];
  const remark = remarkMessage(action ?? 'pass', title);
  const assign = action ? ACTION_RULES[action].form === 'assign' : false;
  const fill = (text: string) => form.setValue('remark', text.slice(0, COMMENT_MAX), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const render = (name: keyof ActionValues) => {
    if (!action) return null;
    switch (name) {
      case 'approval_type':
        return (
          <RadioField
            key={name}
            name={name}
            label={t('approvalBar.approvalType')}
            options={[{ value: 'and', label: t('approvalBar.and') }, { value: 'or', label: t('approvalBar.or') }]}
            rules={required(t('approval.selectType'))}
          />
        );
      case 'turn_node':
        return (
          <RadioField
            key={name}
            name={name}
            label={t('approvalBar.turnNode')}
            options={(task?.turn_nodes ?? []).map((n) => ({ value: n.id, label: n.staff_name ? t('common.nameWithDetail', { name: n.name, detail: n.staff_name }) : n.name }))}
            rules={required(t('approvalBar.selectTurnNode'))}
          />
        );
      case 'staff':
        return (
          <StaffField
            key={name}
            name={name}
            label={t(assign ? 'approvalBar.approvers' : 'approvalBar.copyToPeople')}
            pickerTitle={t(assign ? 'approvalBar.pickApprovers' : 'approvalBar.pickCopyTo')}
            rules={required(t(staffMessage(action)))}
          />
        );
      default:
        return (
          <React.Fragment key={name}>
            <TextareaField
              name="remark"
              label={t(assign ? 'approvalBar.explanation' : 'approvalBar.comment')}
              maxLength={COMMENT_MAX}
              rows={4}
              rules={rules(required(t(remark.key, remark.params)), { maxLength: { value: COMMENT_MAX, message: t('form.maxLength', { max: COMMENT_MAX }) } })}
            />
            {remarkTools && <div className={styles.tools}>{remarkTools(fill)}</div>}
          </React.Fragment>
        );
    }
  };

  return (
    <FormDialog
      open={!!action}
      title={title}
      form={form}
      onValid={submit}
      onCancel={() => void cancel()}
      busy={busy}
      surfaceClassName={styles.surface}
      formClassName={styles.content}
      surfaceData={{ 'data-bo-action-dialog': action ?? '' }}
    >
      {fields.map(render)}
    </FormDialog>
  );
}
