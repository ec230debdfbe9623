// The import dialog's calls (spec 3 §7 Files): POST /api/files/batch_upload takes a zip (anything else:
// 请上传zip文件) and answers the uploaded file with its batch id; POST /api/files/batch_upload_state {id}
// answers is_complete 0 a few times, then 1 with the files of the zip; POST /import/demo is the demo's
// import-url: it takes {attachment_id, ...} of an uploaded file after a second (so the progress shows).
import { delay, type HttpHandler } from 'msw';
import { MockError, num, route } from '../kit';
import { store } from '../store';
import { saveFile } from '../store/files';
import { POLLS_BEFORE_COMPLETE } from '../store/imports';

export const IMPORT_DEMO_URL = '/import/demo';
const WRITE_DELAY_MS = 1000;

export const importsHandlers: HttpHandler[] = [
  route('POST', '/api/files/batch_upload', ({ input }) => {
    const file = input.file;
    if (!(file instanceof Blob)) throw new MockError(422, '请选择文件');
    const name = file instanceof File ? file.name : 'blob';
    if (!/\.zip$/i.test(name)) throw new MockError(422, '请上传zip文件');
    const attachment = saveFile(store.files(), file, name);
    const imports = store.imports();
    const id = ++imports.seq;
    const base = name.replace(/\.zip$/i, '');
    const inside = [`${base}.xlsx`, `${base}-图片.png`].map((n) => ({ ...attachment, attachment_id: ++store.files().seq, name: n, full_name: n, suffix: n.split('.').pop()! }));
    imports.batches.set(id, { id, attachment, pending: POLLS_BEFORE_COMPLETE, attachment_info: inside });
    return { ...attachment, id, is_complete: 0 };
  }),
  route('POST', '/api/files/batch_upload_state', ({ input }) => {
    const batch = store.imports().batches.get(num(input.id) ?? NaN);
    if (!batch) throw new MockError(404, '导入批次不存在');
    if (batch.pending > 0) {
      batch.pending -= 1;
      return { is_complete: 0, attachment_info: [] };
    }
    return { is_complete: 1, attachment_info: batch.attachment_info };
  }),
  route('POST', IMPORT_DEMO_URL, async ({ input }) => {
    const id = num(input.attachment_id);
    const known = id !== undefined && (store.files().saved.has(id) || [...store.imports().batches.values()].some((b) => b.attachment.attachment_id === id));
    if (!known) throw new MockError(422, '附件不存在，请重新上传');
    await delay(WRITE_DELAY_MS);
    store.imports().written.push(input);
    return { attachment_id: id, imported: true };
  }),
];
