/**
 * The print launcher's calls (spec 3 §7 Print, §3 Print record log): the records of a Word template from
 * the template's own word-api, and the log of a print. The template file itself is fetched as bytes
 * (word.ts); the template list is the template picker's call.
 */
import { bodyParam as body, endpoint } from '../../kit/data/endpoint';
import { DATA_ARRAY } from '../../kit/data/source';

export type { PrintTemplate } from '../../kit/data/records';
export type RecordId = string | number;

/** The type of a Word document: a template as the backend gives it, the filled document as it is saved. */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A record as a word-api answers it: its id, its serial number and the fields its template uses. */
export interface PrintRecord {
  id: RecordId;
  serial_number?: string;
  [field: string]: unknown;
}

/** POST {word_api} {ids}: the records to fill the template with (data: the records, in any order). */
export const wordRecords = (url: string) =>
  endpoint<object, { ids: RecordId[] }>({
    method: 'POST',
    url,
    params: [body('ids', '(number | string)[]', 'the records to print (the ids attribute)')],
    reads: [
      { ...DATA_ARRAY, description: "the records, each with the fields the template uses (a list such as {#list} is an array of rows)" },
      { path: 'data[].id', type: 'id', need: 'report', description: "the record's id (data_id of the print log)" },
      { path: 'data[].serial_number', type: 'string', need: 'report', description: "the record's number (data_serial_number of the print log)" },
    ],
  });

export interface PrintLogBody {
  tpl_id: number;
  model_name: string;
  record_list: { data_id: RecordId; data_serial_number: string }[];
}

/** POST /gn/public/print_template/create_record: the print is logged (download and preview alike). */
export const createRecord = endpoint<object, PrintLogBody>({
  method: 'POST',
  url: '/gn/public/print_template/create_record',
  params: [
    body('tpl_id', 'number', 'the template printed with'),
    body('model_name', 'string', 'the module (the model-name attribute)'),
    body('record_list', '{ data_id: number | string; data_serial_number: string }[]', 'the records printed: id and serial_number of the word-api answer'),
  ],
});

/** The print log of these records. */
export const printLog = (templateId: number, modelName: string, records: PrintRecord[]): PrintLogBody => ({
  tpl_id: templateId,
  model_name: modelName,
  record_list: records.map((r) => ({ data_id: r.id, data_serial_number: String(r.serial_number ?? '') })),
});
