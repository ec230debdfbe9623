/**
 * Smart recognition as both entries run it (spec 3 §2.4, §2.5, §4 Phone-scan upload, §5): the nested
 * bo-scan-upload says its whole list after each upload (local or phone scan: `uploads`, the list it said
 * last); the files not sent yet go to the entry's recognition call, one call at a time (files uploaded
 * meanwhile go once it has answered). Each file's err is shown as an error message; the entry's `prepare` finishes the records
 * inside the same action (a serial number, the handler defaults); `found` takes them, `none` says that
 * nothing at all was recognised. A failed call shows the server's msg, keeps the list and sends bo-error
 * (useAction); its files go again with the next upload.
 */
import * as React from 'react';
import { useAction, type Api } from '../../core/http';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { send } from '../../kit/data/endpoint';
import type { UploadedFile } from '../../kit/upload';
import type { RecognitionProps } from './RecognitionPart';
import { collectRecognised, type RecognitionEndpoint, type RecognitionResult, type Recognised } from './recognition';

export interface RecognitionOptions<R extends object, T> {
  endpoint: RecognitionEndpoint;
  /** the records found, made ready for the list (calls may be made with `api`) */
  prepare(records: Recognised<R>[], api: Api): Promise<T[]>;
  found(records: T[]): void;
  /** no file gave a record */
  none(): void;
}

/** The uploaded files not sent for recognition yet (by attachment id, each once), in upload order. */
export const unsentFiles = (files: readonly UploadedFile[], sent: ReadonlySet<number | string>): UploadedFile[] =>
  files.filter((f, i) => !sent.has(f.attachment_id) && files.findIndex((g) => g.attachment_id === f.attachment_id) === i);

/** `uploads`: the upload's list as it said it last; `onBusy`: told whether files are being recognised. */
export function useRecognition<R extends object, T>({ uploads, onBusy }: Pick<RecognitionProps<T>, 'uploads' | 'onBusy'>, options: RecognitionOptions<R, T>) {
  const message = useMessage();
  const action = useAction();
  const latest = React.useRef(options);
  React.useLayoutEffect(() => {
    latest.current = options;
  });
  // the attachments already sent (or on their way)
  const sent = React.useRef(new Set<number | string>());
  const queue = React.useRef<Promise<void>>(Promise.resolve());

  const recognise = async (files: readonly UploadedFile[]) => {
    const fresh = unsentFiles(files, sent.current);
    if (!fresh.length) return;
    const ids = fresh.map((f) => f.attachment_id);
    ids.forEach((id) => sent.current.add(id));
    const o = latest.current;
    const result = await action.run(async (api) => {
      const answer = await send<object, { files: UploadedFile[] }, RecognitionResult<R>[]>(api, o.endpoint, {}, { files: fresh });
      const { records, errors } = collectRecognised(Array.isArray(answer) ? answer : [], fresh);
      return { records: records.length ? await o.prepare(records, api) : [], errors };
    });
    if (!result.ok) {
      ids.forEach((id) => sent.current.delete(id));
      return;
    }
    result.value.errors.forEach((err) => message.error(err));
    if (result.value.records.length) latest.current.found(result.value.records);
    else latest.current.none();
  };

  const uploaded = React.useEffectEvent((files: readonly UploadedFile[]) => {
    const next = () => recognise(files);
    queue.current = queue.current.then(next, next);
  });
  React.useEffect(() => {
    if (uploads) uploaded(uploads);
  }, [uploads]);
  const { busy } = action;
  React.useEffect(() => onBusy(busy), [busy, onBusy]);
}
