/**
 * The import dialog's state (spec 3 §2.10, §4, §5 Import): step 1 the file (useImportFile), 下一步 only
 * with an uploaded spreadsheet or a complete zip; step 2 the write with its progress. The write is the
 * page's (docs/decisions/files.md "Import dialog"): a cancelable `bo-import` whose `respondWith(promise)` lets the
 * page write itself, else `import-url` with {attachment_id, ...params}. Success: 100 %, then after 1 s
 * bo-confirm {attachment_id, file, result} and the dialog closes. A failure shows its message (and
 * bo-error), with 上一步 back to step 1 where the file is still chosen.
 */
import '../../core/i18n/areas/files-import';
import * as React from 'react';
import { ApiError, isAborted, useApi, userMessage } from '../../core/http';
import { useLatestT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { useElement } from '../../core/runtime';
import type { UploadedFile } from '../../kit/upload';
import { writeImport, type WriteMethod, type ZipUpload } from './api';
import { CLOSE_DELAY_MS, writePayload, type ImportMode } from './import.logic';
import { useImportFile } from './useImportFile';
import { useWriteProgress } from './useWriteProgress';

export interface ImportDetail {
  /** the uploaded file's attachment id (for a zip: its attachment, else its batch id) */
  attachment_id: number;
  /** the uploaded file as the server answered it */
  file: UploadedFile | ZipUpload;
  /** what import-url receives: {attachment_id, ...params} (a zip also id and attachment_info) */
  payload: Record<string, unknown>;
  /** the page writes itself: the dialog shows the progress until the promise settles (its rejection's message is shown) */
  respondWith(work: Promise<unknown>): void;
}

export interface ImportDoneDetail {
  attachment_id: number;
  file: UploadedFile | ZipUpload;
  /** the write's answer: import-url's data, or what the page's promise resolved with */
  result: unknown;
}

export interface ImportDialogOptions {
  open: boolean;
  mode: ImportMode;
  sheet?: string;
  importUrl?: string;
  importMethod: WriteMethod;
  params: Record<string, unknown>;
  pollInterval: number;
  onImport?(detail: ImportDetail): boolean;
  onConfirm?(detail: ImportDoneDetail): boolean;
  onCancel?(): boolean;
}

type Writing = { state: 'idle' | 'running' | 'done' } | { state: 'failed'; msg: string };

const reasonOf = (e: unknown): string | undefined => (e instanceof Error ? e.message : typeof e === 'string' ? e : undefined) || undefined;

export function useImportDialog(o: ImportDialogOptions) {
  const api = useApi();
  const t = useLatestT();
  const message = useMessage();
  const { reportError } = useElement();
  const file = useImportFile(o);
  const progress = useWriteProgress();
  const [step, setStep] = React.useState<1 | 2>(1);
  const [writing, setWriting] = React.useState<Writing>({ state: 'idle' });
  const closing = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(closing.current), []);

  const [wasOpen, setWasOpen] = React.useState(o.open);
  if (wasOpen !== o.open) {
    setWasOpen(o.open);
    if (o.open) {
      setStep(1);
      setWriting({ state: 'idle' });
    }
  }

  const fail = (msg: string) => {
    progress.stop();
    setWriting({ state: 'failed', msg });
    message.error(msg);
  };

  const next = async () => {
    const ready = file.ready;
    if (!ready) return message.warning(t('upload.attachmentFirst'));
    const payload = writePayload(ready.attachment_id, o.params, ready.zip);
    let work: Promise<unknown> | undefined;
    const detail: ImportDetail = { attachment_id: ready.attachment_id, file: ready.file, payload, respondWith: (p) => void (work = Promise.resolve(p)) };
    const proceed = o.onImport ? o.onImport(detail) : true;
    if (!work && !proceed) return; // the page stopped the import without writing
    setStep(2);
    setWriting({ state: 'running' });
    progress.start();
    if (!work && !o.importUrl) {
      const msg = t('importDialog.noImportUrl');
      reportError({ source: 'attribute', attribute: 'import-url', value: '', msg });
      return fail(msg);
    }
    try {
      const result = await (work ?? writeImport(api, o.importUrl!, o.importMethod, payload));
      progress.finish();
      setWriting({ state: 'done' });
      closing.current = setTimeout(() => o.onConfirm?.({ attachment_id: ready.attachment_id, file: ready.file, result }), CLOSE_DELAY_MS);
    } catch (e) {
      if (e instanceof ApiError) {
        // the element has left (its calls aborted): nobody to tell; else bo-error is already sent by useApi
        if (isAborted(e)) return;
        return fail(userMessage(e, t));
      }
      const msg = reasonOf(e) ?? t('http.failed');
      reportError({ source: 'http', msg });
      fail(msg);
    }
  };

  const back = () => {
    setStep(1);
    setWriting({ state: 'idle' });
  };

  // nothing closes the dialog while the data is written or in the second before it closes
  const locked = writing.state === 'running' || writing.state === 'done';
  const cancel = () => {
    if (!locked) o.onCancel?.();
  };

  return { file, step, writing, progress: progress.progress, next, back, cancel, locked };
}
