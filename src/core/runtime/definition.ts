/**
 * What an element is made of (`defineElement({ tag, component, attributes, events, methods })`) and the
 * types of the classes made from it. No React here at runtime: the element class (host.ts) and the
 * autoloader (autoload.ts) read these before any component's code has come.
 */
import type * as React from 'react';
import { attr, type AttrSpecs, type ValuesOf } from './attributes';
import type { BoErrorDetail, CallbacksOf, DetailOf, EventSpecs } from './events';
import type { CallSpec } from '../http/contract';
import type { FormControl, FormSpec } from './form';
import type { PartDocs } from './part';

type AnyFn = (...args: never[]) => unknown;

export interface MethodSpec<F extends AnyFn = AnyFn> {
  description: string;
  /** TypeScript text of the signature, for the manifest */
  signature: string;
  /** the implementation on the element; without it the call goes to the component's imperative handle
   * (a method: specs of any signature fit in one `MethodSpecs` record) */
  call?(el: HTMLElement, ...args: Parameters<F>): ReturnType<F>;
  readonly __fn?: F;
}

export type MethodSpecs = Record<string, MethodSpec>;
type FnOf<S> = S extends MethodSpec<infer F> ? F : never;
/** The methods of an element; those without an implementation of their own (`call`) go to the
 * component's imperative handle. */
export type HandleOf<M extends MethodSpecs> = { [K in keyof M]: FnOf<M[K]> };

export function method<F extends AnyFn>(
  signature: string,
  description: string,
  call?: (el: HTMLElement, ...args: Parameters<F>) => ReturnType<F>,
): MethodSpec<F> {
  return { signature, description, call };
}

/** Attributes every element has. */
export const universalAttributes = {
  apiBase: attr.string<string | undefined>(undefined, '本元素调用的后端服务器的根地址（同 bo-config 的 base-url：接口路径原样接在后面），覆盖页面的全局配置'),
  lang: attr.string(
    '',
    '本元素的界面语言：en 开头为英文（en-US），其余为中文（zh-CN）；未设时依次取 <bo-config lang>、<html lang>，默认 zh-CN；可随时更改',
    { reflect: true },
  ),
};

/**
 * The props an element's component receives, derived from its specs: the value of every attribute and a
 * callback per event (`bo-confirm` → `onConfirm`). The component may take less (props it ignores) but
 * not more: the compiler checks the link between the element's attributes and its component.
 */
export type ElementProps<A extends AttrSpecs, E extends EventSpecs = EventSpecs> = ValuesOf<A> & CallbacksOf<E>;

export interface ElementDefinition<A extends AttrSpecs = AttrSpecs, E extends EventSpecs = EventSpecs, M extends MethodSpecs = MethodSpecs> {
  tag: `bo-${string}`;
  /** one sentence for the manifest and the demo */
  description: string;
  /** what it draws; none for an element that draws nothing (<bo-config>: defineHeadless, host.ts), so
   * that its code needs no React */
  component?: React.ComponentType<ElementProps<A, E> & { ref?: React.Ref<HandleOf<M>> }>;
  attributes: A;
  events?: E;
  methods?: M;
  /** CSS display of the host (default inline-block) */
  display?: string;
  /** the `::part`s a page may style (names from the vocabulary of part.ts) */
  cssParts?: PartDocs;
  cssProperties?: Record<string, string>;
  /** called synchronously with the element's values whenever one changes, before React renders
   * (for elements whose values act on the page at once, like <bo-config>) */
  sync?: (values: ValuesOf<A>, el: HTMLElement) => void;
  /** makes the element form-associated (form.ts): its value in a plain <form> under its `name`, its
   * validity with `required`; the element declares the form attributes it takes (formAttr) */
  form?: FormSpec<ValuesOf<A>>;
  /** its backend contract (backend-contract.json, docs/backend/<tag>.md): loads the function that gives
   * the calls the element makes with given values, as its code makes them (loaded on demand, so that
   * this documentation stays out of the element's bundle); none for an element that calls no backend */
  backend?: () => Promise<(values: ValuesOf<A>) => CallSpec[]>;
}

/** The events an element dispatches, as an event map (`'bo-change': CustomEvent<{ page; pageSize }>`):
 * its own and `bo-error`, which every element dispatches. */
export type BoEventMap<E extends EventSpecs> = { [K in keyof E & string]: CustomEvent<DetailOf<E[K]>> } & {
  'bo-error': CustomEvent<BoErrorDetail>;
};

type NotBo<T extends string> = T extends `bo-${string}` ? never : T;
type Options = boolean | AddEventListenerOptions;

/**
 * An element with typed listeners: `el.addEventListener('bo-change', (e) => e.detail.page)` infers the
 * detail; a `bo-*` name the element does not dispatch is a type error (the DOM's own events and other
 * names still take any listener, as on every element).
 */
export interface BoEventTarget<Map> extends HTMLElement {
  addEventListener<K extends keyof Map & string>(type: K, listener: (this: this, ev: Map[K]) => unknown, options?: Options): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: this, ev: HTMLElementEventMap[K]) => unknown, options?: Options): void;
  addEventListener<T extends string>(type: NotBo<T>, listener: EventListenerOrEventListenerObject, options?: Options): void;
  removeEventListener<K extends keyof Map & string>(type: K, listener: (this: this, ev: Map[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: this, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<T extends string>(type: NotBo<T>, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
  /** the element's event map (types only: never set) */
  readonly __boEvents?: Map;
}

/** The instance type of a defined element: typed properties, methods and event listeners. */
export type BoElement<A extends AttrSpecs, E extends EventSpecs, M extends MethodSpecs> = BoEventTarget<BoEventMap<E>> &
  ValuesOf<A> & { apiBase: string | undefined; lang: string } & HandleOf<M> & ('name' extends keyof A ? FormControl : unknown);

export interface BoElementClass<A extends AttrSpecs, E extends EventSpecs, M extends MethodSpecs> {
  new (): BoElement<A, E, M>;
  readonly definition: ElementDefinition<A, E, M>;
}
