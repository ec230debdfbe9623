/**
 * Tags an element nests or opens but does not need for its first paint (the base-info card's map picker,
 * the approval bar's staff picker, the entries' uploads and pickers): the element file declares how to
 * load the tag's code (`lazyTag`) instead of importing it, and the code comes the first time the tag is
 * nested (NestedElement) or opened (openAsking), or when the browser is idle after the element has
 * painted (`preloadTags`). A nested element written before its definition arrives upgrades when it does,
 * with the attributes already set on it. Code that cannot be loaded is said where the tag is used
 * (partMissing, PART_MISSING), once.
 */
const loaders = new Map<string, () => Promise<unknown>>();
/** the tag's code is there: its class has its definition (the autoloader defines every tag at once, and
 * its class gets its definition when the code comes) */
const implemented = (tag: string) => !!(globalThis.customElements?.get(tag) as { definition?: unknown } | undefined)?.definition;
const loading = new Map<string, Promise<unknown>>();

/** Declares how `tag`'s code is loaded when first used (nothing to do when it is defined already). */
export function lazyTag(tag: `bo-${string}`, load: () => Promise<unknown>) {
  // (no registry where the manifest is written: npm run manifest loads the elements in node)
  if (!implemented(tag)) loaders.set(tag, load);
}

/** Loads a tag declared with lazyTag, once: the load (it rejects when the code cannot be loaded), or
 * undefined for a tag that is defined or was not declared. */
export function loadTag(tag: string): Promise<unknown> | undefined {
  const load = loaders.get(tag);
  if (!load || implemented(tag)) return undefined;
  let loaded = loading.get(tag);
  if (!loaded) loading.set(tag, (loaded = load()));
  return loaded;
}

/** Fetches the tags' code ahead (an element's pickers, once it has painted and the browser is idle); a
 * failure is said when the tag is used. */
export function preloadTags(tags: readonly string[]) {
  for (const tag of tags) loadTag(tag)?.catch(() => undefined);
}

/** The event (inside a shadow root, not composed) by which code that cannot use hooks (openAsking) asks its
 * element to say that a part could not be loaded: detail {what, error} (core/feedback/usePartFailed). */
export const PART_MISSING = 'bo-part-missing';
