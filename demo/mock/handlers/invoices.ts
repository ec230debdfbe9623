// Invoices (spec 3 §7 Invoices): the recognition of uploaded files, POST /ocr/multiple_invoice {files}
// → data [{file, log_id, err, res[]}], one entry per file in order (store/invoices.ts: good, partial and
// failed files by name). Faults come through mock.fault like every route.
import type { HttpHandler } from 'msw';
import { MockError, route } from '../kit';
import { store } from '../store';
import { recogniseFile } from '../store/invoices';

export const invoicesHandlers: HttpHandler[] = [
  route('POST', '/ocr/multiple_invoice', ({ input }) => {
    if (!Array.isArray(input.files) || !input.files.length) throw new MockError(422, '请先上传附件');
    return input.files.map((file) => recogniseFile(store.invoices(), file));
  }),
];
