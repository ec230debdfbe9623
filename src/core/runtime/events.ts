/**
 * Event specifications. A React component calls a plain callback prop (`onChange(detail)`, named after
 * the event: `bo-change` → `onChange`); the runtime turns each callback into a `bo-*` CustomEvent
 * dispatched on the host element: bubbling and composed,
 * so a listener on `document` hears it. The callback returns `false` when a cancelable event was
 * cancelled by the page (`preventDefault()`).
 */
/** The manifest's text of one field of a detail: its TypeScript type; `optional` exactly when the
 * detail type lets the field be absent (the compiler checks both ways). */
export type FieldDoc<V> = undefined extends V ? { type: string; optional: true } : { type: string; optional?: false };
/**
 * The documentation of an event's detail, checked against the detail's type: one entry per key, no key
 * more, no key less, optional where the type says so. The manifest's detail text is written from it, so
 * what custom-elements.json documents is what the TypeScript type dispatches.
 */
export type DetailDocs<D> = [D] extends [null] ? null : { [K in keyof Required<D>]: FieldDoc<D[K]> };
type LooseDocs = Record<string, { type: string; optional?: boolean }> | null;

/** The TypeScript text of a documented detail: `{ page: number; pageSize?: number }`, or `null`. */
export function detailText(docs: LooseDocs): string {
  if (docs === null) return 'null';
  return `{ ${Object.entries(docs).map(([key, doc]) => `${key}${doc.optional ? '?' : ''}: ${doc.type}`).join('; ')} }`;
}

export interface EventSpec<D> {
  description: string;
  /** the detail's documentation (its fields' types), for the manifest and the docs */
  detail: LooseDocs;
  cancelable?: boolean;
  /** properties of the element to set from the detail before the event is dispatched, so that the
   * element's properties always read the state the user left (el.page after paging, el.open after a
   * dialog closed) and a page that never writes them back can still reset them (a method: specs of
   * any detail type fit in one `EventSpecs` record); `values` are the element's values before them */
  updates?(detail: D, values: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** phantom field carrying the detail type */
  readonly __detail?: D;
}

export type EventSpecs = Record<`bo-${string}`, EventSpec<unknown>>;
export type DetailOf<S> = S extends EventSpec<infer D> ? D : never;

type Camel<S extends string> = S extends `${infer H}-${infer R}` ? `${H}${Capitalize<Camel<R>>}` : S;
/** The component prop that fires an event: `bo-confirm` → `onConfirm`, `bo-row-click` → `onRowClick`. */
export type EventProp<N extends string> = N extends `bo-${infer R}` ? `on${Capitalize<Camel<R>>}` : never;
export const eventProp = (name: string) => `on${name.slice(3).replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;

/** The callback props of a set of events; a callback returns false when the page cancelled the event. */
export type CallbacksOf<E extends EventSpecs> = {
  [K in keyof E & string as EventProp<K>]?: [DetailOf<E[K]>] extends [null] ? () => boolean : (detail: DetailOf<E[K]>) => boolean;
};

export function event<D>(
  detail: DetailDocs<D>,
  description: string,
  extra?: { cancelable?: boolean; updates?: (detail: D, values: Readonly<Record<string, unknown>>) => Record<string, unknown> },
): EventSpec<D> {
  return { detail, description, ...extra };
}

/** bo-error's `code` of a failed call whose answer had no envelope code: what failed. */
export type BoErrorCodeWord = 'network' | 'timeout' | 'http' | 'malformed';

/** Detail of every `bo-error` event: a failed call, a bad attribute or a render error. */
export interface BoErrorDetail {
  source: 'http' | 'attribute' | 'render';
  msg: string;
  url?: string;
  /** a call's HTTP status; 0 when no answer came (network failure, timeout) */
  status?: number;
  /** a call's envelope code; without one, what failed: 'network', 'timeout', 'http' or 'malformed' */
  code?: number | BoErrorCodeWord;
  attribute?: string;
  value?: string;
}

/** bo-error, which every element dispatches: its documentation is checked against BoErrorDetail. */
export const ERROR_EVENT = event<BoErrorDetail>(
  {
    source: { type: "'http' | 'attribute' | 'render'" },
    msg: { type: 'string' },
    url: { type: 'string', optional: true },
    status: { type: 'number', optional: true },
    code: { type: "number | 'network' | 'timeout' | 'http' | 'malformed'", optional: true },
    attribute: { type: 'string', optional: true },
    value: { type: 'string', optional: true },
  },
  '调用失败、属性值无效或渲染出错时触发',
);

export function dispatch<D>(host: HTMLElement, name: string, detail: D, cancelable = false): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
