/**
 * A picker element opened for one question inside another element's shadow root (the approval bar's
 * staff picker, the print launcher's template picker), removed once answered. Its bo-confirm /
 * bo-cancel / bo-change stay inside (the page hears the outer element's own events); its bo-error goes on
 * to the page. The tag must be registered by the element that uses this: its elements/bo-x.ts imports it,
 * or declares it with lazyTag (core/runtime/lazy-tags.ts), and its code then loads at the first opening;
 * code that cannot be loaded answers null, as a cancel, and the element says so (PART_MISSING, heard by
 * the PickerHost that `container` is).
 */
import { loadTag, PART_MISSING } from '../../core/runtime/lazy-tags';

type Asking<T> = HTMLElement & { show(): Promise<T | null> };

const KEPT_INSIDE = ['bo-confirm', 'bo-cancel', 'bo-change'];

export interface OpenPickerOptions {
  /** the picker's attributes (selection-mode, selected-ids, model-name...); undefined ones are left out */
  attributes?: Record<string, string | undefined>;
  /** the outer element's api-base and language, passed on */
  apiBase?: string;
  lang?: string;
  /** aborted: the picker is removed (its answer is null) */
  signal?: AbortSignal;
}

/** Opens `tag` in `container`; the records confirmed, or null on cancel. */
export const openPicker = (container: HTMLElement, tag: `bo-${string}`, options: OpenPickerOptions = {}) =>
  openAsking<Record<string, unknown>[]>(container, tag, options);

/** Opens any element with a `show()` (a picker, bo-date-dialog) in `container`; what its show() answers. */
export async function openAsking<T>(container: HTMLElement, tag: `bo-${string}`, options: OpenPickerOptions = {}): Promise<T | null> {
  try {
    await loadTag(tag);
  } catch (error) {
    container.dispatchEvent(new CustomEvent(PART_MISSING, { bubbles: true, detail: { what: `<${tag}>`, error } }));
    return null;
  }
  const picker = document.createElement(tag) as Asking<T>;
  if (typeof picker.show !== 'function') throw new Error(`${tag} is not registered`);
  const attributes = { ...options.attributes, 'api-base': options.apiBase, lang: options.lang };
  for (const [name, value] of Object.entries(attributes)) if (value) picker.setAttribute(name, value);
  const stop = (e: Event) => e.stopPropagation();
  for (const name of KEPT_INSIDE) picker.addEventListener(name, stop);
  if (options.signal?.aborted) return null;
  const drop = () => picker.remove();
  options.signal?.addEventListener('abort', drop);
  container.append(picker);
  try {
    return await picker.show();
  } finally {
    options.signal?.removeEventListener('abort', drop);
    picker.remove();
  }
}
