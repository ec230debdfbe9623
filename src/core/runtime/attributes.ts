/**
 * Attribute specifications of an element and their parsing. The runtime owns attribute semantics
 * (r2wc's own are lossy: a bare boolean attribute is `undefined`, `removeAttribute` keeps `true`...):
 * - kebab-case attributes ↔ camelCase properties;
 * - booleans with HTML semantics: present with no value, "true" or its own name (`disabled="disabled"`) →
 *   true, "false" → false, absent → default; any other value (`inline="null"`, `"{}"`) is reported and the
 *   default kept, as for the other kinds (DECISIONS: bad attributes warn, never take effect);
 * - numbers, JSON, enumerations; a bad value is reported and the default kept, never thrown;
 * - lists in the forms hosts write: JSON (`[1,2]`) and the comma-joined text that Vue, template engines
 *   and `setAttribute(name, array)` produce (`1,2`).
 */
export type AttrKind = 'string' | 'number' | 'boolean' | 'json' | 'list' | 'enum' | 'property';

/** What a list attribute holds: numbers, strings, or record ids (a number where the text is one). */
export type ListItems = 'number' | 'string' | 'id';

export interface AttrSpec<T> {
  kind: AttrKind;
  default: T;
  description: string;
  /** TypeScript text of the value type, for the manifest and the docs */
  typeText: string;
  /** allowed values of an enumeration */
  values?: readonly string[];
  /** the items of a list */
  items?: ListItems;
  /** write property changes back to the attribute (only for primitive kinds) */
  reflect?: boolean;
  /** extra check of a parsed value: a message when the value is not acceptable (a method: specs of any
   * value type fit in one `AttrSpecs` record) */
  check?(value: T): string | undefined;
}

/** The attribute specs of an element, by property name. */
export type AttrSpecs = Record<string, AttrSpec<unknown>>;
/** The value type of an attribute spec. */
export type ValueOf<S> = S extends AttrSpec<infer T> ? T : never;
/** The values of a set of attribute specs: what the element's properties hold and its component receives. */
export type ValuesOf<A extends AttrSpecs> = { -readonly [K in keyof A]: ValueOf<A[K]> };

/** The values of a set of attribute specs when nothing is set: each one's default. */
export const defaultValues = <A extends AttrSpecs>(specs: A) =>
  Object.fromEntries(Object.entries(specs).map(([prop, s]) => [prop, s.default])) as ValuesOf<A>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const attributeName = kebab;

function spec<T>(kind: AttrKind, def: T, description: string, typeText: string, extra?: Partial<AttrSpec<T>>): AttrSpec<T> {
  return { kind, default: def, description, typeText, ...extra };
}

interface Builder<Base> {
  (def: Base, description: string, extra?: Partial<AttrSpec<Base>>): AttrSpec<Base>;
  /** with an explicit type: `attr.number<number | undefined>(undefined, '…')` */
  <T extends Base | undefined>(def: NoInfer<T>, description: string, extra?: NoInfer<Partial<AttrSpec<T>>>): AttrSpec<T>;
}

/** Builders used by element definitions: `attr.number(10, '每页条数')`. */
export const attr = {
  string: ((def: string | undefined, description: string, extra?: Partial<AttrSpec<string | undefined>>) =>
    spec('string', def, description, 'string', extra)) as Builder<string>,
  number: ((def: number | undefined, description: string, extra?: Partial<AttrSpec<number | undefined>>) =>
    spec('number', def, description, 'number', extra)) as Builder<number>,
  boolean: (def: boolean, description: string, extra?: Partial<AttrSpec<boolean>>) =>
    spec<boolean>('boolean', def, description, 'boolean', extra),
  json: <T>(def: T, description: string, typeText: string, extra?: NoInfer<Partial<AttrSpec<T>>>) =>
    spec<T>('json', def, description, typeText, extra),
  /** a list: JSON or comma-joined text (`[1,2]`, `1,2`, `1, 2`; empty → []), items as `items` says */
  list: <T extends readonly (string | number)[] | undefined>(items: ListItems, def: T, description: string, typeText: string, extra?: NoInfer<Partial<AttrSpec<T>>>) =>
    spec<T>('list', def, description, typeText, { items, ...extra }),
  enum: <const V extends readonly string[]>(values: V, def: V[number], description: string) =>
    spec<V[number]>('enum', def, description, values.map((v) => JSON.stringify(v)).join(' | '), { values }),
  /** a property without an attribute (functions, big data sets) */
  property: <T>(def: T, description: string, typeText: string) => spec<T>('property', def, description, typeText),
};

/** Parses an attribute string into a value of its spec; `null` (absent) gives the default. `name`, the
 * attribute's name, is a boolean's value too (`disabled="disabled"`). */
export function parseAttribute<T>(raw: string | null, s: AttrSpec<T>, name?: string): ParseResult<T> {
  if (raw === null) return { ok: true, value: s.default };
  let value: unknown;
  switch (s.kind) {
    case 'boolean': {
      const word = raw.trim().toLowerCase();
      if (word === 'false') value = false;
      else if (word === '' || word === 'true' || word === name) value = true;
      else return { ok: false, reason: 'expected no value (present), "true" or "false"' };
      break;
    }
    case 'number': {
      const n = raw.trim() === '' ? NaN : Number(raw);
      if (!Number.isFinite(n)) return { ok: false, reason: 'expected a number' };
      value = n;
      break;
    }
    case 'json':
      try {
        value = JSON.parse(raw);
      } catch {
        return { ok: false, reason: 'expected JSON' };
      }
      break;
    case 'list': {
      const list = parseList(raw, s.items ?? 'string');
      if (typeof list === 'string') return { ok: false, reason: list };
      value = list;
      break;
    }
    case 'enum':
      if (!s.values?.includes(raw)) return { ok: false, reason: `expected one of ${s.values?.join(', ')}` };
      value = raw;
      break;
    case 'property':
      return { ok: false, reason: 'set it as a property, not an attribute' };
    default:
      value = raw;
  }
  return checked(value as T, s);
}

/** Accepts a value set as a property: strings are parsed like attributes, other values type-checked. */
export function coerceProperty<T>(value: unknown, s: AttrSpec<T>): ParseResult<T> {
  if (value === undefined || value === null) return { ok: true, value: s.default };
  if (typeof value === 'string' && s.kind !== 'string' && s.kind !== 'enum' && s.kind !== 'property') {
    return parseAttribute(value, s);
  }
  const expected: Partial<Record<AttrKind, string>> = { string: 'string', number: 'number', boolean: 'boolean' };
  const type = expected[s.kind];
  if (type && typeof value !== type) return { ok: false, reason: `expected a ${type}` };
  if (s.kind === 'number' && !Number.isFinite(value)) return { ok: false, reason: 'expected a finite number' };
  if (s.kind === 'enum' && !s.values?.includes(value as string)) {
    return { ok: false, reason: `expected one of ${s.values?.join(', ')}` };
  }
  return checked(value as T, s);
}

/** The items of a list attribute, or why it is not one. */
function parseList(raw: string, items: ListItems): unknown[] | string {
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(text);
      return Array.isArray(list) ? list : 'expected a list';
    } catch {
      return 'expected a JSON array or comma-separated values';
    }
  }
  const parts = text === '' ? [] : text.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '')) return 'expected comma-separated values without empty ones';
  if (items === 'string') return parts;
  // an id is a number where the text is exactly one (12 → 12; 007 and A12 stay text)
  if (items === 'id') return parts.map((p) => (String(Number(p)) === p ? Number(p) : p));
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : 'expected numbers';
}

function checked<T>(value: T, s: AttrSpec<T>): ParseResult<T> {
  const problem = s.check?.(value);
  return problem ? { ok: false, reason: problem } : { ok: true, value };
}

/** The attribute text a reflected property writes; `null` removes the attribute. */
export function stringifyAttribute<T>(value: T, s: AttrSpec<T>): string | null {
  if (value === undefined || value === null) return null;
  if (s.kind === 'boolean') return value ? '' : null;
  if (s.kind === 'json' || s.kind === 'list') return JSON.stringify(value);
  return String(value);
}

/** Common checks */
export const isArray = (v: unknown) => (Array.isArray(v) ? undefined : 'expected a JSON array');
export const isObject = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? undefined : 'expected a JSON object');
export const isNonNegativeInt = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? undefined : 'expected a whole number ≥ 0';
