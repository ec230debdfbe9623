/**
 * A big answer's first records while the rest of it arrives (a list of 10,000 goods: 4 MB, whose text,
 * JSON.parse and garbage take 20–40 ms of the main thread once it is all in). At the answer's first
 * progress, if it is big, the records complete in its text so far are read and given to the caller;
 * once the whole answer is in, the page paints them before the whole text is parsed. A small answer is
 * read as every other one.
 *
 * The records are read by JSON.parse itself: the text so far, cut after a record (`},{`) and closed
 * (`]}}` for `data.list[]`). A cut anywhere else (inside a string, or a record's own list) does not
 * parse, and an earlier one is tried. A streaming JSON parser (@streamparser/json) took 5–9 ms for 150
 * records, JSON.parse 0.3 ms (bench/README.md).
 *
 * A big answer whose first records come by another call (page_size 0, asked beside its first page) is
 * read `later`: downloaded as a Blob, which no main-thread task decodes as it arrives, and read once the
 * call that gives those first records has settled and the page has painted.
 */
import type { AxiosProgressEvent } from 'axios';
import { valueAt } from './contract';

export interface EarlyRecords {
  /** where the records are in the envelope (`data.list[]`, `data.data[]`, `data[]`) */
  records: string;
  /** takes the first records (at most EARLY_RECORDS): at most once, and only while the answer arrives */
  take(records: unknown[]): void;
}

/** records read early: more than a list's view shows */
export const EARLY_RECORDS = 100;
/** an answer this big (its Content-Length, or else what has come) is read early */
export const BIG_ANSWER = 256 * 1024;
/** the start of the text read for them */
const EARLY_TEXT = 64 * 1024;
/** cuts tried, from the last one back */
const CUTS = 8;

/**
 * The records complete in `text`, the start of a `{code, msg, data}` answer, at most `max`, found at
 * `records` (`data.list[]`). None unless the envelope's `code` 200 comes before them: an answer whose
 * code is not yet known may still be a failure.
 */
export function firstRecords(text: string, records: string, max: number): unknown[] {
  const path = records.replace(/\[\]$/, '');
  const close = ']' + '}'.repeat(path.split('.').length);
  const start = text.slice(0, EARLY_TEXT);
  const cuts = [...start.matchAll(/\}\s*,\s*\{/g)].slice(-CUTS).reverse();
  for (const cut of cuts) {
    let body: unknown;
    try {
      body = JSON.parse(start.slice(0, cut.index + 1) + close);
    } catch {
      continue;
    }
    const found = valueAt(body, path);
    if (valueAt(body, 'code') !== 200 || !Array.isArray(found)) return [];
    return found.slice(0, max);
  }
  return [];
}

/** The download progress handler of a call with `early`, and whether it gave records. */
export function earlyReader({ records, take }: EarlyRecords, signal?: AbortSignal) {
  let read = false;
  let gave = false;
  const onProgress = (e: AxiosProgressEvent) => {
    const xhr: unknown = e.event?.target;
    const size = e.lengthComputable ? (e.total ?? 0) : e.loaded;
    if (read || size < BIG_ANSWER || !(xhr instanceof XMLHttpRequest) || xhr.readyState !== XMLHttpRequest.LOADING || signal?.aborted) return;
    read = true;
    const found = firstRecords(xhr.responseText, records, EARLY_RECORDS);
    if (!found.length) return;
    gave = true;
    take(found);
  };
  return { onProgress, gave: () => gave };
}

/** The JSON of an answer's text, or the text when it is not JSON. */
export function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The answer of a call with `early` (read as text): after the first records given have been painted. */
export async function readBody(data: unknown, gave: boolean): Promise<unknown> {
  if (typeof data !== 'string') return data;
  if (gave) await painted();
  return parsed(data);
}

/**
 * The answer of a call with `later`, downloaded as a Blob so that no task decodes it as it arrives (a
 * text answer is decoded by the main thread chunk by chunk): read once `after` (the call that gives the
 * first records) has settled and the page has painted; without `after` at once (a failure's body). Its
 * text is decoded in the charset its Content-Type (`type`) names.
 */
export async function readLater(data: unknown, type: unknown, after?: Promise<unknown>): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  if (after) {
    await after.catch(() => undefined);
    await painted();
  }
  return parsed(await textOf(data, String(type ?? '')));
}

/** A Blob's text in the charset a Content-Type names (a legacy backend may send GBK, as which a text
 * answer is decoded by the browser), UTF-8 when it names none or an unknown one. */
async function textOf(blob: Blob, type: string): Promise<string> {
  const charset = /;\s*charset="?([^";]+)/i.exec(type)?.[1];
  let decoder: TextDecoder | undefined;
  try {
    decoder = charset ? new TextDecoder(charset) : undefined;
  } catch {
    decoder = undefined;
  }
  // UTF-8 by the Blob's own reader
  return decoder && decoder.encoding !== 'utf-8' ? decoder.decode(await blob.arrayBuffer()) : blob.text();
}

/** after the next frame (or 100 ms, where frames are not drawn: a hidden tab) */
const painted = () =>
  new Promise<void>((resolve) => {
    const late = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(late);
        resolve();
      }),
    );
  });
