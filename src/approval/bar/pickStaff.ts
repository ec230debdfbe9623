/**
 * Approver and copy-to picking (spec 3 §2.3) with `<bo-staff-picker>`, opened inside the bar's shadow
 * root by the kit's openPicker (elements/bo-approval-bar.ts declares the tag with lazyTag).
 */
import { openPicker } from '../../kit/picker/openPicker';
import type { SelectedStaff } from '../types';

/** Opens a staff picker (checkbox) with `chosen` ticked; the people confirmed, or null on cancel. */
export async function pickStaff(container: HTMLElement, chosen: SelectedStaff[], options: { title?: string; apiBase?: string; lang?: string } = {}): Promise<SelectedStaff[] | null> {
  const records = await openPicker(container, 'bo-staff-picker', {
    attributes: { 'selection-mode': 'checkbox', 'selected-ids': JSON.stringify(chosen.map((s) => s.id)), title: options.title },
    apiBase: options.apiBase,
    lang: options.lang,
  });
  if (!records) return null;
  const known = new Map(chosen.map((s) => [s.id, s]));
  return records.map((r) => ({ id: Number(r.id), name: String(r.name ?? known.get(Number(r.id))?.name ?? '') }));
}
