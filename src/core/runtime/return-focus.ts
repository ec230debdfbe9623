/**
 * Focus goes back to what opened a dialog or a drawer. The opener is what had the focus (however deep in
 * shadow roots) when the element's `open` turned true, by show(), the property or the attribute, before
 * the element moved focus inside. When `open` turns false, focus returns to it once the element has let
 * focus go (Fluent's own restorer cannot see out of the shadow root, so focus fell to <body>), unless the
 * user put focus somewhere else meanwhile or the opener has left the page.
 */
const openers = new WeakMap<HTMLElement, HTMLElement>();
const WAIT_MS = 2000; // longer than any exit motion

function deepActive(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
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
    if (active === null || active === document.body || (active === host && !inside)) {
      opener.focus();
      return;
    }
    // focus is still inside the closing element (its exit motion): wait; anywhere else: the user moved it
    if (inside && performance.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
