/**
 * The upload client in an element: one uploader for the element's life, its items as React state
 * (`useSyncExternalStore`), every unfinished file aborted when the element unmounts. `send` may change
 * between renders (a new `api-base`); the uploader always uses the latest. A file that fails (after its
 * chunk's retries) is the element's `bo-error`, once; a chunk that fails and then goes through is not
 * (the sends are quiet, issue 36).
 */
import * as React from 'react';
import { ApiError, errorDetail } from '../../core/http';
import { useLatestT } from '../../core/i18n';
import { useElement } from '../../core/runtime/context';
import type { UploadedFile } from './send';
import { createUploader, type UploadItem, type UploadSend, type Uploader, type UploaderOptions } from './uploader';
import { finishedInOrder } from './upload.logic';

export interface Uploads<A> {
  uploader: Uploader<A>;
  items: UploadItem<A>[];
  /** bytes sent of every file on the list, and their share in percent */
  progress: { loaded: number; total: number; percent: number };
  /** true while a file is queued or going */
  busy: boolean;
}

export function useUploads<A = UploadedFile>(send: UploadSend, options: Omit<UploaderOptions, 'send'> = {}): Uploads<A> {
  const { reportError } = useElement();
  const t = useLatestT();
  const latest = React.useRef({ send, reportError, t });
  React.useLayoutEffect(() => {
    latest.current = { send, reportError, t };
  }, [send, reportError, t]);
  // eslint-disable-next-line react-hooks/refs -- the ref is read when a request is sent (never while rendering)
  const [uploader] = React.useState(() =>
    createUploader<A>({
      ...options,
      send: (request, signal, onProgress) => latest.current.send(request, signal, onProgress),
      onFailed: (_item, error) => {
        const { reportError: report, t: translate } = latest.current;
        report(error instanceof ApiError ? errorDetail(error, translate) : { source: 'http', msg: error.message });
      },
    }),
  );
  React.useEffect(() => () => uploader.abort(), [uploader]);
  const items = React.useSyncExternalStore(uploader.subscribe, uploader.items, uploader.items);
  const total = items.reduce((n, i) => n + i.size, 0);
  const loaded = items.reduce((n, i) => n + i.loaded, 0);
  const progress = { loaded, total, percent: total ? Math.floor((loaded / total) * 100) : 100 };
  const busy = items.some((i) => i.status === 'queued' || i.status === 'uploading');
  return { uploader, items, progress, busy };
}

/**
 * Hands each finished upload to `take` once, in the order the files were chosen (one waits for those
 * chosen before it that are still going; a failed one does not hold it), and takes it off the list.
 */
export function useFinished<A>({ uploader, items }: Pick<Uploads<A>, 'uploader' | 'items'>, take: (done: UploadItem<A>[]) => void) {
  const took = React.useEffectEvent(take);
  React.useEffect(() => {
    const done = finishedInOrder(items);
    if (!done.length) return;
    for (const i of done) uploader.remove(i.id);
    took(done);
  }, [items, uploader]);
}
