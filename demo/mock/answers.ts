// The answers of injected faults, and answers changed on their way out, for tests: lists emptied (an
// empty-list fault) and every string replaced by a corpus of hostile strings (the XSS suite); see
// mock.fault and mock.rewriteStrings in kit.ts.
import { HttpResponse } from 'msw';
import type { Fault } from './kit';

/** The answer of a fault, or undefined when the resolver answers (a delay alone, `empty`). */
export function faultAnswer(f: Fault): { status?: number; body: unknown } | Response | undefined {
  if (f.network) return HttpResponse.error();
  if (f.malformed) return new HttpResponse('not json <html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
  if (f.status !== undefined) return { status: f.status, body: { code: f.status, msg: f.msg ?? '服务器错误', data: null } };
  if (f.code !== undefined) return { body: { code: f.code, msg: f.msg ?? '操作失败', data: null } };
  if (f.nullData) return { body: { code: 200, msg: 'success', data: null } };
  if ('body' in f) return { body: f.body };
  return undefined;
}

/** An object keyed by numeric codes, each holding an object (GET /city/list/all's map). */
export const isCodeMap = (data: object): data is Record<string, Record<string, unknown>> => {
  const entries = Object.entries(data);
  return entries.length > 0 && entries.every(([k, v]) => /^\d+$/.test(k) && typeof v === 'object' && v !== null && !Array.isArray(v));
};

/** The data of an answer with its lists emptied (Fault.empty). */
export function emptied(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (typeof data !== 'object' || data === null) return data;
  // a map keyed by codes (the region list: parent code → children) has no places left
  if (isCodeMap(data)) return {};
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const k of ['list', 'data']) if (Array.isArray(out[k])) out[k] = [];
  for (const k of ['total', 'total_count']) if (typeof out[k] === 'number') out[k] = 0;
  return out;
}

/** Keys whose string values are ids, kept as they are by the rewriting. */
const ID_KEY = /(^|_)(id|ids|pid|key)$/i;

export interface StringRewriting {
  corpus: readonly string[];
  next: number;
  /** the corpus indices placed in answers so far */
  delivered: Set<number>;
}
/** A copy of `data` whose string values (ids excepted) are the next strings of the corpus, in turn. */
export function rewrite(data: unknown, r: StringRewriting, key = ''): unknown {
  if (typeof data === 'string') {
    if (ID_KEY.test(key)) return data;
    const i = r.next++ % r.corpus.length;
    r.delivered.add(i);
    return r.corpus[i];
  }
  if (Array.isArray(data)) return data.map((v) => rewrite(v, r, key));
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, rewrite(v, r, k)]));
}
