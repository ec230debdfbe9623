/**
 * A throw-away element that shows the invoice edit form as the entry's mode 2 does, until
 * <bo-invoice-entry> exists: the invoice it edits is `probe.invoice` (set before mounting), what the form
 * hands back is written into `probe`. The pickers and the upload it nests are registered here, as
 * elements/bo-invoice-entry.ts will.
 */
import { attr, defineElement } from '../../src/core/runtime';
import { InvoiceForm } from '../../src/finance/invoice-entry/form/InvoiceForm';
import type { InvoiceItem } from '../../src/finance/invoice-entry/types';
import '../../elements/bo-department-picker';
import '../../elements/bo-staff-picker';
import '../../elements/bo-file-upload';

export const probe = { invoice: {} as InvoiceItem, saved: [] as InvoiceItem[], cancelled: 0 };

// a page that hands the invoice anew (same content, a new object) each time it renders: `tick` renders it again
function InvoiceFormProbe(_: { tick: number }) {
  return <InvoiceForm invoice={{ ...probe.invoice }} onSaved={(i) => probe.saved.push(i)} onCancel={() => (probe.cancelled += 1)} />;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- defining registers the tag; the class is used as its type only
const BoTestInvoiceForm = defineElement({ tag: 'bo-test-invoice-form', description: 'invoice form probe', component: InvoiceFormProbe, attributes: { tick: attr.number(0, 'renders the page again') }, display: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'bo-test-invoice-form': InstanceType<typeof BoTestInvoiceForm>;
  }
}
