// React 19's JSX for the bo-* tags, from the elements' own types (HTMLElementTagNameMap): their
// properties as props, their events as `onbo-*` listeners with typed details, React's ref and the
// usual HTML attributes. (The package's declarations for every tag take its place once they exist.)
import type { HTMLAttributes, RefAttributes } from 'react';

type EventsOf<E> = E extends { readonly __boEvents?: infer M } ? NonNullable<M> : never;
type Listeners<E> = { [N in keyof EventsOf<E> & string as `on${N}`]?: (event: EventsOf<E>[N]) => void };
type Props<E extends HTMLElement> = Partial<Omit<E, keyof HTMLElement | '__boEvents'>> & HTMLAttributes<E> & RefAttributes<E> & Listeners<E>;
type BoTags = { [T in keyof HTMLElementTagNameMap as T extends `bo-${string}` ? T : never]: Props<HTMLElementTagNameMap[T]> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends BoTags {}
  }
}
