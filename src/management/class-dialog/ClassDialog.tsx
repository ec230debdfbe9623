/**
 * bo-class-dialog (spec 3 §2.16): add or edit a class of a module. Number (4 characters, locked when
 * editing), name (20) and description (100); 确定 saves and closes with the saved class, 取消 / the close
 * button / Esc ask first when something was typed. A click on the backdrop does nothing.
 */
import * as React from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens, type DialogOpenChangeData } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { BoForm, BusyButton, TextareaField, TextField, required } from '../../kit/form';
import { DismissIcon } from '../../kit/icons';
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
  const formId = React.useId();
  // Esc and the close button cancel (asking first with edits); a click on the backdrop does nothing
  const onOpenChange = (_: unknown, data: DialogOpenChangeData) => {
    if (!data.open && data.type !== 'backdropClick') void state.cancel();
  };
  return (
    <Dialog open={open} modalType="modal" onOpenChange={onOpenChange}>
      <DialogSurface className={styles.surface} title="" backdrop={{ title: '' }} data-bo-class-dialog="" ref={partRef('dialog')}>
        <DialogBody>
          <DialogTitle
            ref={partRef('header')}
            action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissIcon />} onClick={() => void state.cancel()} ref={partRef('close-button')} />}
          >
            <span part="title">{title || t(state.editing ? 'classDialog.editTitle' : 'classDialog.addTitle')}</span>
          </DialogTitle>
          <DialogContent ref={partRef('body')}>
            <BoForm form={state.form} onValid={state.save} id={formId} className={styles.content}>
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
            </BoForm>
          </DialogContent>
          <DialogActions ref={partRef('footer')}>
            <Button onClick={() => void state.cancel()} data-action="cancel" ref={partRef('cancel-button')}>{t('common.cancel')}</Button>
            <BusyButton appearance="primary" type="submit" form={formId} busy={state.busy} data-action="confirm" ref={partRef('confirm-button')}>
              {t('common.confirm')}
            </BusyButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
