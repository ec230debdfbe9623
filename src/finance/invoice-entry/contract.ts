/**
 * The backend contract of the invoice entry's list mode: nothing when it is shown; the recognition when
 * files are uploaded, the login info for the handler defaults, and the department and staff pickers'
 * calls when 公 / 人 open them (with their default attributes, in radio mode). The edit form's calls are
 * the form's (form/).
 */
import type { CallSpec } from '../../core/http';
import { defaultValues } from '../../core/runtime/attributes';
import { mergeCalls } from '../../kit/data/contract';
import { endpointCall } from '../../kit/data/endpoint';
import { pickerCalls } from '../../kit/picker/contract';
import type { PickerDefinition } from '../../kit/picker/types';
import { handlerLoginInfo, recogniseInvoices } from './api';

/** A picker's calls, made when a batch button opens it (not when the entry is shown). */
const batchPicker = (def: PickerDefinition, button: string): CallSpec[] =>
  pickerCalls(def, { ...defaultValues(def.attributes ?? {}), selectionMode: 'radio' }).map(({ onOpen: _, ...call }) => ({ ...call, when: `after ${button} (checked rows): ${call.when}` }));

/** The list's calls; `pickers`: the department and staff pickers' definitions (elements/bo-invoice-entry.ts). */
export function invoiceListCalls({ mode }: { mode: number }, pickers: { company: PickerDefinition; handler: PickerDefinition }): CallSpec[] {
  if (mode === 2) return [];
  return mergeCalls([
    endpointCall(recogniseInvoices, 'in list mode, after each upload (local or phone scan): the uploaded files not sent yet'),
    handlerLoginInfo('after a recognition that found invoices (once per page): the handler of the rows whose handler the recognition left empty'),
    ...batchPicker(pickers.company, '公 (company)'),
    ...batchPicker(pickers.handler, '人 (handler)'),
  ]);
}
