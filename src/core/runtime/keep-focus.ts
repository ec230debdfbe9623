/**
 * An element moved while focus was inside it (jQuery's detach() then appendTo() in one task, as legacy
 * pages do) gets the focus back where it was. The browser drops focus to <body> when a focused element
 * leaves the page, even for a moment; an open dialog or drawer would then no longer be modal for the
 * user: tabster (Fluent's focus manager) hides it from assistive technology (aria-hidden), Escape goes to
 * <body>, and the next click inside is followed by focus jumping to the page behind the overlay.
 */
const within = new WeakMap<ShadowRoot, HTMLElement>();
const tracked = new WeakSet<ShadowRoot>();

/** Watches where focus is inside `root` (once per root). */
export function trackFocus(root: ShadowRoot) {
  if (tracked.has(root)) return;
  tracked.add(root);
  root.addEventListener('focusin', (e) => {
    const target = e.composedPath()[0];
    if (target instanceof HTMLElement) within.set(root, target);
  });
  root.addEventListener('focusout', (e) => {
    const next = (e as FocusEvent).relatedTarget;
    if (next instanceof Node && (root.contains(next) || root.host.contains(next))) return;
    // focus went elsewhere, or nowhere: the element left the page (a move puts it back in this same
    // task, and refocusAfterMove has taken note by then), or a click on the page's background
    setTimeout(() => {
      if (!root.activeElement) within.delete(root);
    });
  });
}

/** After a move: focus goes back to where it was inside, if it was inside and nothing else took it. */
export function refocusAfterMove(root: ShadowRoot) {
  const target = within.get(root);
  if (!target) return;
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (target.isConnected && root.contains(target) && (active === null || active === document.body)) target.focus();
  });
}
