/**
 * `show()` of dialog-like elements (date dialog, pickers): sets `open` and resolves with the answer of
 * bo-confirm, or null on bo-cancel, and null too when the element is closed another way (hide(),
 * `open = false`, removing the attribute) or leaves the page, so that no caller waits forever.
 */
import { method } from './definition';
import { onLeave } from './leave';

export function openAndWait<T>(el: HTMLElement, answer: (detail: unknown) => T, confirmEvent = 'bo-confirm'): Promise<T | null> {
  // a disabled form field (its own `disabled` or a disabled fieldset) cannot be opened: no answer
  if (el.matches(':disabled')) return Promise.resolve(null);
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: T | null) => {
      if (done) return;
      done = true;
      el.removeEventListener(confirmEvent, onConfirm);
      el.removeEventListener('bo-cancel', onCancel);
      observer.disconnect();
      stopWatching();
      resolve(value);
    };
    const onConfirm = (ev: Event) => finish(answer((ev as CustomEvent).detail));
    const onCancel = () => finish(null);
    // bo-confirm and bo-cancel set `open` to false just before they are dispatched; mutation records
    // arrive after them, so the observer only answers for the other ways of closing
    const observer = new MutationObserver(() => {
      if (!el.hasAttribute('open')) finish(null);
    });
    // removed from the page while open: nobody can answer any more, so it is a cancel without the
    // event (the element is out of the page, no listener on document would hear it); it is closed too,
    // so that, put back later, it does not show a question whose answer was already given. A move
    // (remove + insert in one task) is no leaving: the drawer stays open and the promise pending.
    const stopWatching = onLeave(el, () => {
      finish(null);
      el.removeAttribute('open');
    });
    el.addEventListener(confirmEvent, onConfirm);
    el.addEventListener('bo-cancel', onCancel);
    el.setAttribute('open', '');
    observer.observe(el, { attributes: true, attributeFilter: ['open'] });
  });
}

/**
 * `show()` and `hide()` of an element opened by its `open` attribute (a drawer or a dialog): show() opens
 * it and resolves with `answer` of its bo-confirm, or null; hide() closes it without an event.
 */
export function openMethods<T>(surface: '抽屉' | '对话框', show: { signature: string; description: string; answer: (detail: unknown) => T; event?: `bo-${string}` }) {
  return {
    show: method<() => Promise<T | null>>(show.signature, show.description, (el) => openAndWait(el, show.answer, show.event)),
    hide: method<() => void>('hide(): void', `关闭${surface}（不发出事件）`, (el) => el.removeAttribute('open')),
  };
}
