/**
 * `bo-elements/react`: every tag in React 19's `JSX.IntrinsicElements`, so that
 * `<bo-goods-picker selectedIds={ids} onbo-confirm={(e) => save(e.detail.records)} />` is checked: the
 * element's properties with their types (React 19 sets them as properties), its `bo-*` events as
 * `on<event name>` listeners (React 19 adds a listener for such a prop on a custom element), the HTML
 * attributes of any element, and a `ref` of the element's type (`ref.current.show()`). Types only:
 * `/// <reference types="bo-elements/react" />` in a .d.ts of the app.
 */
import type * as React from 'react';
import type { BoEventsOf, BoPropsOf, BoTag } from './tags';

type Listeners<E> = { [N in keyof BoEventsOf<E> & string as `on${N}`]?: (event: BoEventsOf<E>[N]) => void };

export type BoReactProps<E> = BoPropsOf<E> & Listeners<E> & Omit<React.DetailedHTMLProps<React.HTMLAttributes<E>, E>, keyof BoPropsOf<E>>;

export type BoReactElements = { [T in BoTag]: BoReactProps<HTMLElementTagNameMap[T]> };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's types keep JSX in a namespace; a merge must name it
  namespace JSX {
    // a declaration merge: JSX knows every bo-* tag
    interface IntrinsicElements extends BoReactElements {}
  }
}
