/**
 * Callbacks for when an element of the runtime really leaves the page: it is still out of the page once
 * the microtasks of the task that removed it have run (define-element's deferred unmount, at the same
 * moment as its React root is unmounted). A move within the page (remove + insert in one task, as
 * jQuery does) is no leaving and runs none.
 */
const watchers = new WeakMap<Element, Set<() => void>>();

/** Runs `fn` once when `el` leaves the page; returns a function that cancels it. */
export function onLeave(el: Element, fn: () => void): () => void {
  let set = watchers.get(el);
  if (!set) watchers.set(el, (set = new Set()));
  set.add(fn);
  return () => {
    set.delete(fn);
  };
}

/** Called by the runtime when `el` has left the page. */
export function left(el: Element) {
  const set = watchers.get(el);
  if (!set) return;
  watchers.delete(el);
  set.forEach((fn) => fn());
}
