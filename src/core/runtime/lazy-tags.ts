/**
 * Tags an element nests but does not need for its first paint (the base-info card's map picker): the
 * element file declares how to load the nested tag's code instead of importing it, and the code comes
 * the first time the nested tag is rendered (NestedElement asks for it). A nested element written before
 * its definition arrives upgrades when it does, with the attributes already set on it.
 */
const loaders = new Map<string, () => Promise<unknown>>();

/** Declares how `tag`'s code is loaded when first nested (nothing to do when it is defined already). */
export function lazyTag(tag: `bo-${string}`, load: () => Promise<unknown>) {
  if (!customElements.get(tag)) loaders.set(tag, load);
}

/** Loads a tag declared with lazyTag, once; nothing for a tag that is defined or was not declared. */
export function loadTag(tag: string) {
  const load = loaders.get(tag);
  if (!load) return;
  loaders.delete(tag);
  load().catch((e: unknown) => console.warn(`[bo-elements] <${tag}> could not be loaded`, e));
}
