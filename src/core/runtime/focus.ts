/**
 * Focus across the shadow boundary, which Fluent's own focus handling cannot see out of:
 * - back to the opener: when an element's `open` turns false, focus returns to what had it (however
 *   deep in shadow roots) when `open` turned true, by show(), the property or the attribute, once the
 *   element has let focus go; not when the user moved focus elsewhere meanwhile or the opener has left.
 *   Without it, focus fell to <body>.
 * - through a move: an element moved while focus was inside it (jQuery's detach() then appendTo() in
 *   one task) gets it back where it was. The browser drops focus to <body> when a focused element leaves
 *   the page, even for a moment; an open dialog or drawer was then no longer modal: tabster (Fluent's
 *   focus manager) hid it from assistive technology, Escape went to <body>, and the next click inside
 *   was followed by focus jumping to the page behind the overlay.
 */
const openers = new WeakMap<HTMLElement, HTMLElement>();
const WAIT_MS = 2000; // longer than any exit motion
const within = new WeakMap<ShadowRoot, HTMLElement>();
const tracked = new WeakSet<ShadowRoot>();

/** Nothing in the page has focus: what the browser leaves when the focused element went away. */
const focusLost = (active: Element | null) => active === null || active === document.body;

function deepActive(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && !focusLost(el) ? el : null;
}

/** Called by the runtime when an element's `open` changes. */
export function openChanged(host: HTMLElement, open: boolean) {
  if (open) {
    const opener = deepActive();
    if (opener && !host.contains(opener) && !host.shadowRoot?.contains(opener)) openers.set(host, opener);
    else openers.delete(host);
    return;
  }
  const opener = openers.get(host);
  openers.delete(host);
  if (!opener) return;
  const until = performance.now() + WAIT_MS;
  const step = () => {
    if (!opener.isConnected || host.hasAttribute('open')) return;
    const active = document.activeElement;
    const inside = active === host && !!host.shadowRoot?.activeElement;
    if (focusLost(active) || (active === host && !inside)) {
      opener.focus();
      return;
    }
    // focus is still inside the closing element (its exit motion): wait; anywhere else: the user moved it
    if (inside && performance.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Called by the runtime each time an element is connected: watches where focus is inside its shadow
 * root (from the first time), and after a move puts focus back where it was, if nothing else took it. */
export function focusOnConnect(root: ShadowRoot) {
  if (!tracked.has(root)) {
    tracked.add(root);
    root.addEventListener('focusin', (e) => {
      const target = e.composedPath()[0];
      if (target instanceof HTMLElement) within.set(root, target);
    });
    root.addEventListener('focusout', (e) => {
      const next = (e as FocusEvent).relatedTarget;
      if (next instanceof Node && (root.contains(next) || root.host.contains(next))) return;
      // focus went elsewhere, or nowhere: the element left the page (a move puts it back in this same
      // task, and the connection below has taken note by then), or a click on the page's background
      setTimeout(() => {
        if (!root.activeElement) within.delete(root);
      });
    });
  }
  const target = within.get(root);
  if (!target) return;
  requestAnimationFrame(() => {
    if (target.isConnected && root.contains(target) && focusLost(document.activeElement)) target.focus();
  });
}
