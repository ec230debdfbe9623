// Bank receipts and bills, the entry (spec 3 §7): recognition of uploaded files (each file's answer by its
// name: store/receipts.ts) and a new serial number. Faults come from mock.fault like every route's.
import type { HttpHandler } from 'msw';
import { MockError, asObject, route } from '../kit';
import { store } from '../store';
import { nextReceiptNumber, recogniseFile } from '../store/receipts';

export const receiptsHandlers: HttpHandler[] = [
  route('POST', '/ocr/bank_receipt_public', ({ input }) => {
    if (!Array.isArray(input.files) || !input.files.length) throw new MockError(422, '请先上传附件');
    const data = store.receipts();
    return input.files.map((raw) => {
      const file = asObject(raw);
      const name = String(file.name ?? file.full_name ?? '');
      return { file: raw, log_id: ++data.logs, ...recogniseFile(data.seed, name, String(file.attachment_id ?? name)) };
    });
  }),
  route('POST', '/ocr/bank_receipt/gen_num', () => nextReceiptNumber(store.receipts())),
];
