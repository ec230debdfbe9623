/**
 * Defining a tag, without React (defineElement, define-element.ts, adds the renderer for elements that
 * draw; <bo-config> draws nothing and uses defineHeadless).
 */
import type { AttrSpecs } from './attributes';
import type { BoElementClass, ElementDefinition } from './definition';
import { headOf } from './head';
import { hostClass, implement, type HostClass } from './host';
import { registry } from './registry';

/**
 * Defines `def`'s tag with its class, or gives the class the autoloader defined (or another copy of the
 * runtime) its definition; registers it (the demo, the manifest and the conformance suite read the
 * registry). An element that draws (a component) needs the renderer: defineElement brings it.
 */
export function define(def: ElementDefinition): HostClass {
  registry.set(def.tag, def);
  if (typeof HTMLElement === 'undefined') {
    // imported in Node (manifest generation): the definition is all that is needed
    return { definition: def } as unknown as HostClass;
  }
  const existing = customElements.get(def.tag);
  if (existing) {
    implement(existing, def);
    return existing as HostClass;
  }
  const cls = hostClass(headOf(def), def);
  customElements.define(def.tag, cls);
  return cls;
}

/** An element that draws nothing (<bo-config>): its code needs neither React nor the renderer, so the
 * autoloader defines it with its definition at once. */
export function defineHeadless<A extends AttrSpecs>(def: Omit<ElementDefinition<A>, 'component'>): BoElementClass<A, Record<never, never>, Record<never, never>> {
  return define(def as unknown as ElementDefinition) as unknown as BoElementClass<A, Record<never, never>, Record<never, never>>;
}
