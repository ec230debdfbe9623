/**
 * Step 1 of the import dialog (spec 3 §4, §5 Import): the one file chosen, checked, then sent through the
 * upload client. A spreadsheet must be xls or xlsx of at most 5M, not empty, whose first bytes are a
 * spreadsheet's (a zip's or an OLE file's: a PDF or text named .xlsx is refused); its rows are counted in
 * the browser (none, or more than 10,000 data rows, are refused) before it goes to /api/files/create. A
 * zip must be one by its first bytes too. A zip goes to
 * /api/files/batch_upload, then its state is asked every `pollInterval` ms until it is complete; the
 * asking stops when the dialog closes or the element leaves. A failed upload or state stays on screen
 * with a retry: the file is never lost silently.
 */
import '../../core/i18n/areas/files-import';
import * as React from 'react';
import { isAborted, useApi, userMessage, type ApiError } from '../../core/http';
import { useLatestT, type Message } from '../../core/i18n';
import { useElement } from '../../core/runtime';
import { send } from '../../kit/data/endpoint';
import { apiSend, useUploads, type UploadedFile, type UploadItem } from '../../kit/upload';
import { SHEET_TARGET, batchUploadState, zipSend, type BatchState, type ZipUpload } from './api';
import { countRows } from './count-rows';
import { headOf, MAX_ROWS, refusalOf, type ImportMode } from './import.logic';

export interface Chosen {
  name: string;
  size: number;
  mode: ImportMode;
  /** the refusal shown instead of an upload */
  refusal?: Message;
  /** the rows are being counted */
  checking?: boolean;
  /** data rows of the sheet */
  rows?: number;
  /** its upload item */
  itemId?: string;
}

interface ZipState {
  batchId: number;
  complete?: boolean;
  attachmentInfo?: unknown;
  /** the state could not be asked (shown, with a retry) */
  error?: string;
}

/** What step 2 writes: the uploaded file (the zip also with its batch). */
export interface ReadyFile {
  attachment_id: number;
  file: UploadedFile | ZipUpload;
  zip?: { id: number; attachment_info: unknown };
}

export type FilePhase = 'none' | 'checking' | 'refused' | 'uploading' | 'failed' | 'unpacking' | 'unpack-failed' | 'ready';

export interface ImportFileOptions {
  open: boolean;
  mode: ImportMode;
  sheet?: string;
  pollInterval: number;
}

const UNCHUNKED = Number.MAX_SAFE_INTEGER;

export function useImportFile({ open, mode, sheet, pollInterval }: ImportFileOptions) {
  const api = useApi();
  const t = useLatestT();
  const { reportError } = useElement();
  const sheetSend = React.useMemo(() => apiSend(api, SHEET_TARGET), [api]);
  const zipSendOf = React.useMemo(() => zipSend(api), [api]);
  const sheets = useUploads<UploadedFile>(sheetSend);
  const zips = useUploads<ZipUpload>(zipSendOf, { chunkSize: UNCHUNKED, concurrency: 1 });
  const [chosen, setChosen] = React.useState<Chosen | null>(null);
  const [zip, setZip] = React.useState<ZipState | null>(null);
  const choice = React.useRef(0);

  // a file being read or sent is forgotten: its reading is ignored, its upload stopped
  const drop = React.useCallback(() => {
    choice.current++;
    for (const u of [sheets.uploader, zips.uploader]) for (const item of u.items()) u.remove(item.id);
  }, [sheets.uploader, zips.uploader]);
  const clear = () => {
    drop();
    setChosen(null);
    setZip(null);
  };

  // each opening starts empty; a close stops what was under way
  const [wasOpen, setWasOpen] = React.useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setChosen(null);
    setZip(null);
  }
  React.useEffect(() => {
    if (!open) drop();
  }, [open, drop]);

  const choose = async (file: File) => {
    clear();
    const mine = choice.current;
    const base = { name: file.name, size: file.size, mode };
    const refusal = refusalOf(mode, file);
    if (refusal) return setChosen({ ...base, refusal });
    // what the file is, by its first bytes, before it is read or sent
    setChosen({ ...base, checking: true });
    const head = await headOf(file).catch(() => new Uint8Array());
    if (mine !== choice.current) return;
    const notWhatItSays = refusalOf(mode, file, head);
    if (notWhatItSays) return setChosen({ ...base, refusal: notWhatItSays });
    if (mode === 'zip') return setChosen({ ...base, itemId: zips.uploader.add([file])[0]!.id });
    setChosen({ ...base, checking: true });
    let counted: Awaited<ReturnType<typeof countRows>>;
    try {
      counted = await countRows(file, sheet || undefined);
    } catch (e) {
      // the reader's chunk did not load (the network): the user can choose the file again
      if (mine !== choice.current) return;
      reportError({ source: 'http', msg: `${t('importDialog.readerFailed')}: ${String(e)}` });
      return setChosen({ ...base, refusal: { key: 'importDialog.readerFailed' } });
    }
    if (mine !== choice.current) return;
    if (!counted.ok) {
      const why: Message = counted.reason === 'no-sheet' ? { key: 'importDialog.noSheet', params: { sheet: counted.sheet ?? '' } } : { key: 'importDialog.unreadable' };
      return setChosen({ ...base, refusal: why });
    }
    if (counted.rows === 0) return setChosen({ ...base, rows: 0, refusal: { key: 'importDialog.noRows' } });
    if (counted.rows > MAX_ROWS) return setChosen({ ...base, rows: counted.rows, refusal: { key: 'importDialog.tooManyRows', params: { rows: counted.rows, max: MAX_ROWS } } });
    setChosen({ ...base, rows: counted.rows, itemId: sheets.uploader.add([file])[0]!.id });
  };

  const sheetItem = chosen?.mode === 'sheet' ? sheets.items.find((i) => i.id === chosen.itemId) : undefined;
  const zipItem = chosen?.mode === 'zip' ? zips.items.find((i) => i.id === chosen.itemId) : undefined;
  const item: UploadItem<UploadedFile | ZipUpload> | undefined = sheetItem ?? zipItem;
  const zipAnswer = zipItem?.status === 'done' ? zipItem.attachment : undefined;
  const batchId = zipAnswer ? Number(zipAnswer.id) : undefined;

  // the zip's batch: complete at once when batch_upload says so, else asked every pollInterval ms
  if (batchId !== undefined && zip?.batchId !== batchId) {
    setZip({ batchId, complete: !!Number(zipAnswer?.is_complete), attachmentInfo: zipAnswer?.attachment_info });
  }
  const polling = open && !!zip && !zip.complete && !zip.error;
  React.useEffect(() => {
    if (!polling || !zip) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const state = await send<object, { id: number }, BatchState>(api, batchUploadState, {}, { id: zip.batchId }, controller.signal);
        if (controller.signal.aborted) return;
        if (Number(state.is_complete)) setZip({ batchId: zip.batchId, complete: true, attachmentInfo: state.attachment_info });
        else timer = setTimeout(ask, pollInterval);
      } catch (e) {
        if (!isAborted(e as ApiError) && !controller.signal.aborted) setZip({ batchId: zip.batchId, error: userMessage(e as ApiError, t) });
      }
    };
    timer = setTimeout(ask, pollInterval);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // a new zip state (a retry is one) starts the asking again
  }, [polling, zip, api, pollInterval, t]);

  const phase: FilePhase = !chosen
    ? 'none'
    : chosen.refusal
      ? 'refused'
      : chosen.checking
        ? 'checking'
        : !item || item.status === 'queued' || item.status === 'uploading'
          ? 'uploading'
          : item.status !== 'done'
            ? 'failed'
            : zip?.error
              ? 'unpack-failed'
              : chosen.mode === 'zip' && !zip?.complete
                ? 'unpacking'
                : 'ready';

  let ready: ReadyFile | null = null;
  if (phase === 'ready' && sheetItem?.attachment) ready = { attachment_id: Number(sheetItem.attachment.attachment_id), file: sheetItem.attachment };
  if (phase === 'ready' && zipAnswer && zip) {
    ready = { attachment_id: Number(zipAnswer.attachment_id ?? zipAnswer.id), file: zipAnswer, zip: { id: zip.batchId, attachment_info: zip.attachmentInfo } };
  }

  const retry = () => {
    if (phase === 'unpack-failed' && zip) setZip({ batchId: zip.batchId });
    else if (item) (chosen?.mode === 'zip' ? zips : sheets).uploader.retry(item.id);
  };

  return { chosen, item, phase, ready, zipError: zip?.error, choose, retry };
}
