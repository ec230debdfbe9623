/**
 * bo-import-dialog (spec 3 §2.10, §4 "Import dialog", §5 Import, §9): a dialog of two steps. Step 1: a
 * spreadsheet (xls/xlsx, 5M, 10,000 data rows) or a zip is chosen or dropped, checked and uploaded with
 * its progress; 下一步 only once it is uploaded (and the zip unpacked), else 请先上传附件. Step 2: the write,
 * its progress +5 every 200 ms to 95, 100 on finish, the dialog closed 1 s later; a failure shows its
 * message with 上一步. Esc, × and 取消 close it, but not while the data is written.
 */
import '../../core/i18n/areas/files-import';
import * as React from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Link, ProgressBar, mergeClasses, type DialogOpenChangeData } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { safeLink } from '../../core/safe-url';
import { DismissIcon } from '../../kit/icons/DismissIcon';
import type { WriteMethod } from './api';
import { FileStatus } from './FileStatus';
import { MAX_ROWS, MAX_SHEET_BYTES, POLL_INTERVAL_MS, sizeText, type ImportMode } from './import.logic';
import { useImportDialogStyles } from './ImportDialog.styles';
import { useImportDialog, type ImportDetail, type ImportDoneDetail } from './useImportDialog';

export interface ImportDialogProps {
  open?: boolean;
  /** sheet: xls/xlsx; zip: a zip archive unpacked by the server */
  mode?: ImportMode;
  /** the sheet whose rows are counted (default the first) */
  sheet?: string;
  importUrl?: string;
  importMethod?: WriteMethod;
  params?: Record<string, unknown>;
  templateUrl?: string;
  title?: string;
  pollInterval?: number;
  onImport?(detail: ImportDetail): boolean;
  onConfirm?(detail: ImportDoneDetail): boolean;
  onCancel?(): boolean;
}

export function ImportDialog({ open = false, mode = 'sheet', sheet, importUrl, importMethod = 'POST', params = {}, templateUrl, title, pollInterval = POLL_INTERVAL_MS, ...events }: ImportDialogProps) {
  const t = useT();
  const styles = useImportDialogStyles();
  const state = useImportDialog({ open, mode, sheet, importUrl, importMethod, params, pollInterval, ...events });
  const input = React.useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = React.useState(false);
  const template = safeLink(templateUrl);
  const ready = !!state.file.ready;
  const onOpenChange = (_: unknown, data: DialogOpenChangeData) => {
    if (!data.open && data.type !== 'backdropClick') state.cancel();
  };
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) void state.file.choose(file);
  };
  const stepLabel = (n: 1 | 2, text: string) => (
    <li className={mergeClasses(styles.step, state.step === n && styles.current)} aria-current={state.step === n ? 'step' : undefined}>
      <span className={styles.stepNumber}>{n}</span>
      {text}
    </li>
  );

  return (
    <Dialog open={open} modalType="modal" onOpenChange={onOpenChange}>
      <DialogSurface className={styles.surface} title="" backdrop={{ title: '' }} data-bo-import-dialog="" ref={partRef('dialog')}>
        <DialogBody>
          <DialogTitle
            ref={partRef('header')}
            action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissIcon />} onClick={state.cancel} disabled={state.locked} ref={partRef('close-button')} />}
          >
            <span part="title">{title || t('importDialog.title')}</span>
          </DialogTitle>
          <DialogContent ref={partRef('body')} className={styles.content}>
            <ol className={styles.steps} aria-label={t('importDialog.steps')} part="steps">
              {stepLabel(1, t('importDialog.stepUpload'))}
              {stepLabel(2, t('importDialog.stepWrite'))}
            </ol>
            {state.step === 1 ? (
              <>
                <div
                  className={mergeClasses(styles.drop, dragging && styles.dragging)}
                  data-drop-area=""
                  onDragOver={(e) => {
                    e.preventDefault();
                    setDragging(true);
                  }}
                  onDragLeave={() => setDragging(false)}
                  onDrop={(e) => {
                    e.preventDefault();
                    setDragging(false);
                    take(e.dataTransfer.files);
                  }}
                >
                  <Button appearance="primary" onClick={() => input.current?.click()} data-action="choose">
                    {t('importDialog.choose')}
                  </Button>
                  <input
                    ref={input}
                    type="file"
                    className={styles.hidden}
                    accept={mode === 'zip' ? '.zip' : '.xls,.xlsx'}
                    onChange={(e) => {
                      take(e.currentTarget.files);
                      e.currentTarget.value = '';
                    }}
                    data-file-input=""
                  />
                  <span>{t('importDialog.dropHint')}</span>
                  <span>{mode === 'zip' ? t('importDialog.zipHint') : t('importDialog.sheetHint', { max: sizeText(MAX_SHEET_BYTES), rows: MAX_ROWS })}</span>
                </div>
                {template && (
                  <Link href={template} target="_blank" rel="noopener noreferrer" data-template-link="">
                    {t('importDialog.template')}
                  </Link>
                )}
                <FileStatus file={state.file} />
              </>
            ) : (
              <WriteStep state={state} />
            )}
          </DialogContent>
          <DialogActions ref={partRef('footer')} fluid>
            {state.step === 1 && (state.file.phase === 'none' || state.file.phase === 'refused') && <span className={styles.note} data-need-file="">{t('upload.attachmentFirst')}</span>}
            {state.step === 2 && state.writing.state === 'failed' && (
              <Button onClick={state.back} data-action="back">
                {t('importDialog.back')}
              </Button>
            )}
            <Button onClick={state.cancel} disabled={state.locked} data-action="cancel" ref={partRef('cancel-button')}>
              {state.step === 1 ? t('common.cancel') : t('common.close')}
            </Button>
            {state.step === 1 && (
              <Button appearance="primary" disabled={!ready} onClick={() => void state.next()} data-action="next" ref={partRef('confirm-button')}>
                {t('importDialog.next')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function WriteStep({ state }: { state: ReturnType<typeof useImportDialog> }) {
  const t = useT();
  const styles = useImportDialogStyles();
  const { writing } = state;
  return (
    <div className={styles.file} data-import-write={writing.state}>
      <ProgressBar
        value={state.progress / 100}
        thickness="large"
        color={writing.state === 'failed' ? 'error' : writing.state === 'done' ? 'success' : 'brand'}
        aria-label={t('importDialog.progress')}
        aria-valuetext={`${state.progress}%`}
        data-progress={state.progress}
      />
      <span className={styles.muted}>{state.progress}%</span>
      {writing.state === 'running' && <span>{t('importDialog.writing')}</span>}
      {writing.state === 'done' && <span className={styles.success}>{t('importDialog.written')}</span>}
      {writing.state === 'failed' && (
        <div role="alert" className={styles.error} data-import-error>
          {t('importDialog.writeFailed', { msg: writing.msg })}
        </div>
      )}
    </div>
  );
}
