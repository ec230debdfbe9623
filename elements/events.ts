/**
 * The `bo-*` events of every element, as `document` hears them: `document.addEventListener('bo-confirm',
 * (e) => e.detail.records)` is typed. An event that several elements dispatch (`bo-change` of a pager
 * and of a tab bar) carries the union of their details.
 */
import type * as all from './index';

type Exports = typeof all;
type EventsOf<C> = C extends abstract new () => { readonly __boEvents?: infer M } ? NonNullable<M> : never;
type Maps = { [K in keyof Exports]: EventsOf<Exports[K]> }[keyof Exports];
type Names = Maps extends infer M ? (M extends unknown ? keyof M & string : never) : never;
type DetailOfName<N extends string, M = Maps> = M extends unknown ? (N extends keyof M ? M[N] : never) : never;

export type BoDocumentEventMap = { [N in Names]: DetailOfName<N> };

declare global {
  // a declaration merge: document's listeners get the details' types
  interface DocumentEventMap extends BoDocumentEventMap {}
}
