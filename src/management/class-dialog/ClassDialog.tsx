/**
 * bo-class-dialog (spec 3 §2.16): add or edit a class of a module. Number (4 characters, locked when
 * editing), name (20) and description (100); 确定 saves and closes with the saved class, 取消 / the close
 * button / Esc ask first when something was typed. A click on the backdrop does nothing.
 */
import '../../core/i18n/areas/class';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { FormDialog, NumberNameFields } from '../../kit/form';
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
      <NumberNameFields
        limits={CLASS_LIMITS}
        editing={state.editing}
        words={{
          number: t('classDialog.serialNumber'),
          numberHint: t('classDialog.serialHint'),
          numberRequired: t('classDialog.numberRequired'),
          name: t('classDialog.name'),
          nameRequired: t('classDialog.nameRequired'),
          remark: t('classDialog.remark'),
        }}
      />
    </FormDialog>
  );
}
