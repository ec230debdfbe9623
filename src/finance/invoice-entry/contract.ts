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
import { invoiceFormCalls } from './form/contract';

/** A picker's calls, made when a button opens it (not when the entry is shown). */
const pickerOpened = (def: PickerDefinition, button: string): CallSpec[] =>
  pickerCalls(def, { ...defaultValues(def.attributes ?? {}), selectionMode: 'radio' }).map(({ onOpen: _, ...call }) => ({ ...call, when: `after ${button}: ${call.when}` }));

/** The list's calls; `pickers`: the department and staff pickers' definitions (elements/bo-invoice-entry.ts). */
export function invoiceListCalls({ mode }: { mode?: number }, pickers: { company: PickerDefinition; handler: PickerDefinition }): CallSpec[] {
  const form = [
    ...invoiceFormCalls({ shown: mode === 2 }),
    ...pickerOpened(pickers.company, "选择 of the edit form's 公司"),
    ...pickerOpened(pickers.handler, "选择 of the edit form's 经办人"),
  ];
  if (mode === 2) return mergeCalls(form);
  return mergeCalls([
    endpointCall(recogniseInvoices, 'in list mode, after each upload (local or phone scan): the uploaded files not sent yet'),
    handlerLoginInfo('after a recognition that found invoices (once per page): the handler of the rows whose handler the recognition left empty'),
    ...pickerOpened(pickers.company, '公 (company, checked rows)'),
    ...pickerOpened(pickers.handler, '人 (handler, checked rows)'),
    ...form,
  ]);
}
