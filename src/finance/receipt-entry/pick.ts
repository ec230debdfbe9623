/**
 * 所属公司, 账户 and 付款性质 are chosen with bo-department-picker, bo-bank-account-picker and
 * bo-payment-nature-picker (radio), opened inside the entry's shadow root by the kit's openPicker
 * (elements/bo-receipt-entry.ts declares the tags with lazyTag): the list's batch buttons and the form's fields alike.
 */
import { pickOne } from '../shared/pick';
import { PICKER_TAGS, choiceOf, type PickerKind } from './receipt-list.logic';
import type { ReceiptRecord } from './types';

export interface PickOptions {
  apiBase?: string;
  lang?: string;
  /** the id chosen now (shown ticked) */
  selected?: unknown;
}

/** What the user's choice writes into a receipt, or null on cancel. */
export async function pickFor(container: HTMLElement, kind: PickerKind, options: PickOptions = {}): Promise<Partial<ReceiptRecord> | null> {
  // 所属公司: the companies among the departments
  const record = await pickOne({ container, apiBase: options.apiBase, lang: options.lang }, PICKER_TAGS[kind], options.selected, kind === 'company' ? { 'company-only': 'true' } : {});
  return record ? choiceOf(kind, record) : null;
}
