/**
 * bo-class-dialog (spec 3 §2.16): add or edit a class of a module. Number (4 characters, locked when
 * editing), name (20) and description (100); 确定 saves and closes with the saved class, 取消 / the close
 * button / Esc ask first when something was typed. A click on the backdrop does nothing.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { FormDialog, TextareaField, TextField, required } from '../../kit/form';
import type { ClassRecord } from '../class/api';
import { CLASS_LIMITS, useClassDialog, type ClassConfirmDetail } from './useClassDialog';

export interface ClassDialogProps {
  open?: boolean;
  /** the module (model_name) the class belongs to */
  modelName?: string;
  /** the class to edit; none: a new class */
  record?: ClassRecord | null;
  /** the dialog's title (default 新增分类 / 编辑分类) */
  title?: string;
  onConfirm?(detail: ClassConfirmDetail): void;
  onCancel?(): void;
}

const useStyles = makeStyles({
  surface: { width: '520px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

export function ClassDialog({ open = false, modelName = '', record, title, onConfirm, onCancel }: ClassDialogProps) {
  const t = useT();
  const styles = useStyles();
  const state = useClassDialog({ open, modelName, record, onConfirm, onCancel });
  return (
    <FormDialog
      open={open}
      title={title || t(state.editing ? 'classDialog.editTitle' : 'classDialog.addTitle')}
      form={state.form}
      onValid={state.save}
      onCancel={() => void state.cancel()}
      busy={state.busy}
      surfaceClassName={styles.surface}
      formClassName={styles.content}
      surfaceData={{ 'data-bo-class-dialog': '' }}
    >
      <TextField
        name="serial_number"
        label={t('classDialog.serialNumber')}
        maxLength={CLASS_LIMITS.serial_number}
        disabled={state.editing}
        hint={t('classDialog.serialHint')}
        rules={required(t('classDialog.numberRequired'))}
      />
      <TextField name="name" label={t('classDialog.name')} maxLength={CLASS_LIMITS.name} rules={required(t('classDialog.nameRequired'))} />
      <TextareaField name="remark" label={t('classDialog.remark')} maxLength={CLASS_LIMITS.remark} />
    </FormDialog>
  );
}
