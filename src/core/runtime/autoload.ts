/**
 * The autoloader's runtime (dist/bo-elements.js, whose table elements/autoload.ts is written from the
 * registry): every tag is defined at once from its head, without React or any element's code. An
 * element's code (its module, dist/bo-x.js, with the chunks it shares) is loaded when one of its elements
 * first connects (in the document or in a shadow root, ours or the page's), or when a page calls one of
 * its methods; until then its attributes and properties are parsed and kept as the head says (their
 * checks run when the code comes) and its methods wait (host.ts). A page pays for the elements it shows,
 * and `customElements.whenDefined()` answers at once.
 */
import { hostClass, type HostClass } from './host';
import { universalAttributes } from './definition';
import { unpack, type PackedSpec } from './head';

/**
 * The class of `tag`, defined from its head: its properties' packed specs (head.ts), its method names
 * (space-separated) and whether it is form-associated. A tag already defined (its module came first)
 * keeps its class.
 */
export function lazyElement(tag: `bo-${string}`, load: () => Promise<unknown>, specs: Record<string, PackedSpec>, methods = '', form = false): HostClass {
  const existing = customElements.get(tag);
  if (existing) return existing as HostClass;
  const own = Object.fromEntries(Object.entries(specs).map(([prop, packed]) => [prop, unpack(packed)]));
  const cls = hostClass({ tag, specs: { ...universalAttributes, ...own }, methods: methods.split(' ').filter(Boolean), form }, load);
  customElements.define(tag, cls);
  return cls;
}
