/**
 * What the invoice list's batch buttons ask (spec 3 §2.4), inside the entry's shadow root: 公 a department
 * (bo-department-picker), 人 a staff member (bo-staff-picker), 时 a day (bo-date-dialog); the patch the
 * answer writes into the checked rows, or null on cancel. Loaded when a batch button first asks
 * (finance/shared/asking.ts).
 */
import '../../core/i18n/areas/finance-invoice-parts';
import type { Translate } from '../../core/i18n';
import { openAsking } from '../../kit/picker/openPicker';
import { pickCompany, pickHandler, type PickContext } from './form/pick';
import { handledAtPatch } from './patches';
import type { InvoiceItem } from './types';
import type { BatchKind } from './useInvoiceList';

export async function askBatch(kind: BatchKind, ctx: PickContext, said: Translate): Promise<Partial<InvoiceItem> | null> {
  if (kind === 'handledAt') {
    const day = await openAsking<string>(ctx.container, 'bo-date-dialog', {
      apiBase: ctx.apiBase,
      lang: ctx.lang,
      attributes: { title: said('invoiceParts.pickHandledAt'), label: said('invoiceParts.handledAt') },
    });
    return day ? handledAtPatch(day) : null;
  }
  return kind === 'company' ? pickCompany(ctx, undefined, said('invoiceParts.pickCompany')) : pickHandler(ctx, undefined, said('invoiceParts.pickHandler'));
}
