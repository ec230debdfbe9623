/**
 * A modal dialog around one kit form (the class dialog, an approval action): the title with its close
 * button, the form, 取消 and a busy 确定 that submits it. Esc, × and 取消 call `onCancel` (which asks
 * first when there are edits); a click on the backdrop does nothing. The dialog's parts are the shared
 * frame and footer parts (src/kit/parts.ts).
 */
import * as React from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, type DialogOpenChangeData } from '@fluentui/react-components';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { DismissIcon } from '../icons/DismissIcon';
import { BusyButton } from './BusyButton';
import { BoForm } from './form';

export interface FormDialogProps<T extends FieldValues> {
  open: boolean;
  title: string;
  form: UseFormReturn<T>;
  onValid: SubmitHandler<T>;
  onCancel(): void;
  /** 确定 spins and is disabled while the save runs */
  busy: boolean;
  surfaceClassName?: string;
  formClassName?: string;
  /** data attributes of the surface (what tests and pages find it by) */
  surfaceData?: Record<`data-${string}`, string>;
  children?: React.ReactNode;
}

export function FormDialog<T extends FieldValues>({ open, title, form, onValid, onCancel, busy, surfaceClassName, formClassName, surfaceData, children }: FormDialogProps<T>) {
  const t = useT();
  const formId = React.useId();
  const onOpenChange = (_: unknown, data: DialogOpenChangeData) => {
    if (!data.open && data.type !== 'backdropClick') onCancel();
  };
  return (
    <Dialog open={open} modalType="modal" onOpenChange={onOpenChange}>
      <DialogSurface className={surfaceClassName} title="" backdrop={{ title: '' }} {...surfaceData} ref={partRef('dialog')}>
        <DialogBody>
          <DialogTitle
            ref={partRef('header')}
            action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissIcon />} onClick={onCancel} ref={partRef('close-button')} />}
          >
            <span part="title">{title}</span>
          </DialogTitle>
          <DialogContent ref={partRef('body')}>
            <BoForm form={form} onValid={onValid} id={formId} className={formClassName}>
              {children}
            </BoForm>
          </DialogContent>
          <DialogActions ref={partRef('footer')}>
            <Button onClick={onCancel} data-action="cancel" ref={partRef('cancel-button')}>{t('common.cancel')}</Button>
            <BusyButton appearance="primary" type="submit" form={formId} busy={busy} data-action="confirm" ref={partRef('confirm-button')}>
              {t('common.confirm')}
            </BusyButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
