/**
 * The lines of a change-log item (spec 3 §3 "Operation log"): its content is a text, an array (one line
 * each), or an object of what was added, deleted, and the value before and after (新增 / 删除 / 修改前 /
 * 修改后 lines); file items (attachment_id, name or full_name, image_url: in the item's `files`, in its
 * content, or the item itself) are links, opened only when their address is http(s). The words of the labels are the view's; here only which line is which.
 */
import { safeLink } from '../../core/safe-url';

export type ChangeKey = 'add' | 'del' | 'before' | 'after';
export const CHANGE_KEYS: readonly ChangeKey[] = ['add', 'del', 'before', 'after'];

export type LogLine =
  | { kind: 'text'; text: string }
  /** a part of a change; `values`: its text, or the items of a list (joined with the language's separator) */
  | { kind: 'change'; change: ChangeKey; values: string[] }
  /** a file: its name, and its address when it may be opened */
  | { kind: 'file'; name: string; url?: string };

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A file item: it has an attachment id or an address. */
export const isFileItem = (v: unknown): v is Bag => isBag(v) && (!blank(v.attachment_id) || !blank(v.image_url));

const fileLine = (f: Bag): LogLine => {
  const name = [f.name, f.full_name, f.image_url].find((x) => typeof x === 'string' && x.trim()) as string | undefined;
  const url = typeof f.image_url === 'string' ? safeLink(f.image_url) : undefined;
  return { kind: 'file', name: name ?? String(f.attachment_id ?? ''), ...(url ? { url } : {}) };
};

/** A value as text: a list's items each, an object as JSON (never "[object Object]"). */
const textsOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x) => !blank(x)).flatMap(textsOf) : blank(v) ? [] : [isBag(v) ? JSON.stringify(v) : String(v)];

/** The lines of a content: a text, lines, a change object, files (alone or in a list). */
export function contentLines(content: unknown): LogLine[] {
  if (blank(content)) return [];
  if (Array.isArray(content)) return content.flatMap(contentLines);
  if (isFileItem(content)) return [fileLine(content)];
  if (isBag(content)) {
    if (CHANGE_KEYS.some((k) => k in content)) {
      // the parts with something in them (an empty del: no line)
      return CHANGE_KEYS.map((change): LogLine => ({ kind: 'change', change, values: textsOf(content[change]) })).filter((l) => l.kind === 'change' && l.values.length);
    }
    return Object.keys(content).length ? [{ kind: 'text', text: JSON.stringify(content) }] : [];
  }
  return [{ kind: 'text', text: String(content) }];
}

/** The lines of a log item: its content's, then its files (`files`), and the item itself when it is a file. */
export function itemLines(item: object): LogLine[] {
  const bag = item as Bag;
  return [
    ...contentLines(bag.content),
    ...(Array.isArray(bag.files) ? bag.files.filter(isFileItem).map(fileLine) : []),
    ...(isFileItem(bag) ? [fileLine(bag)] : []),
  ];
}

/** Who made a change: created_user, else created_by. */
export const authorOf = ({ created_user, created_by }: { created_user?: unknown; created_by?: unknown }): string => (([created_user, created_by].find((x) => typeof x === 'string' && x.trim()) as string | undefined) ?? '');
