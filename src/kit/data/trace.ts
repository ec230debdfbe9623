/**
 * The fields of a record a function reads (a column's value or cell, a row's label), found by running it
 * on a record that notes what is asked of it: `readPaths((r) => r.goods_type?.path_name?.join('/'))`
 * gives ['goods_type.path_name']; a list's items are `[]` (`goods_group[].name`). A function that tells
 * record kinds apart (`'goods' in row`) runs twice, once seeing every field and once none, and reads the
 * fields of both. What only a fallback reads (`a ?? b`, `a || b`) is not seen: the traced record has
 * every field, so the first one wins. For the backend contract's documentation only: never on data.
 */

const ARRAY_METHODS = new Set(['map', 'flatMap', 'filter', 'forEach', 'some', 'every', 'find', 'findIndex', 'reduce', 'join', 'slice', 'concat', 'includes', 'indexOf', 'at', 'sort']);

function traceOnce(fn: (record: never) => unknown, has: boolean): string[] {
  const paths = new Set<string>();
  const make = (path: string): unknown =>
    new Proxy(function traced() {}, {
      get(_, key) {
        if (key === Symbol.toPrimitive) return () => '';
        if (typeof key === 'symbol' || key === 'then' || key === 'toJSON' || key === '$$typeof') return undefined;
        if (key === 'toString' || key === 'valueOf') return () => '';
        if (key === 'length') return 1;
        if (ARRAY_METHODS.has(key)) {
          // a list: its item is the record at `path[]`
          return (...args: unknown[]) => {
            const item = make(`${path}[]`);
            for (const arg of args) if (typeof arg === 'function') (arg as (...a: unknown[]) => unknown)(item, 0, [item]);
            return item;
          };
        }
        const next = path ? `${path}.${key}` : key;
        paths.add(next);
        return make(next);
      },
      has: () => has,
      apply: () => make(path),
    });
  try {
    fn(make('') as never);
  } catch {
    // a reading the tracer cannot follow: what it saw so far stands
  }
  return [...paths];
}

/** The leaves of paths: `goods_type.path_name`, not `goods_type` too. */
const leaves = (paths: string[]) => paths.filter((p) => !paths.some((q) => q !== p && (q.startsWith(`${p}.`) || q.startsWith(`${p}[]`))));

export interface TracedPath {
  /** `goods_type.path_name`; `name|goods.name`: one or the other, by the kind of record */
  path: string;
  /** read for one of two kinds of records only */
  oneKind?: boolean;
}

/**
 * The record fields `fn` reads, in order of reading: the leaves (`goods_type.path_name`, not
 * `goods_type` too). Where records of two kinds are read in two ways, one field each
 * (`'goods' in row ? row.goods.name : row.name`), the two are alternatives: `name|goods.name`; more
 * fields that only one kind has are marked so.
 */
export function readPaths(fn: (record: never) => unknown): TracedPath[] {
  const [none, every] = [leaves(traceOnce(fn, false)), leaves(traceOnce(fn, true))];
  const both = none.filter((p) => every.includes(p)).map((path) => ({ path }));
  const onlyNone = none.filter((p) => !every.includes(p));
  const onlyEvery = every.filter((p) => !none.includes(p));
  if (onlyNone.length === 1 && onlyEvery.length === 1) return [...both, { path: `${onlyNone[0]}|${onlyEvery[0]}` }];
  return [...both, ...[...onlyNone, ...onlyEvery].map((path) => ({ path, oneKind: true }))];
}
