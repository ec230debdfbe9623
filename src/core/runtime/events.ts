/**
 * Event specifications. A React component calls a plain callback prop (`onChange(detail)`); the runtime
 * turns each callback into a `bo-*` CustomEvent dispatched on the host element: bubbling and composed,
 * so a listener on `document` hears it. The callback returns `false` when a cancelable event was
 * cancelled by the page (`preventDefault()`).
 */
export interface EventSpec<D> {
  /** the component prop that fires it, e.g. 'onChange' */
  prop: string;
  description: string;
  /** TypeScript text of the detail type, for the manifest and the docs */
  detailText: string;
  cancelable?: boolean;
  /** properties of the element to set from the detail before the event is dispatched, so that the
   * element's properties always read the state the user left (el.page after paging, el.open after a
   * dialog closed) and a page that never writes them back can still reset them */
  updates?: (detail: D) => Record<string, unknown>;
  /** phantom field carrying the detail type */
  readonly __detail?: D;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- detail types vary per event
export type EventSpecs = Record<`bo-${string}`, EventSpec<any>>;
export type DetailOf<S> = S extends EventSpec<infer D> ? D : never;

export function event<D>(
  prop: string,
  detailText: string,
  description: string,
  extra?: { cancelable?: boolean; updates?: (detail: D) => Record<string, unknown> },
): EventSpec<D> {
  return { prop, detailText, description, ...extra };
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
