/**
 * Per tag, what a host sets and hears, read from the elements' own types: every element file puts its
 * tag in `HTMLElementTagNameMap`, so the declarations for Vue (./vue.ts) and React (./react.ts) cover
 * every registered tag without listing one.
 */
// every element's declarations (kept in tags.d.ts, which an `import type {}` would not be); the
// modules that use this one take types only, so nothing loads it in a page
import './index';

/** every tag of bo-elements */
export type BoTag = keyof HTMLElementTagNameMap & `bo-${string}`;

/** an element's `bo-*` events: `{ 'bo-change': CustomEvent<{ page: number; pageSize: number }>, 'bo-error': … }` */
export type BoEventsOf<E> = E extends { readonly __boEvents?: infer M } ? NonNullable<M> : never;

/**
 * The properties a host sets on an element: its own fields, not those of every HTMLElement (`title`,
 * `lang` and `hidden` come with the host's HTML attributes) and not its methods (`show()`, `hide()`).
 */
export type BoPropsOf<E> = {
  [K in keyof E as K extends keyof HTMLElement | '__boEvents' ? never : E[K] extends (...args: never[]) => unknown ? never : K]?: E[K];
};
