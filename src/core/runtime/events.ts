/**
 * Event specifications. A React component calls a plain callback prop (`onChange(detail)`, named after
 * the event: `bo-change` → `onChange`); the runtime turns each callback into a `bo-*` CustomEvent
 * dispatched on the host element: bubbling and composed,
 * so a listener on `document` hears it. The callback returns `false` when a cancelable event was
 * cancelled by the page (`preventDefault()`).
 */
export interface EventSpec<D> {
  description: string;
  /** TypeScript text of the detail type, for the manifest and the docs */
  detailText: string;
  cancelable?: boolean;
  /** properties of the element to set from the detail before the event is dispatched, so that the
   * element's properties always read the state the user left (el.page after paging, el.open after a
   * dialog closed) and a page that never writes them back can still reset them (a method: specs of
   * any detail type fit in one `EventSpecs` record) */
  updates?(detail: D): Record<string, unknown>;
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
  detailText: string,
  description: string,
  extra?: { cancelable?: boolean; updates?: (detail: D) => Record<string, unknown> },
): EventSpec<D> {
  return { detailText, description, ...extra };
}

/** Detail of every `bo-error` event: a failed call, a bad attribute or a render error. */
export interface BoErrorDetail {
  source: 'http' | 'attribute' | 'render';
  msg: string;
  url?: string;
  status?: number;
  code?: number;
  attribute?: string;
  value?: string;
}

export function dispatch<D>(host: HTMLElement, name: string, detail: D, cancelable = false): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
