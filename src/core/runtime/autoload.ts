/**
 * The autoloader's runtime (dist/bo-elements.js, whose table elements/autoload.ts is written from the
 * registry): every tag is defined at once from its head, without React or any element's code. An
 * element's code (its module, dist/bo-x.js, with the chunks it shares) is loaded when one of its elements
 * first connects (in the document or in a shadow root, ours or the page's), or when a page calls one of
 * its methods; until then attributes wait, properties are kept and methods wait (host.ts). A page pays
 * for the elements it shows, and `customElements.whenDefined()` answers at once.
 */
import { hostClass, type HostClass } from './host';

const UNIVERSAL = ['apiBase', 'lang'];

/**
 * The class of `tag`, defined from its head: `props`, its property names (camelCase, space-separated; one
 * without an attribute starts with '.'), `methods` and whether it is form-associated. A tag already
 * defined (its module came first) keeps its class.
 */
export function lazyElement(tag: `bo-${string}`, load: () => Promise<unknown>, props: string, methods = '', form = false): HostClass {
  const existing = customElements.get(tag);
  if (existing) return existing as HostClass;
  const head = { tag, props: [...new Set([...UNIVERSAL, ...props.split(' ').filter(Boolean)])], methods: methods.split(' ').filter(Boolean), form };
  const cls = hostClass(head, load);
  customElements.define(tag, cls);
  return cls;
}
