/**
 * Approver and copy-to picking (spec 3 §2.3) with `<bo-staff-picker>`: a picker made for one question,
 * inside the bar's shadow root, removed once answered. Its bo-confirm / bo-cancel / bo-change stay inside
 * the bar (the page hears the bar's own events); its bo-error goes on to the page. The tag must be
 * registered by the element that uses this (elements/bo-approval-bar.ts imports it).
 */
import type { SelectedStaff } from '../types';

type Picker = HTMLElement & { show(): Promise<Record<string, unknown>[] | null> };

const KEPT_INSIDE = ['bo-confirm', 'bo-cancel', 'bo-change'];

/** Opens a staff picker (checkbox) with `chosen` ticked; the people confirmed, or null on cancel. */
export async function pickStaff(container: HTMLElement, chosen: SelectedStaff[], options: { title?: string; apiBase?: string; lang?: string } = {}): Promise<SelectedStaff[] | null> {
  const picker = document.createElement('bo-staff-picker') as Picker;
  if (typeof picker.show !== 'function') throw new Error('bo-staff-picker is not registered');
  picker.setAttribute('selection-mode', 'checkbox');
  picker.setAttribute('selected-ids', JSON.stringify(chosen.map((s) => s.id)));
  if (options.title) picker.setAttribute('title', options.title);
  if (options.apiBase) picker.setAttribute('api-base', options.apiBase);
  if (options.lang) picker.setAttribute('lang', options.lang);
  const stop = (e: Event) => e.stopPropagation();
  for (const name of KEPT_INSIDE) picker.addEventListener(name, stop);
  container.append(picker);
  try {
    const records = await picker.show();
    if (!records) return null;
    const known = new Map(chosen.map((s) => [s.id, s]));
    return records.map((r) => ({ id: Number(r.id), name: String(r.name ?? known.get(Number(r.id))?.name ?? '') }));
  } finally {
    picker.remove();
  }
}
