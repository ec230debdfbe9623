/**
 * The upload client (spec 3 §5 Upload, §7 Files; DECISIONS "Data safety"): a queue of files, each sent
 * whole or in chunks through `send`, a few files at a time. A chunk that fails for a passing reason (the
 * network, a timeout, a 5xx) is sent again up to 3 times after a growing wait; a refusal (a business
 * code, a malformed answer) is not. A file that still fails is marked failed with its error and kept,
 * with the chunk it stopped at: `retry()` resumes there with the same client id. A server that answers a
 * chunk with 409 (it lacks earlier chunks of that client id: the chunks were forgotten, or joined and the
 * answer lost by a server that does not remember) has the file sent again from chunk 0 under a new client
 * id, once per run. `onFailed` hears each file that fails (not a chunk that succeeds when sent again).
 * `abort()` stops a file
 * (its request too); nothing is ever dropped without the caller removing it. Progress is counted in
 * bytes per file and overall. Framework-free: the elements read it through `subscribe`.
 */
import { ApiError } from '../../core/http';
import { CHUNK_RETRIES, backoffMs, chunksOf, isChunked, newClientId } from './upload.logic';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'aborted';

/** One request of an upload: a whole file, or one chunk of it. */
export interface ChunkRequest {
  blob: Blob;
  /** the file's name */
  name: string;
  /** chunk fields, only when the file goes in chunks */
  chunk?: { chunkindex: number; chunktotal: number; filesize: number; client_id: string };
}

/** Sends one request; resolves with the server's data (the attachment, after a whole file or the last chunk). */
export type UploadSend = (request: ChunkRequest, signal: AbortSignal, onProgress: (loaded: number) => void) => Promise<unknown>;

export interface UploadItem<A = unknown> {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** bytes the server has (and of the chunk being sent) */
  loaded: number;
  /** the server's answer to the whole file or its last chunk */
  attachment?: A;
  /** why it failed */
  error?: Error;
  /** the chunk it goes on from (a retry resumes there) */
  nextChunk: number;
  chunks: number;
}

export interface UploaderOptions {
  send: UploadSend;
  /** how many files go at once (default 2) */
  concurrency?: number;
  retries?: number;
  /** the wait before a retry (ms); the tests make it short */
  backoff?(retry: number): number;
  chunkSize?: number;
  /** a file failed (after its retries): the one moment a page hears of it */
  onFailed?(item: UploadItem, error: Error): void;
}

interface Entry {
  item: UploadItem;
  file: Blob & { name?: string };
  clientId: string;
  controller?: AbortController;
}

const passing = (e: unknown) =>
  !(e instanceof ApiError) || e.kind === 'network' || e.kind === 'timeout' || (e.kind === 'http' && (e.status ?? 0) >= 500);
const aborted = (e: unknown) => e instanceof ApiError && e.kind === 'aborted';
/** The server lacks earlier chunks of the file (contract: code or status 409): only a new start helps. */
const incomplete = (e: unknown) => e instanceof ApiError && (e.code === 409 || e.status === 409);

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new ApiError('aborted', '', ''))), { once: true });
  });
}

export function createUploader<A = unknown>(o: UploaderOptions) {
  const retries = o.retries ?? CHUNK_RETRIES;
  const backoff = o.backoff ?? backoffMs;
  const concurrency = o.concurrency ?? 2;
  const entries: Entry[] = [];
  const listeners = new Set<() => void>();
  let snapshot: UploadItem<A>[] = [];
  let seq = 0;

  const changed = () => {
    snapshot = entries.map((e) => ({ ...e.item }) as UploadItem<A>);
    for (const l of listeners) l();
  };
  const update = (e: Entry, patch: Partial<UploadItem>) => {
    Object.assign(e.item, patch);
    changed();
  };

  async function sendChunk(e: Entry, index: number, signal: AbortSignal, current: () => boolean): Promise<unknown> {
    const spans = chunksOf(e.item.size, o.chunkSize);
    const span = spans[index]!;
    const chunked = isChunked(e.item.size, o.chunkSize);
    const request: ChunkRequest = {
      blob: chunked ? e.file.slice(span.start, span.end) : e.file,
      name: e.item.name,
      ...(chunked ? { chunk: { chunkindex: index, chunktotal: spans.length, filesize: e.item.size, client_id: e.clientId } } : {}),
    };
    for (let attempt = 0; ; attempt++) {
      try {
        return await o.send(request, signal, (loaded) => current() && update(e, { loaded: span.start + Math.min(loaded, span.end - span.start) }));
      } catch (error) {
        if (aborted(error) || signal.aborted || !passing(error) || attempt >= retries) throw error;
        if (current()) update(e, { loaded: span.start });
        await pause(backoff(attempt + 1), signal);
      }
    }
  }

  async function run(e: Entry, restarted = false) {
    const controller = new AbortController();
    e.controller = controller;
    // an aborted run (the file stopped, retried or removed since) changes nothing any more
    const current = () => e.controller === controller && !controller.signal.aborted;
    update(e, { status: 'uploading', error: undefined });
    try {
      let answer: unknown;
      for (let index = e.item.nextChunk; index < e.item.chunks; index++) {
        answer = await sendChunk(e, index, controller.signal, current);
        if (!current()) return;
        update(e, { nextChunk: index + 1, loaded: chunksOf(e.item.size, o.chunkSize)[index]!.end });
      }
      update(e, { status: 'done', attachment: answer, loaded: e.item.size });
    } catch (error) {
      if (!current()) return;
      if (!restarted && e.item.chunks > 1 && incomplete(error)) {
        // the server lacks earlier chunks: the whole file again, under a new client id (once a run)
        e.clientId = newClientId();
        update(e, { nextChunk: 0, loaded: 0 });
        return void run(e, true);
      }
      const failure = error instanceof Error ? error : new Error(String(error));
      update(e, { status: 'failed', error: failure });
      o.onFailed?.({ ...e.item }, failure);
    } finally {
      if (e.controller === controller) e.controller = undefined;
      pump();
    }
  }

  function pump() {
    const running = entries.filter((e) => e.item.status === 'uploading').length;
    const waiting = entries.filter((e) => e.item.status === 'queued');
    for (const e of waiting.slice(0, Math.max(0, concurrency - running))) void run(e);
  }

  const find = (id: string) => entries.find((e) => e.item.id === id);

  return {
    /** Queues files; answers their items. */
    add(files: Iterable<Blob & { name?: string }>): UploadItem<A>[] {
      const added = [...files].map((file): Entry => {
        const size = file.size;
        return {
          file,
          clientId: newClientId(),
          item: { id: `u${++seq}`, name: file.name ?? 'blob', size, status: 'queued', loaded: 0, nextChunk: 0, chunks: chunksOf(size, o.chunkSize).length },
        };
      });
      entries.push(...added);
      changed();
      pump();
      return added.map((e) => ({ ...e.item }) as UploadItem<A>);
    },
    /** Sends a failed or aborted file again, from the chunk it stopped at (the same client id). */
    retry(id: string) {
      const e = find(id);
      if (!e || (e.item.status !== 'failed' && e.item.status !== 'aborted')) return;
      update(e, { status: 'queued', error: undefined, loaded: chunksOf(e.item.size, o.chunkSize)[e.item.nextChunk - 1]?.end ?? 0 });
      pump();
    },
    /** Stops a file (or every unfinished file); its request is aborted; it stays, marked aborted. */
    abort(id?: string) {
      for (const e of id ? [find(id)].filter((x): x is Entry => !!x) : entries) {
        if (e.item.status !== 'queued' && e.item.status !== 'uploading') continue;
        update(e, { status: 'aborted' });
        e.controller?.abort();
      }
      pump();
    },
    /** Takes a file off the list (aborting it first). */
    remove(id: string) {
      const e = find(id);
      if (!e) return;
      e.controller?.abort();
      e.item.status = 'aborted';
      entries.splice(entries.indexOf(e), 1);
      changed();
      pump();
    },
    items: (): UploadItem<A>[] => snapshot,
    /** Bytes sent of all files on the list, and their share in percent. */
    progress() {
      const total = entries.reduce((n, e) => n + e.item.size, 0);
      const loaded = entries.reduce((n, e) => n + e.item.loaded, 0);
      return { loaded, total, percent: total ? Math.floor((loaded / total) * 100) : 100 };
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves when no file is queued or uploading. */
    settled(): Promise<UploadItem<A>[]> {
      return new Promise((resolve) => {
        const check = () => {
          if (entries.some((e) => e.item.status === 'queued' || e.item.status === 'uploading')) return;
          listeners.delete(check);
          resolve(snapshot);
        };
        listeners.add(check);
        check();
      });
    },
  };
}

export type Uploader<A = unknown> = ReturnType<typeof createUploader<A>>;
