/**
 * The backend contract of a call, as data: its method and path, what it sends (query string and body,
 * each parameter with its type and when it is sent) and what it reads of the answer (paths in the
 * `{code, msg, data}` envelope). The code that makes a call and the generated documentation
 * (backend-contract.json, docs/backend/<tag>.md) read the same declarations; the fields a call needs
 * are checked on every answer (`missingReads`): a missing one is never dropped in silence.
 */
import type { Method } from './client';

/** A parameter of a call. */
export interface ParamSpec {
  /** its key in the query string or the JSON body (`company_id`, `page`, `search.name`), or its `{name}` in the path */
  name: string;
  in: 'query' | 'body' | 'path';
  /** TypeScript-like text of its value: `number`, `string 'YYYY-MM-DD'`, `number[]`, `{ start?, end? }` */
  type: string;
  /** when it is sent, in words; absent: every request of the call carries it */
  when?: string;
  /** its value when it is always the same (status 2, enable 0...) */
  value?: unknown;
  /** where its value comes from (`GET /base/user/login_info data.company_id`); a call of the element
   * named here (`POST /field/range_field data[].range_field`) means the call follows that one's answer */
  from?: string;
  /** a value a checker may send when nothing fixes it (bo-elements check-backend) */
  example?: unknown;
  /** what it means */
  description?: string;
}

/**
 * A field of an answer the element reads: its path from the envelope (`code`, `data`, `data.list`,
 * `data.list[].id` for a field of every record; `data.list|data.data` when either is read).
 */
export interface ReadSpec {
  path: string;
  /** `object`, `array`, `number`, `string`, `id` (a number or a string), or a TypeScript-like text;
   * absent for a field shown as it comes (a column's text) */
  type?: string;
  /**
   * How much the element needs it:
   * - 'fail': the answer cannot be used without it (the user sees 服务器返回的数据格式不正确 with 重试);
   * - 'report': the element carries on without it, and says so (console and `bo-error`);
   * - absent: read when present, nothing is missing without it.
   */
  need?: 'fail' | 'report';
  description?: string;
}

/** One call of an element: what it sends and what it reads. */
export interface CallSpec {
  method: Method;
  /** the path under the base URL (configure / `api-base`) */
  path: string;
  /** when the element makes the call, in words */
  when: string;
  /** made when the element opens (a picker's `show()`) or mounts (a widget), with nothing else done */
  onOpen?: boolean;
  /** what the call does to the backend's data: 'read' changes nothing (a list, a tree, a search, a state);
   * 'repeatable' writes something that may be written again without harm (a new scan session); absent,
   * a write the user asked for (a save, a delete). `bo-elements check-backend`
   * sends the reads (and, with --writes, the repeatable ones) */
  effect?: 'read' | 'repeatable';
  params: ParamSpec[];
  reads: ReadSpec[];
}

/** What every call reads of the envelope besides its data (the client checks them: client.ts). */
export const ENVELOPE_READS: readonly ReadSpec[] = [
  { path: 'code', type: 'number', need: 'fail', description: '200: success; any other code is a failure (the user sees msg)' },
  { path: 'msg', type: 'string', description: 'shown to the user as it is when the call fails (else 操作失败 or the HTTP status)' },
  { path: 'data', description: "the answer: each call's reads say what it must be" },
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const absent = (v: unknown) => v === undefined || v === null;

/** The values at a path (`data.list[].id`: one per record) and, for a field of records, how many there are. */
function valuesAt(root: unknown, path: string): { values: unknown[]; records: number } {
  let values: unknown[] = [root];
  let records = 0;
  for (const part of path.split('.')) {
    const many = part.endsWith('[]');
    const key = many ? part.slice(0, -2) : part;
    values = values.map((v) => (key ? (isRecord(v) ? v[key] : undefined) : v));
    if (many) {
      values = values.flatMap((v) => (Array.isArray(v) ? v : []));
      records = values.length;
    }
  }
  return { values, records };
}

/** The value at a path of plain fields (`staff_main_department.id`), or undefined. */
export const valueAt = (root: unknown, path: string): unknown => valuesAt(root, path).values[0];

function kindProblem(value: unknown, type: string | undefined): string | undefined {
  if (type === 'array' && !Array.isArray(value)) return 'is not an array';
  if (type === 'object' && !isRecord(value)) return 'is not an object';
  return undefined;
}

/**
 * For a path through lists (`data.list[].departments[].id`): how many values it reaches past its last
 * list (the records) and how many of them are absent. One walk without intermediate arrays: an answer of
 * 20,000 staff is checked on every call.
 */
function recordsAt(root: unknown, path: string): { records: number; lacking: number } {
  const parts = path.split('.').map((part) => (part.endsWith('[]') ? { key: part.slice(0, -2), many: true } : { key: part, many: false }));
  const last = parts.findLastIndex((p) => p.many);
  let records = 0;
  let lacking = 0;
  const visit = (value: unknown, i: number): void => {
    if (i === parts.length) {
      if (absent(value)) lacking++;
      return;
    }
    const { key, many } = parts[i]!;
    const next = key ? (isRecord(value) ? value[key] : undefined) : value;
    if (!many) return visit(next, i + 1);
    if (!Array.isArray(next)) return;
    if (i === last) records += next.length;
    for (const item of next as unknown[]) visit(item, i + 1);
  };
  visit(root, 0);
  return { records, lacking };
}

/** What is wrong with a field of an answer, in words (`data.list is missing`), or undefined. */
function readProblem(body: unknown, read: ReadSpec): string | undefined {
  const paths = read.path.split('|');
  if (read.path.includes('[]')) {
    // a field of every record: the records without it (an empty list lacks nothing; a list that is not
    // there is the list's own problem)
    const tried = paths.map((path) => ({ path, ...recordsAt(body, path) }));
    const { path, records, lacking } = tried.find((x) => x.records) ?? tried[0]!;
    return lacking ? `${path} is missing in ${lacking} of ${records} records` : undefined;
  }
  const tried = paths.map((path) => ({ path, ...valuesAt(body, path) }));
  const found = tried.find((x) => !absent(x.values[0]));
  if (!found) return `${tried.map((x) => x.path).join(' or ')} is missing`;
  const wrong = kindProblem(found.values[0], read.type);
  return wrong && `${found.path} ${wrong}`;
}

/** A field the answer lacks: its declaration and what is wrong. */
export interface MissingRead {
  read: ReadSpec;
  problem: string;
}

/** The needed fields (`need`) an answer body lacks, in the order declared. */
export function missingReads(body: unknown, reads: readonly ReadSpec[] | undefined): MissingRead[] {
  return (reads ?? []).flatMap((read) => {
    const problem = read.need ? readProblem(body, read) : undefined;
    return problem ? [{ read, problem }] : [];
  });
}

/** Descriptions together, each part (`; `) once. */
const joined = (a?: string, b?: string) => [...new Set([a, b].flatMap((x) => x?.split('; ') ?? []))].join('; ') || undefined;

/** Reads by path, the first declaration of each kept (the parts of later descriptions added). */
export function mergeReads<R extends ReadSpec>(reads: readonly R[]): R[] {
  const byPath = new Map<string, R>();
  for (const r of reads) {
    const seen = byPath.get(r.path);
    const description = joined(seen?.description, r.description);
    byPath.set(r.path, { ...(seen ?? r), ...(description ? { description } : {}) });
  }
  return [...byPath.values()];
}

/** The words of a missing field for the console and `bo-error`: `GET /base/user/login_info: data.company_id is missing`. */
export const callProblem = (method: Method, path: string, problem: string) => `${method} ${path}: ${problem}`;

/** A problem of an answer said in the console; gives its words (for `bo-error` or the ApiError). */
export function warnProblem(method: Method, path: string, problem: string): string {
  const said = callProblem(method, path, problem);
  console.warn('[bo-elements]', said);
  return said;
}
