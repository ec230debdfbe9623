/**
 * `defineElement({ tag, component, attributes, events, methods })`: a React component becomes a custom
 * element on @r2wc/react-to-web-component (open shadow root, React root mounted on connect). The runtime
 * adds what r2wc leaves out: attribute parsing with warnings instead of throws, properties set before
 * the upgrade, `bo-*` events, methods, and a move within the page (remove + insert in one task, as
 * jQuery does) that keeps the React state.
 */
import * as React from 'react';
import r2wc from '@r2wc/react-to-web-component';
import {
  attr,
  attributeName,
  coerceProperty,
  defaultValues,
  parseAttribute,
  stringifyAttribute,
  type AttrSpecs,
  type ParseResult,
  type ValuesOf,
} from './attributes';
import { dispatch, eventProp, type BoErrorDetail, type CallbacksOf, type DetailOf, type EventSpec, type EventSpecs } from './events';
import type { CallSpec } from '../http/contract';
import { ElementRoot } from './root';
import { registry } from './registry';
import { observeShadowRoot, releaseShadowRoots } from './shadow-observer';
import { left } from './leave';
import { focusOnConnect, openChanged } from './focus';
import type { FormControl, FormLink, FormSpec } from './form';
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
  apiBase: attr.string<string | undefined>(undefined, '本元素调用后端接口的基础地址，覆盖页面的全局配置'),
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
  component: React.ComponentType<ElementProps<A, E> & { ref?: React.Ref<HandleOf<M>> }>;
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

const STATE = Symbol.for('bo.element.state');

interface ElementState {
  values: Record<string, unknown>;
  snapshot: Record<string, unknown>;
  listeners: Set<() => void>;
  pendingErrors: BoErrorDetail[];
  handle: { current: Record<string, (...args: unknown[]) => unknown> | null };
  form?: FormLink;
  /** disabled by its own `disabled` or a disabled fieldset (form-associated elements) */
  formDisabled: boolean;
  /** the values of properties the user changed (through an event's `updates`), before the first change:
   * form.reset() puts back those that have no attribute to read */
  beforeUser: Map<string, unknown>;
  callbacks: Record<string, (detail: unknown) => boolean>;
  reflecting: boolean;
}

type R2wcBase = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  container: ShadowRoot;
};

type Internal = HTMLElement & { [STATE]: ElementState };

export function defineElement<A extends AttrSpecs, E extends EventSpecs = Record<never, EventSpec<unknown>>, M extends MethodSpecs = Record<never, MethodSpec>>(
  def: ElementDefinition<A, E, M>,
): BoElementClass<A, E, M> {
  registry.set(def.tag, def as unknown as ElementDefinition);
  if (typeof HTMLElement === 'undefined') {
    // imported in Node (manifest generation): the definition is all that is needed
    return { definition: def } as unknown as BoElementClass<A, E, M>;
  }
  const existing = customElements.get(def.tag);
  if (existing) return existing as unknown as BoElementClass<A, E, M>;
  const cls = createClass(def as unknown as ElementDefinition);
  customElements.define(def.tag, cls);
  return cls as unknown as BoElementClass<A, E, M>;
}

function createClass(def: ElementDefinition) {
  const specs: AttrSpecs = { ...universalAttributes, ...def.attributes };
  const form = def.form as FormSpec<Record<string, unknown>> | undefined;
  const props = Object.keys(specs);
  const byAttribute = new Map(props.filter((p) => specs[p].kind !== 'property').map((p) => [attributeName(p), p]));
  // a host that sets `disabledIds` as an attribute before the element is defined (Vue, when the elements
  // load after it) writes `disabledids`: the lowercased property name is an alias of the attribute
  for (const [name, p] of [...byAttribute]) if (p.toLowerCase() !== name) byAttribute.set(p.toLowerCase(), p);
  /** property names as hosts write them: camelCase, and the kebab name (Vue's `:page-size.prop`) */
  const propertyNames = props.flatMap((p) => (attributeName(p) === p ? [p] : [p, attributeName(p)]));
  const defaults = defaultValues(specs);
  const display = def.display ?? 'inline-block';
  const { component: Component, events = {} } = def;

  function Root({ container }: { container?: HTMLElement }) {
    const root = container as unknown as ShadowRoot;
    const host = root.host as Internal;
    const state = host[STATE];
    const values = React.useSyncExternalStore(subscribe(state), () => state.snapshot);
    const { apiBase, lang, ...componentProps } = values;
    if (state.form) {
      // a disabled field (its own attribute or a disabled fieldset) cannot be opened
      const disabled = !!values.disabled || state.formDisabled;
      Object.assign(componentProps, { disabled }, 'open' in values ? { open: !!values.open && !disabled } : {});
    }
    return React.createElement(
      ElementRoot,
      { host, root, tag: def.tag, display, apiBase: apiBase as string | undefined, lang: lang as string },
      React.createElement(Component, { ...componentProps, ...state.callbacks, ref: state.handle }),
      state.form && React.createElement(state.form.spec.runtime.Feedback, { link: state.form }),
    );
  }

  const Base = r2wc(Root, { shadow: 'open' }) as unknown as R2wcBase;

  class Element extends Base {
    static readonly definition = def;
    static readonly formAssociated = !!form;
    static get observedAttributes() {
      return [...byAttribute.keys()];
    }
    declare [STATE]: ElementState;

    constructor() {
      super();
      const self = this as unknown as Internal;
      const state: ElementState = (self[STATE] = {
        values: { ...defaults },
        snapshot: { ...defaults },
        listeners: new Set(),
        pendingErrors: [],
        handle: { current: null },
        callbacks: Object.fromEntries(
          Object.entries(events).map(([name, spec]) => [
            eventProp(name),
            (detail: unknown) => {
              if (spec.updates) {
                const next = spec.updates(detail, state.values);
                for (const key of Object.keys(next)) if (!state.beforeUser.has(key)) state.beforeUser.set(key, state.values[key]);
                Object.assign(this, next);
              }
              return dispatch(this, name, detail, spec.cancelable);
            },
          ]),
        ),
        reflecting: false,
        formDisabled: false,
        beforeUser: new Map(),
      });
      if (form) state.form = form.runtime.link(this, form, () => state.values);
      // a property set on the element before its class was defined shadows our accessor: re-apply it
      for (const p of propertyNames) {
        if (Object.prototype.hasOwnProperty.call(this, p)) {
          const value = (this as unknown as Record<string, unknown>)[p];
          delete (this as unknown as Record<string, unknown>)[p];
          (this as unknown as Record<string, unknown>)[p] = value;
        }
      }
    }

    attributeChangedCallback(name: string, _old: string | null, raw: string | null) {
      const state = (this as unknown as Internal)[STATE];
      const prop = byAttribute.get(name);
      if (!prop || state.reflecting) return;
      accept(this as unknown as Internal, prop, parseAttribute(raw, specs[prop]), name, raw);
    }

    override connectedCallback() {
      super.connectedCallback();
      // tabster must see into the shadow root even when it is attached to an element already in the
      // page (an upgrade), which no mutation record announces
      observeShadowRoot(this.container);
      focusOnConnect(this.container);
      const state = (this as unknown as Internal)[STATE];
      for (const detail of state.pendingErrors.splice(0)) dispatch(this, 'bo-error', detail);
    }

    /** form.reset(): back to what the attributes say, and what the page set before the user changed it */
    formResetCallback() {
      const self = this as unknown as Internal;
      const { beforeUser } = self[STATE];
      for (const [prop, value] of beforeUser) if (specs[prop]?.kind === 'property') set(self, prop, value);
      beforeUser.clear();
      for (const prop of props) {
        const name = attributeName(prop);
        if (specs[prop].kind !== 'property') accept(self, prop, parseAttribute(this.getAttribute(name), specs[prop]), name, null);
      }
    }

    formDisabledCallback(disabled: boolean) {
      const state = (this as unknown as Internal)[STATE];
      state.formDisabled = disabled;
      state.snapshot = { ...state.values };
      state.listeners.forEach((fn) => fn());
    }

    override disconnectedCallback() {
      // unmount only when the element is still out of the page once the current task's work is done
      queueMicrotask(() => {
        if (this.isConnected) return;
        super.disconnectedCallback();
        // the page-wide focus manager must not keep observing (and so keep alive) a removed element
        releaseShadowRoots();
        left(this); // a pending show() answers null
      });
    }
  }

  function accept(el: Internal, prop: string, result: ParseResult<unknown>, attribute: string, raw: unknown) {
    const state = el[STATE];
    if (result.ok) {
      set(el, prop, result.value);
      return;
    }
    const value = typeof raw === 'string' ? raw : JSON.stringify(raw);
    const msg = `<${def.tag}> ${attribute}=${JSON.stringify(value)} is not valid (${result.reason}); using the default ${JSON.stringify(specs[prop].default)}.`;
    console.warn(msg);
    set(el, prop, specs[prop].default);
    const detail: BoErrorDetail = { source: 'attribute', msg, attribute, value };
    if (el.isConnected) dispatch(el, 'bo-error', detail);
    else state.pendingErrors.push(detail);
  }

  function set(el: Internal, prop: string, value: unknown) {
    const state = el[STATE];
    if (Object.is(state.values[prop], value)) return;
    state.values[prop] = value;
    state.snapshot = { ...state.values };
    if (prop === 'open') openChanged(el, !!value);
    def.sync?.(state.snapshot, el);
    if (state.form) state.form.spec.runtime.sync(state.form);
    state.listeners.forEach((fn) => fn());
  }

  for (const prop of props) {
    const spec = specs[prop];
    Object.defineProperty(Element.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Internal) {
        return this[STATE].values[prop];
      },
      set(this: Internal, value: unknown) {
        accept(this, prop, coerceProperty(value, spec), prop, value);
        if (spec.reflect) {
          const text = stringifyAttribute(this[STATE].values[prop], spec);
          const name = attributeName(prop);
          this[STATE].reflecting = true;
          if (text === null) this.removeAttribute(name);
          else if (this.getAttribute(name) !== text) this.setAttribute(name, text);
          this[STATE].reflecting = false;
        }
      },
    });
  }

  // the kebab name of a property is the same property (`el['page-size']` is `el.pageSize`)
  for (const prop of props) {
    const kebab = attributeName(prop);
    if (kebab === prop) continue;
    Object.defineProperty(Element.prototype, kebab, {
      configurable: true,
      enumerable: false,
      get(this: Record<string, unknown>) {
        return this[prop];
      },
      set(this: Record<string, unknown>, value: unknown) {
        this[prop] = value;
      },
    });
  }

  for (const [name, spec] of Object.entries(def.methods ?? {})) {
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      writable: true,
      value(this: Internal, ...args: unknown[]) {
        if (spec.call) return (spec.call as (el: HTMLElement, ...a: unknown[]) => unknown)(this, ...args);
        return this[STATE].handle.current?.[name]?.(...args);
      },
    });
  }
  if (form) form.runtime.defineMembers(Element.prototype, (el) => (el as Internal)[STATE].form!);
  return Element;
}

const subscriptions = new WeakMap<ElementState, (fn: () => void) => () => void>();
function subscribe(state: ElementState) {
  let fn = subscriptions.get(state);
  if (!fn) {
    fn = (listener) => {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    };
    subscriptions.set(state, fn);
  }
  return fn;
}

