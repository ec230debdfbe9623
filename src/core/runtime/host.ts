/**
 * The class of every tag, without React: attributes parsed with warnings instead of throws, properties
 * (also those set before the class was defined), `bo-*` events, methods, form association, and a move
 * within the page (remove + insert in one task, as jQuery does) that keeps the React state. It stands on
 * r2wc's core (@r2wc/core: the open shadow root, a mount on connect, an unmount on disconnect) with a
 * renderer that draws the element's React tree (render.tsx) once that code is there.
 *
 * A class may be defined before its element's code has come (the autoloader, autoload.ts): it then knows
 * only the element's head, the names of its properties and methods. Connecting such an element, or
 * calling one of its methods, loads the code, whose defineElement() gives the class its definition
 * (`implement`). Until then the element's attributes wait on it, a property set on it is kept (an own
 * property, taken over when the definition comes) and a method called waits for the code, then runs.
 */
import r2wcCore from '@r2wc/core';
import { attributeName, coerceProperty, defaultValues, parseAttribute, stringifyAttribute, type AttrSpecs, type ParseResult } from './attributes';
import { dispatch, eventProp, type BoErrorDetail } from './events';
import { universalAttributes, type ElementDefinition } from './definition';
import type { ElementHead } from './head';
import { left } from './leave';
import { openChanged } from './focus';
import type { FormLink, FormSpec } from './form';

export interface ElementState {
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
  /** the definition has come and the state has its checks, callbacks and form side */
  complete: boolean;
}

/** What render.tsx draws an element from. */
export interface ElementView {
  def: ElementDefinition;
  state: ElementState;
}

/** The React side (render.tsx), set when its code has come. */
export interface Renderer {
  /** mounts the element's React tree in its shadow root; returns its unmount */
  mount(container: ShadowRoot, view: ElementView): () => void;
  /** each time an element is connected (focus and the focus manager's view of its shadow root) */
  connected(container: ShadowRoot): void;
}
let renderer: Renderer | undefined;
let rendererLoading: Promise<Renderer> | undefined;
/** define-element.ts brings the renderer with every element's own code; the autoloader fetches it with
 * the first element that connects */
export function setRenderer(r: Renderer) {
  renderer = r;
}
const loadRenderer = () => (renderer ? Promise.resolve(renderer) : (rendererLoading ??= import('./render').then((m) => (renderer = m.renderer))));

const STATE = Symbol.for('bo.element.state');
type Internal = HTMLElement & { [STATE]?: ElementState; container: ShadowRoot };
const IMPLEMENT = Symbol.for('bo.element.implement');

export interface HostClass extends CustomElementConstructor {
  readonly definition?: ElementDefinition;
}

/** Gives a class defined from its head its definition; false when `cls` is not such a class. */
export function implement(cls: CustomElementConstructor, def: ElementDefinition): boolean {
  const fn = (cls as unknown as Record<symbol, ((def: ElementDefinition) => void) | undefined>)[IMPLEMENT];
  fn?.(def);
  return !!fn;
}

/** the host's display of an element that draws nothing (one that draws has it from its root, theme.ts) */
const displaySheets = new Map<string, CSSStyleSheet>();
function hostDisplay(root: ShadowRoot, display: string) {
  let sheet = displaySheets.get(display);
  if (!sheet) {
    displaySheets.set(display, (sheet = new CSSStyleSheet()));
    sheet.replaceSync(`:host{display:${display}}`);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** r2wc's renderer: mount, update and unmount of the element's tree */
interface Mounted {
  host: Internal;
  unmount?: () => void;
  gone: boolean;
}

/**
 * The class of an element: from its definition (defineElement), or from its head and a loader of its
 * code (the autoloader), whose defineElement() calls `implement`.
 */
export function hostClass(head: ElementHead, source: ElementDefinition | (() => Promise<unknown>)): HostClass {
  const load = typeof source === 'function' ? source : undefined;
  /** the head's specs (parsing), then the definition's (their checks too) */
  let specs = head.specs as AttrSpecs;
  const props = Object.keys(specs);
  const byAttribute = new Map(props.filter((p) => specs[p].kind !== 'property').map((p) => [attributeName(p), p]));
  // a host that sets `disabledIds` as an attribute before the element is defined (Vue, when the elements
  // load after it) writes `disabledids`: the lowercased property name is an alias of the attribute
  for (const [name, p] of [...byAttribute]) if (p.toLowerCase() !== name) byAttribute.set(p.toLowerCase(), p);
  /** property names as hosts write them: camelCase, and the kebab name (Vue's `:page-size.prop`) */
  const propertyNames = props.flatMap((p) => (attributeName(p) === p ? [p] : [p, attributeName(p)]));
  const defaults = defaultValues(specs);

  let def: ElementDefinition | undefined;
  let form: FormSpec<Record<string, unknown>> | undefined;
  let loading: Promise<void> | undefined;
  /** connected elements waiting for the definition */
  const waiting = new Set<Mounted>();

  const failed = (host: HTMLElement, e: unknown) => {
    const msg = `<${head.tag}>: its code could not be loaded (${String((e as Error)?.message ?? e)})`;
    console.error(msg);
    dispatch(host, 'bo-error', { source: 'render', msg } satisfies BoErrorDetail);
  };
  const whenDefined = (): Promise<void> => {
    if (def) return Promise.resolve();
    loading ??= (load ? load() : Promise.reject(new Error('no loader'))).then(() => {
      if (!def) throw new Error(`${head.tag} was not defined by its code`);
    });
    return loading;
  };

  const mount = (m: Mounted) => (m.unmount = renderer!.mount(m.host.container, { def: def!, state: stateOf(m.host) }));
  /** each connection of a mounted element: focus, and the errors of attributes read while it was out */
  function connected(el: Internal) {
    if (def!.component) renderer!.connected(el.container);
    else hostDisplay(el.container, def!.display ?? 'inline-block');
    for (const detail of stateOf(el).pendingErrors.splice(0)) dispatch(el, 'bo-error', detail);
  }
  /** the definition is there, and the renderer too if the element draws anything */
  const ready = () => !!def && (!!renderer || !def.component);

  function start(m: Mounted) {
    if (ready()) {
      if (def!.component) mount(m);
      return;
    }
    waiting.add(m);
    whenDefined().then(() => (def!.component ? loadRenderer() : undefined)).then(
      () => {
        if (!waiting.delete(m) || m.gone) return;
        if (def!.component) mount(m);
        connected(m.host);
      },
      (e) => {
        waiting.delete(m);
        if (!m.gone) failed(m.host, e);
      },
    );
  }

  const Base = r2wcCore<{ container?: HTMLElement }, Mounted>(() => null, { shadow: 'open' }, {
    mount: (container) => {
      const m: Mounted = { host: (container as unknown as ShadowRoot).host as Internal, gone: false };
      start(m);
      return m;
    },
    update: () => undefined,
    unmount: (m) => {
      m.gone = true;
      waiting.delete(m);
      m.unmount?.();
    },
  }) as unknown as new () => Internal & { connectedCallback(): void; disconnectedCallback(): void };

  /** The element's state, made as it is constructed (its values from the head); completed once the
   * definition is there: the checks of its values, its event callbacks, its form side. */
  function stateOf(el: Internal): ElementState {
    let state = el[STATE];
    if (!state) {
      state = el[STATE] = {
        values: { ...defaults },
        snapshot: { ...defaults },
        listeners: new Set(),
        pendingErrors: [],
        handle: { current: null },
        callbacks: {},
        reflecting: false,
        formDisabled: false,
        beforeUser: new Map(),
        complete: false,
      };
    }
    if (def && !state.complete) complete(el, state, def);
    return state;
  }

  function complete(el: Internal, state: ElementState, d: ElementDefinition) {
    state.complete = true;
    state.callbacks = Object.fromEntries(
      Object.entries(d.events ?? {}).map(([name, spec]) => [
        eventProp(name),
        (detail: unknown) => {
          if (spec.updates) {
            const next = spec.updates(detail, state.values);
            for (const key of Object.keys(next)) if (!state.beforeUser.has(key)) state.beforeUser.set(key, state.values[key]);
            Object.assign(el, next);
          }
          return dispatch(el, name, detail, spec.cancelable);
        },
      ]),
    );
    if (form) state.form = form.runtime.link(el, form, () => state.values);
    // what was set before the definition came, against its checks
    for (const prop of props) {
      if (Object.is(state.values[prop], specs[prop].default)) continue;
      const problem = specs[prop].check?.(state.values[prop]);
      const name = attributeName(prop);
      if (problem) accept(el, prop, { ok: false, reason: problem }, el.hasAttribute(name) ? name : prop, el.getAttribute(name) ?? state.values[prop]);
    }
    if (d.sync && Object.keys(defaults).some((p) => state.values[p] !== defaults[p])) d.sync(state.snapshot, el);
  }

  class Element extends Base {
    static readonly formAssociated = head.form;
    static get observedAttributes() {
      return [...byAttribute.keys()];
    }
    static get definition() {
      return def;
    }
    static [IMPLEMENT](d: ElementDefinition) {
      if (!def) define(d);
    }

    constructor() {
      super();
      stateOf(this);
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
      const prop = byAttribute.get(name);
      const state = stateOf(this);
      if (!prop || state.reflecting) return;
      const result = parseAttribute(raw, specs[prop], name);
      accept(this, prop, result, name, raw);
      // a reflected attribute with a bad value is written back as its default: the browser reads some of
      // them itself (`disabled` disables a form-associated element whatever its value)
      if (!result.ok && specs[prop].reflect) reflect(this, prop, specs[prop].default);
    }

    override connectedCallback() {
      super.connectedCallback();
      // an element waiting for its code or the renderer: its first mount does this
      if (ready()) connected(this);
    }

    /** form.reset(): back to what the attributes say, and what the page set before the user changed it */
    formResetCallback() {
      const state = stateOf(this);
      for (const [prop, value] of state.beforeUser) if (specs[prop]?.kind === 'property') set(this, prop, value);
      state.beforeUser.clear();
      for (const prop of props) {
        const name = attributeName(prop);
        if (specs[prop].kind !== 'property') accept(this, prop, parseAttribute(this.getAttribute(name), specs[prop], name), name, null);
      }
    }

    formDisabledCallback(disabled: boolean) {
      const state = stateOf(this);
      state.formDisabled = disabled;
      state.snapshot = { ...state.values };
      state.listeners.forEach((fn) => fn());
    }

    override disconnectedCallback() {
      // unmount only when the element is still out of the page once the current task's work is done
      queueMicrotask(() => {
        if (this.isConnected) return;
        super.disconnectedCallback();
        left(this); // a pending show() answers null
      });
    }
  }

  function accept(el: Internal, prop: string, result: ParseResult<unknown>, attribute: string, raw: unknown) {
    const state = stateOf(el);
    if (result.ok) {
      set(el, prop, result.value);
      return;
    }
    const value = typeof raw === 'string' ? raw : JSON.stringify(raw);
    const msg = `<${head.tag}> ${attribute}=${JSON.stringify(value)} is not valid (${result.reason}); using the default ${JSON.stringify(specs[prop].default)}.`;
    console.warn(msg);
    set(el, prop, specs[prop].default);
    const detail: BoErrorDetail = { source: 'attribute', msg, attribute, value };
    if (el.isConnected) dispatch(el, 'bo-error', detail);
    else state.pendingErrors.push(detail);
  }

  /** Writes a reflected property's value as its attribute (absent for null and a false boolean). */
  function reflect(el: Internal, prop: string, value: unknown) {
    const state = stateOf(el);
    const [text, name] = [stringifyAttribute(value, specs[prop]), attributeName(prop)];
    state.reflecting = true;
    if (text === null) el.removeAttribute(name);
    else if (el.getAttribute(name) !== text) el.setAttribute(name, text);
    state.reflecting = false;
  }

  function set(el: Internal, prop: string, value: unknown) {
    const state = stateOf(el);
    if (Object.is(state.values[prop], value)) return;
    state.values[prop] = value;
    state.snapshot = { ...state.values };
    if (prop === 'open') openChanged(el, !!value);
    def?.sync?.(state.snapshot, el);
    if (state.form) state.form.spec.runtime.sync(state.form);
    state.listeners.forEach((fn) => fn());
  }

  const proto = Element.prototype as unknown as Record<string, unknown>;
  // before the definition, a method waits for it and then runs
  for (const name of head.methods) {
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value(this: Internal, ...args: unknown[]) {
        const waiter = proto[name];
        return whenDefined().then(() => {
          const fn = proto[name] as (...a: unknown[]) => unknown;
          if (fn === waiter) throw new Error(`<${head.tag}> has no method ${name}`);
          return fn.apply(this, args);
        });
      },
    });
  }

  for (const prop of props) {
    Object.defineProperty(proto, prop, {
      configurable: true,
      enumerable: true,
      get(this: Internal) {
        return stateOf(this).values[prop];
      },
      set(this: Internal, value: unknown) {
        const state = stateOf(this);
        const spec = specs[prop];
        accept(this, prop, coerceProperty(value, spec), prop, value);
        if (spec.reflect) reflect(this, prop, state.values[prop]);
      },
    });
    // the kebab name of a property is the same property (`el['page-size']` is `el.pageSize`)
    const kebab = attributeName(prop);
    if (kebab !== prop) {
      Object.defineProperty(proto, kebab, {
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
  }

  /** the class gets its definition: the checks of its values, its methods and form members */
  function define(d: ElementDefinition) {
    def = d;
    specs = { ...universalAttributes, ...d.attributes };
    form = d.form as FormSpec<Record<string, unknown>> | undefined;
    for (const [name, spec] of Object.entries(d.methods ?? {})) {
      Object.defineProperty(proto, name, {
        configurable: true,
        writable: true,
        value(this: Internal, ...args: unknown[]) {
          stateOf(this);
          if (spec.call) return (spec.call as (el: HTMLElement, ...a: unknown[]) => unknown)(this, ...args);
          return this[STATE]!.handle.current?.[name]?.(...args);
        },
      });
    }
    if (form) form.runtime.defineMembers(proto, (el) => stateOf(el as Internal).form!);
  }

  if (!load) define(source as ElementDefinition);
  return Element as unknown as HostClass;
}
