/**
 * The invoice entry's calls of its list mode (spec 3 §7 Invoices): the recognition of uploaded invoice
 * files (POST /ocr/multiple_invoice {files}: one entry per file with the invoices found or its err), and
 * the login info that gives new rows their handler (GET /base/user/login_info, read by src/core/user.ts).
 * The edit form's calls (form_field, tax, edit_item) are the form's (form/).
 */
import { LOGIN_INFO_PATH } from '../../core/user';
import type { CallSpec } from '../../core/http';
import { recognitionEndpoint } from '../shared/recognition';

export type { InvoiceItem } from './types';

/** POST /ocr/multiple_invoice {files}: data [{file, log_id, err, res: InvoiceItem[]}]. */
export const recogniseInvoices = recognitionEndpoint('/ocr/multiple_invoice', 'invoices');

/** What a recognised row takes of the login info when the recognition left its handler empty. */
export const handlerLoginInfo = (when: string): CallSpec => ({
  method: 'GET',
  path: LOGIN_INFO_PATH,
  when,
  params: [],
  reads: [
    { path: 'data', type: 'object', need: 'fail', description: 'the logged-in user' },
    { path: 'data.staff.id', type: 'number', description: 'handled_staff_id of a new row whose handler the recognition left empty' },
    { path: 'data.staff.name', type: 'string', description: 'its handled_by' },
    { path: 'data.staff.serial_number', type: 'string', description: 'its handled_staff_num' },
    { path: 'data.staff.mobile', type: 'string', description: 'its handled_mobile' },
  ],
});
