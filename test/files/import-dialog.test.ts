/**
 * <bo-import-dialog> (spec 3 §2.10, §4 "Import dialog", §5 Import, §7 Files, §9): real xlsx files written
 * with SheetJS prove the 10,000-row limit; the 5M and type refusals; 下一步 only with an uploaded file; the
 * zip's batch_upload and its state polled until complete, and no polling left after a close or removal;
 * step 2's progress, the close 1 s after 100 % with bo-confirm, a failure with 上一步 back to the file, and
 * the page's own write through bo-import.
 */
import { expect } from 'chai';
import '../../elements/bo-import-dialog';
import { mock, store } from '../../demo/mock';
import { IMPORT_DEMO_URL } from '../../demo/mock/handlers/imports';
import { $, mount, settle, textOf, waitFor } from '../helpers';
import { pickerHooks } from '../pickers/picker-helpers';
import { blobFile, chooseFile, sheetFile, zipFile } from './sheet-files';

type Dialog = HTMLElementTagNameMap['bo-import-dialog'];
const UPLOAD = '/api/files/create';
const BATCH = '/api/files/batch_upload';
const STATE = '/api/files/batch_upload_state';
const next = (el: Element) => $<HTMLButtonElement>(el, '[data-action="next"]');
const phase = (el: Element) => $(el, '[data-import-file]')?.dataset.importFile;
const errorText = (el: Element) => $(el, '[data-import-error]')?.textContent ?? '';
const progressOf = (el: Element) => Number($(el, '[data-progress]')?.dataset.progress ?? NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function openDialog(attributes: Record<string, string> = {}): Promise<Dialog> {
  const el = await mount('bo-import-dialog', { 'import-url': IMPORT_DEMO_URL, ...attributes });
  void el.show();
  await waitFor(() => next(el), 'the dialog');
  return el;
}

async function uploadSheet(el: Dialog, rows = 3) {
  await chooseFile(el, await sheetFile(rows));
  await waitFor(() => phase(el) === 'ready', 'the sheet uploaded');
}

describe('<bo-import-dialog>', () => {
  const heard = pickerHooks('bo-import', 'bo-confirm', 'bo-cancel', 'bo-error');

  it('opens on step 1 with 下一步 disabled and 请先上传附件 until a file is uploaded', async () => {
    const el = await openDialog({ 'template-url': 'https://example.com/t.xlsx' });
    expect(next(el)!.disabled).to.equal(true);
    expect(textOf(el)).to.contain('请先上传附件');
    expect(textOf(el)).to.contain('支持 xls、xlsx 格式，文件不超过 5M，每次最多导入 10000 行数据');
    expect($<HTMLAnchorElement>(el, '[data-template-link]')!.href).to.equal('https://example.com/t.xlsx');
    expect($(el, '[aria-current="step"]')!.textContent).to.contain('上传文件');
  });

  it('counts the rows in the browser: 10,000 data rows are uploaded, 10,001 are refused without a request', async () => {
    const el = await openDialog();
    await chooseFile(el, await sheetFile(10001, 'big.xlsx'));
    await waitFor(() => phase(el) === 'refused', 'the refusal', 15000);
    expect(errorText(el)).to.equal('数据行数为 10001，每次最多导入 10000 行');
    expect(mock.requestsTo(UPLOAD).length).to.equal(0);
    expect(next(el)!.disabled).to.equal(true);

    await chooseFile(el, await sheetFile(10000, 'full.xlsx'));
    await waitFor(() => phase(el) === 'ready', 'the upload', 15000);
    const sent = mock.lastRequest(UPLOAD)!.body as Record<string, unknown>;
    expect((sent.file as File).name).to.equal('full.xlsx');
    expect(sent.is_public).to.equal('0');
    expect(textOf(el)).to.contain('共 10000 行数据');
    expect(next(el)!.disabled).to.equal(false);
  });

  it('counts the sheet named by `sheet`', async () => {
    const el = await openDialog({ sheet: '明细' });
    await chooseFile(el, await sheetFile(2, 'two.xlsx', { 明细: 10001 }));
    await waitFor(() => phase(el) === 'refused', 'the refusal', 15000);
    expect(errorText(el)).to.equal('数据行数为 10001，每次最多导入 10000 行');
    (el as HTMLElement).setAttribute('sheet', '汇总');
    await settle();
    await chooseFile(el, await sheetFile(2, 'two.xlsx'));
    await waitFor(() => phase(el) === 'refused', 'the refusal');
    expect(errorText(el)).to.equal('表格中没有名为“汇总”的工作表');
  });

  it('refuses a sheet over 5M, another type, and anything but a zip in zip mode, before any request', async () => {
    const el = await openDialog();
    await chooseFile(el, blobFile('huge.xlsx', 5 * 1024 * 1024 + 1));
    await waitFor(() => phase(el) === 'refused', 'the size refusal');
    expect(errorText(el)).to.equal('文件大小为 5M，不能超过 5M');
    await chooseFile(el, blobFile('notes.csv', 10));
    await waitFor(() => errorText(el).includes('xls'), 'the type refusal');
    expect(errorText(el)).to.equal('请上传 xls 或 xlsx 格式的表格文件');
    el.mode = 'zip';
    await settle();
    await chooseFile(el, await sheetFile(1));
    await waitFor(() => errorText(el) === '请上传zip文件', 'the zip refusal');
    expect(mock.requestsTo(UPLOAD).length + mock.requestsTo(BATCH).length).to.equal(0);
    expect(next(el)!.disabled).to.equal(true);
    expect(textOf(el)).to.contain('请先上传附件');
  });

  it('refuses by their bytes what is not a spreadsheet or a zip, an empty file and a sheet without data, before any request', async () => {
    const el = await openDialog();
    const named = (name: string, bytes: ArrayLike<number> | string) => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);
    const refused = async (file: File, message: string) => {
      await chooseFile(el, file);
      await waitFor(() => phase(el) === 'refused' && errorText(el) === message, `${file.name}: ${message}`, 15000);
      expect(next(el)!.disabled, `${file.name}: 下一步`).to.equal(true);
    };
    await refused(named('发票.xlsx', '%PDF-1.7\n%âãÏÓ\n1 0 obj'), '请上传 xls 或 xlsx 格式的表格文件');
    await refused(named('随机.xlsx', Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)), '请上传 xls 或 xlsx 格式的表格文件');
    await refused(named('空.xlsx', []), '文件是空的，请选择其他文件');
    await refused(await sheetFile(0, '只有表头.xlsx'), '表格中没有数据行，请填写数据后再上传');
    el.mode = 'zip';
    await settle();
    await refused(named('空.zip', []), '文件是空的，请选择其他文件');
    await refused(named('文本.zip', '这不是压缩包'), '请上传zip文件');
    expect(mock.requestsTo(UPLOAD).length + mock.requestsTo(BATCH).length, 'nothing sent').to.equal(0);
    // a real zip goes
    await chooseFile(el, await zipFile('照片.zip'));
    await waitFor(() => mock.requestsTo(BATCH).length === 1, 'the zip sent');
  });

  it('zip: batch_upload, then batch_upload_state {id} every poll-interval until is_complete; 下一步 then writes id and attachment_info', async () => {
    const el = await openDialog({ mode: 'zip', 'poll-interval': '300' });
    await chooseFile(el, await zipFile('photos.zip'));
    await waitFor(() => mock.requestsTo(BATCH).length === 1, 'the zip upload');
    expect((((mock.lastRequest(BATCH)!.body as Record<string, unknown>).file) as File).name).to.equal('photos.zip');
    await waitFor(() => phase(el) === 'unpacking', 'unpacking');
    expect(next(el)!.disabled).to.equal(true);
    expect(textOf(el)).to.contain('压缩包处理中');
    await waitFor(() => phase(el) === 'ready', 'the zip complete', 5000);
    const asks = mock.requestsTo(STATE);
    expect(asks.length).to.equal(3); // twice not yet, then complete
    const batch = [...store.imports().batches.values()].at(-1)!;
    expect(asks.map((r) => r.body)).to.deep.equal([{ id: batch.id }, { id: batch.id }, { id: batch.id }]);
    next(el)!.click();
    await waitFor(() => mock.requestsTo(IMPORT_DEMO_URL).length === 1, 'the write');
    expect(mock.lastRequest(IMPORT_DEMO_URL)!.body).to.deep.equal({
      attachment_id: batch.attachment.attachment_id,
      id: batch.id,
      attachment_info: JSON.parse(JSON.stringify(batch.attachment_info)),
    });
  });

  it('zip: the state is asked at the poll interval, and no more once the dialog is closed or removed', async () => {
    mock.fault(STATE, { body: { code: 200, msg: 'success', data: { is_complete: 0, attachment_info: [] } } });
    const el = await openDialog({ mode: 'zip', 'poll-interval': '200' });
    await chooseFile(el, await zipFile('a.zip'));
    // the moments the asks arrive: never closer than the interval (the machine may make them later)
    const at: number[] = [];
    let seen = mock.requestsTo(STATE).length;
    const t0 = performance.now();
    while (performance.now() - t0 < 2000) {
      const now = mock.requestsTo(STATE).length;
      if (now > seen) at.push(performance.now());
      seen = now;
      await sleep(10);
    }
    expect(at.length).to.be.at.least(2);
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(Math.min(...gaps)).to.be.at.least(170, gaps.map(Math.round).join(','));
    el.hide();
    // a request already on its way may still arrive; after that, none
    await waitFor(() => !$(el, '[data-bo-import-dialog]'), 'closed');
    await settle(300);
    const closed = mock.requestsTo(STATE).length;
    await sleep(700);
    expect(mock.requestsTo(STATE).length).to.equal(closed);

    const other = await openDialog({ mode: 'zip', 'poll-interval': '200' });
    await chooseFile(other, await zipFile('b.zip'));
    await waitFor(() => mock.requestsTo(STATE).length >= closed + 2, 'asking again');
    other.remove();
    await settle(300);
    const removed = mock.requestsTo(STATE).length;
    await sleep(700);
    expect(mock.requestsTo(STATE).length).to.equal(removed);
  });

  it('step 2: the progress rises by 5 every 200 ms below 95, is 100 on finish, and the dialog closes 1 s later with bo-confirm', async () => {
    const el = await openDialog({ params: JSON.stringify({ model: 'goods', attachment_id: 1 }) });
    await uploadSheet(el);
    const attachment = [...store.files().saved.values()].at(-1)!.attachment;
    const clicked = performance.now();
    next(el)!.click();
    await waitFor(() => $(el, '[data-import-write]'), 'step 2');
    expect(heard.of('bo-import').length).to.equal(1);
    expect($(el, '[aria-current="step"]')!.textContent).to.contain('写入数据');
    // what the dialog shows at 100 %, taken as the DOM changes (a poll on a busy machine could miss the
    // second it stays open)
    let finished: { at: number; text: string; cancelDisabled: boolean } | null = null;
    const look = () => {
      if (!finished && progressOf(el) === 100) finished = { at: performance.now(), text: textOf(el), cancelDisabled: !!$<HTMLButtonElement>(el, '[data-action="cancel"]')?.disabled };
    };
    const observer = new MutationObserver(look);
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
    look();
    // sampled while the write runs (the mock answers after 1 s): +5 steps, never faster than one per 200 ms
    const seen: number[] = [];
    while (performance.now() - clicked < 800) {
      const p = progressOf(el);
      seen.push(p);
      expect(p).to.be.at.most(5 * Math.floor((performance.now() - clicked) / 200) + 5, seen.join(','));
      await sleep(100);
    }
    expect(seen.every((p) => p % 5 === 0 && p <= 95)).to.equal(true, seen.join(','));
    // and it moves (on a busy machine its first step may come after those 800 ms)
    await waitFor(() => progressOf(el) >= 5 || finished, 'the progress moving');
    expect(seen).to.deep.equal([...seen].sort((a, b) => a - b));
    expect(mock.lastRequest(IMPORT_DEMO_URL)!.body).to.deep.equal({ model: 'goods', attachment_id: attachment.attachment_id });
    await waitFor(() => heard.of('bo-confirm').length === 1, 'bo-confirm');
    const confirmed = performance.now();
    observer.disconnect();
    const shown = finished as { at: number; text: string; cancelDisabled: boolean } | null;
    expect(shown, 'the dialog showed 100 % before it closed').to.not.equal(null);
    expect(shown!.text).to.contain('导入完成');
    expect(shown!.cancelDisabled).to.equal(true);
    // it closes a second after 100 %, not before (later on a busy machine)
    expect(confirmed - shown!.at).to.be.at.least(900);
    expect(heard.last('bo-confirm')!.detail.attachment_id).to.equal(attachment.attachment_id);
    expect(heard.last('bo-confirm')!.detail.result).to.deep.equal({ attachment_id: attachment.attachment_id, imported: true });
    expect(el.open).to.equal(false);
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it("step 2 failure: the server's msg, bo-error, and 上一步 back to step 1 with the file still there", async () => {
    mock.fault(IMPORT_DEMO_URL, { code: 500, msg: '第 3 行物料编码不存在' });
    const el = await openDialog();
    await uploadSheet(el);
    next(el)!.click();
    await waitFor(() => $(el, '[data-import-write="failed"]'), 'the failure');
    expect(errorText(el)).to.equal('导入失败：第 3 行物料编码不存在');
    expect(heard.of('bo-error').at(-1)!.detail.msg).to.contain('第 3 行物料编码不存在');
    expect(heard.of('bo-confirm').length).to.equal(0);
    $<HTMLButtonElement>(el, '[data-action="back"]')!.click();
    await waitFor(() => phase(el) === 'ready', 'step 1 again');
    expect($(el, '[data-file-name]')!.textContent).to.equal('data.xlsx');
    expect(next(el)!.disabled).to.equal(false);
    mock.clearFaults();
    next(el)!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'the second try', 4000);
    expect(mock.requestsTo(UPLOAD).length).to.equal(1);
  });

  it('bo-import: a page that cancels it and responds with its own work writes instead of import-url', async () => {
    const el = await openDialog();
    await uploadSheet(el);
    let fail = true;
    el.addEventListener('bo-import', (e) => {
      e.preventDefault();
      e.detail.respondWith(fail ? Promise.reject(new Error('页面写入失败')) : sleep(300).then(() => ({ rows: 3 })));
    });
    next(el)!.click();
    await waitFor(() => errorText(el) === '导入失败：页面写入失败', 'the page failure');
    expect(heard.of('bo-error').at(-1)!.detail.msg).to.equal('页面写入失败');
    fail = false;
    $<HTMLButtonElement>(el, '[data-action="back"]')!.click();
    await waitFor(() => next(el) && !next(el)!.disabled, 'step 1');
    next(el)!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'bo-confirm', 4000);
    expect(heard.last('bo-confirm')!.detail.result).to.deep.equal({ rows: 3 });
    expect(mock.requestsTo(IMPORT_DEMO_URL).length).to.equal(0);
  });

  it('a refused upload stays with its message and 重试; the retry uploads it', async () => {
    mock.fault(UPLOAD, { code: 507, msg: '存储空间不足', times: 1 });
    const el = await openDialog();
    await chooseFile(el, await sheetFile(3));
    await waitFor(() => phase(el) === 'failed', 'the failure');
    expect(errorText(el)).to.contain('上传失败：存储空间不足');
    expect(heard.of('bo-error').at(-1)!.detail.msg).to.contain('存储空间不足');
    expect(next(el)!.disabled).to.equal(true);
    $<HTMLButtonElement>(el, '[data-action="retry"]')!.click();
    await waitFor(() => phase(el) === 'ready', 'uploaded on retry');
    expect(mock.requestsTo(UPLOAD).length).to.equal(2);
  });

  it("zip: a failed state request shows its msg with 重试, which asks again", async () => {
    mock.fault(STATE, { code: 500, msg: '查询失败', times: 1 });
    const el = await openDialog({ mode: 'zip', 'poll-interval': '100' });
    await chooseFile(el, await zipFile('c.zip'));
    await waitFor(() => phase(el) === 'unpack-failed', 'the failure');
    expect(errorText(el)).to.contain('查询失败');
    const asked = mock.requestsTo(STATE).length;
    await sleep(400);
    expect(mock.requestsTo(STATE).length).to.equal(asked);
    $<HTMLButtonElement>(el, '[data-action="retry"]')!.click();
    await waitFor(() => phase(el) === 'ready', 'complete after the retry');
  });

  it('without import-url and nobody answering bo-import, step 2 fails with the reason and bo-error', async () => {
    const el = await mount('bo-import-dialog');
    void el.show();
    await uploadSheet(el);
    next(el)!.click();
    await waitFor(() => $(el, '[data-import-write="failed"]'), 'the failure');
    expect(errorText(el)).to.contain('未设置导入地址');
    expect(heard.of('bo-error').at(-1)!.detail).to.include({ source: 'attribute', attribute: 'import-url' });
  });

  it('取消 closes with bo-cancel, and the next opening starts empty', async () => {
    const el = await openDialog();
    await uploadSheet(el);
    $<HTMLButtonElement>(el, '[data-action="cancel"]')!.click();
    await waitFor(() => heard.of('bo-cancel').length === 1, 'bo-cancel');
    expect(el.open).to.equal(false);
    void el.show();
    await waitFor(() => next(el), 'open again');
    expect(phase(el)).to.equal(undefined);
    expect(next(el)!.disabled).to.equal(true);
  });
});
