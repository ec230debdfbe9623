/**
 * `bo-elements/vue`: every tag in Vue's `GlobalComponents`, so that Vue's language tools (vue-tsc,
 * Volar) check `<bo-goods-picker :selected-ids="ids" @bo-confirm="onConfirm">` in templates: the
 * element's properties with their types, the HTML attributes every element takes, and its `bo-*`
 * events with their details. Types only: `/// <reference types="bo-elements/vue" />` in a .d.ts of the
 * app. The shape is the one Vue's guide gives for custom elements not written in Vue.
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { BoEventsOf, BoPropsOf, BoTag } from './tags';

/** A custom element as Vue's template checker reads a component: `$props` and `$emit` are for types only. */
export type BoVueElement<E> = new () => E & {
  $props: BoPropsOf<E> & Omit<HTMLAttributes, keyof BoPropsOf<E>> & PublicProps;
  $emit: EmitFn<{ [N in keyof BoEventsOf<E>]: (event: BoEventsOf<E>[N]) => void }>;
};

export type BoVueComponents = { [T in BoTag]: BoVueElement<HTMLElementTagNameMap[T]> };

declare module 'vue' {
  // a declaration merge: the templates of the app know every bo-* tag
  interface GlobalComponents extends BoVueComponents {}
}
