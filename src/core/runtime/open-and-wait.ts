/**
 * `show()` of dialog-like elements (date dialog, pickers): sets `open` and resolves with the answer of
 * bo-confirm, or null on bo-cancel, and null too when the element is closed another way (hide(),
 * `open = false`, removing the attribute), so that no caller waits forever.
 */
export function openAndWait<T>(el: HTMLElement, answer: (detail: unknown) => T): Promise<T | null> {
  return new Promise((resolve) => {
    const finish = (value: T | null) => {
      el.removeEventListener('bo-confirm', onConfirm);
      el.removeEventListener('bo-cancel', onCancel);
      observer.disconnect();
      resolve(value);
    };
    const onConfirm = (ev: Event) => finish(answer((ev as CustomEvent).detail));
    const onCancel = () => finish(null);
    // bo-confirm and bo-cancel set `open` to false just before they are dispatched; mutation records
    // arrive after them, so the observer only answers for the other ways of closing
    const observer = new MutationObserver(() => {
      if (!el.hasAttribute('open')) finish(null);
    });
    el.addEventListener('bo-confirm', onConfirm);
    el.addEventListener('bo-cancel', onCancel);
    el.setAttribute('open', '');
    observer.observe(el, { attributes: true, attributeFilter: ['open'] });
  });
}
