/**
 * One record chosen in a radio picker opened inside the entry's shadow root (the kit's openPicker), with
 * the current choice ticked: how both entries choose a company, a handler, an account or a payment nature,
 * in their lists' batch buttons and in their forms alike. The entry's element declares the tags (lazyTag).
 */
import { openPicker } from '../../kit/picker/openPicker';

export interface PickContext {
  container: HTMLElement;
  apiBase?: string;
  lang?: string;
}

const chosenIds = (id: unknown) => (id === null || id === undefined || id === '' ? undefined : JSON.stringify([id]));

/** The record chosen, or undefined on cancel; `attributes` adds to the picker's (title, company-only…). */
export async function pickOne(ctx: PickContext, tag: `bo-${string}`, current?: unknown, attributes: Record<string, string | undefined> = {}) {
  const records = await openPicker(ctx.container, tag, {
    attributes: { 'selection-mode': 'radio', 'selected-ids': chosenIds(current), ...attributes },
    apiBase: ctx.apiBase,
    lang: ctx.lang,
  });
  return records?.[0];
}
