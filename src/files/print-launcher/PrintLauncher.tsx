/**
 * bo-print-launcher (spec 3 §2.11): the template picker opens in the launcher's shadow root; a Word
 * template then asks 下载 or 预览 in a small dialog; the preview shows the filled document (sanitised)
 * in a dialog with 下载 and 关闭.
 */
import '../../core/i18n/areas/files-print';
import * as React from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, type DialogOpenChangeData } from '@fluentui/react-components';
import { partRef } from '../../core/runtime';
import { BusyButton } from '../../kit/form';
import { DismissIcon } from '../../kit/icons/DismissIcon';
import { PickerHost } from '../../kit/picker/PickerHost';
import type { NavigateDetail } from '../../core/navigate';
import type { RecordId } from './api';
import { usePrintLauncher, type PrintDetail } from './usePrintLauncher';
import { usePrintLauncherStyles } from './PrintLauncher.styles';

export interface PrintLauncherProps {
  open?: boolean;
  modelName?: string;
  ids?: RecordId[];
  printPath?: string;
  onPrint?(detail: PrintDetail): boolean;
  onCancel?(): boolean;
  onClose?(): boolean;
  onNavigate?(detail: NavigateDetail): boolean;
}

/** Esc and × close, a click on the backdrop does nothing. */
const closer = (close: () => void) => (_: unknown, data: DialogOpenChangeData) => {
  if (!data.open && data.type !== 'backdropClick') close();
};

export function PrintLauncher({ open = false, modelName = '', ids = [], printPath = '/_print/print', ...events }: PrintLauncherProps) {
  const styles = usePrintLauncherStyles();
  const pickerHost = React.useRef<HTMLDivElement>(null);
  const s = usePrintLauncher({ open, modelName, ids, printPath, ...events }, pickerHost);
  const { t, step } = s;
  const template = step.kind === 'idle' ? undefined : step.template;
  const close = step.kind === 'preview' ? s.closePreview : s.cancel;
  return (
    <>
      <PickerHost ref={pickerHost} className={styles.host} />
      <Dialog open={step.kind !== 'idle'} modalType="modal" onOpenChange={closer(close)}>
        <DialogSurface
          className={step.kind === 'preview' ? styles.preview : styles.mode}
          title=""
          backdrop={{ title: '' }}
          ref={partRef('dialog')}
          data-bo-print-dialog={step.kind}
        >
          <DialogBody>
            <DialogTitle
              ref={partRef('header')}
              action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissIcon />} onClick={close} ref={partRef('close-button')} />}
            >
              <span part="title">{step.kind === 'preview' ? t('printLauncher.previewTitle', { name: template?.name ?? '' }) : t('printLauncher.modeTitle')}</span>
            </DialogTitle>
            <DialogContent ref={partRef('body')}>
              {step.kind === 'preview' ? (
                // sanitised by previewHtml (docx-preview rendered it into a detached element first)
                <div className={styles.document} data-print-preview="" dangerouslySetInnerHTML={{ __html: step.html }} />
              ) : (
                <>
                  <div>
                    {/* the template's name is the backend's */}
                    <strong data-backend-text="">{template?.name}</strong> {t('printLauncher.modeText')}
                  </div>
                  {s.busy && (
                    <div className={styles.working} role="status">
                      <Spinner size="extra-tiny" />
                      {t('printLauncher.working')}
                    </div>
                  )}
                </>
              )}
            </DialogContent>
            <DialogActions ref={partRef('footer')}>
              {step.kind === 'preview' ? (
                <>
                  <Button onClick={s.closePreview} data-action="close" ref={partRef('cancel-button')}>
                    {t('common.close')}
                  </Button>
                  <Button appearance="primary" onClick={s.save} data-action="download" ref={partRef('confirm-button')}>
                    {t('printLauncher.download')}
                  </Button>
                </>
              ) : (
                <>
                  <Button onClick={s.cancel} disabled={s.busy} data-action="cancel" ref={partRef('cancel-button')}>
                    {t('common.cancel')}
                  </Button>
                  <BusyButton onClick={s.preview} busy={s.busy} data-action="preview">
                    {t('printLauncher.preview')}
                  </BusyButton>
                  <BusyButton appearance="primary" onClick={s.download} busy={s.busy} data-action="download" ref={partRef('confirm-button')}>
                    {t('printLauncher.download')}
                  </BusyButton>
                </>
              )}
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
