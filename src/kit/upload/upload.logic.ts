/**
 * The upload client's rules (spec 3 §5 Upload, §7 Files, §9; DECISIONS "Data safety"): a file over
 * 2 MiB goes in 2,097,152-byte chunks, each retried up to 3 times after a growing wait; a file at or
 * under it goes whole. Which endpoint an upload uses follows its kind and the public flag. Pure.
 */

/** Chunk size and direct-upload threshold (spec 3 §9). */
export const CHUNK_SIZE = 2097152;
/** How many times a failed chunk is sent again. */
export const CHUNK_RETRIES = 3;

export interface ChunkSpan {
  index: number;
  start: number;
  end: number;
}

/** Whether a file of this size goes in chunks. */
export const isChunked = (size: number, chunkSize = CHUNK_SIZE) => size > chunkSize;

/** The byte ranges a file is sent in: one (the whole file) up to the threshold, else full chunks and the rest. */
export function chunksOf(size: number, chunkSize = CHUNK_SIZE): ChunkSpan[] {
  if (!isChunked(size, chunkSize)) return [{ index: 0, start: 0, end: size }];
  const count = Math.ceil(size / chunkSize);
  return Array.from({ length: count }, (_, index) => ({ index, start: index * chunkSize, end: Math.min(size, (index + 1) * chunkSize) }));
}

/** The first retry's wait (ms). One object, so that the shared fault matrix, which fails every attempt
 * of an upload on purpose and checks what the user reads at the end, can shorten the waits it is not
 * testing (test/conformance-actions.ts); the waits themselves are tested in test/kit/upload.test.ts. */
export const RETRY_WAIT = { first: 500 };

/** The wait before the n-th retry (1-based): 500 ms, 1 s, 2 s. */
export const backoffMs = (retry: number, base = RETRY_WAIT.first) => base * 2 ** (retry - 1);

/** 'image' uploads go to /img, the others to /create; public ones under /public (spec 3 §7 Files). */
export type UploadKind = 'image' | 'file';

export function uploadPath(kind: UploadKind, isPublic: boolean): string {
  return `/api/files/${isPublic ? 'public/' : ''}${kind === 'image' ? 'img' : 'create'}`;
}

/** A client id for the chunks of one file: the server joins the chunks that carry the same one. */
export function newClientId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
  return `up-${random}`;
}

/** The finished items that may leave the list now: done, and no file chosen before them still going. */
export function finishedInOrder<T extends { status: string }>(items: readonly T[]): T[] {
  const going = items.findIndex((i) => i.status === 'queued' || i.status === 'uploading');
  return items.slice(0, going < 0 ? items.length : going).filter((i) => i.status === 'done');
}

/** What the server answered for each finished item (the attachment), in order. */
export const attachmentsOf = <A>(items: readonly { attachment?: A }[]): A[] => items.flatMap((i) => (i.attachment === undefined ? [] : [i.attachment]));
