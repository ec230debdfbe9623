/**
 * The receipt entry's calls (spec 3 §7 Bank receipts and bills): the recognition of uploaded files
 * (declared with the invoice entry's in src/finance/shared/recognition.ts) and a new serial number. The
 * entry saves nothing itself: the page saves the record bo-confirm gives it.
 */
import { endpoint } from '../../kit/data/endpoint';
import { recognitionEndpoint } from '../shared/recognition';

/** POST /ocr/bank_receipt_public {files}: data [{file, log_id, err, res[]}]. */
export const recogniseReceipts = recognitionEndpoint('/ocr/bank_receipt_public', 'bank receipts and bills (receipt entry records)');

/** POST /ocr/bank_receipt/gen_num: data is a new serial number. */
export const genNum = endpoint<object, undefined>({
  method: 'POST',
  url: '/ocr/bank_receipt/gen_num',
  params: [],
  reads: [{ path: 'data', type: 'id', need: 'fail', description: 'the new serial number (serial_number of the record)' }],
});
