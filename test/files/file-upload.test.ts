/**
 * <bo-file-upload> (spec 3 §2.7, §5 Upload, §6, §7 Files, §9): the upload requests (path by kind and
 * public flag, multipart fields, chunks over 2 MiB), the type messages, the progress bar, a failed file
 * kept with 重试, the icons, delete with its question, preview (image dialog, sanitised HTML, private or
 * public path), download, the limit, and the form post of the ids.
 */
import { expect } from 'chai';
import '../../elements/bo-file-upload';
import { mock } from '../../demo/mock';
import { EXAMPLE_FILES } from '../../demo/mock/store/files-scan';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { messageOf, pickerHooks } from '../pickers/picker-helpers';
import { answer, attached, bigFile, choose, namesOf, rowAction, rowsOf, statusesOf, textFile } from './upload-helpers';

type Body = Record<string, unknown>;
const VALUE = JSON.stringify(EXAMPLE_FILES);

describe('<bo-file-upload>', () => {
  const heard = pickerHooks('bo-change', 'bo-error');

  it('posts a small file whole to /api/files/create (file, is_public 0) and gives bo-change {files, ids}; the value follows', async () => {
    const el = await mount('bo-file-upload', { multiple: '' });
    choose(el, textFile('说明.txt', 'abc'));
    await attached(el, 1);
    const body = mock.lastRequest('/api/files/create')!.body as Body;
    expect(Object.keys(body).sort()).to.deep.equal(['file', 'is_public']);
    expect(body.is_public).to.equal('0');
    expect((body.file as File).name).to.equal('说明.txt');
    const detail = heard.last('bo-change')!.detail as { files: { attachment_id: number; name: string }[]; ids: number[] };
    expect(detail.files.map((f) => f.name)).to.deep.equal(['说明.txt']);
    expect(detail.ids).to.deep.equal([detail.files[0]!.attachment_id]);
    expect(el.value.map((f) => f.attachment_id)).to.deep.equal(detail.ids);
  });

  it('public: /api/files/public/create; accept="image": /api/files/public/img', async () => {
    const el = await mount('bo-file-upload', { public: '' });
    choose(el, textFile('a.txt'));
    await waitFor(() => mock.lastRequest('/api/files/public/create'), 'the public upload');
    const img = await mount('bo-file-upload', { public: '', accept: 'image' });
    choose(img, new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' }));
    await waitFor(() => mock.lastRequest('/api/files/public/img'), 'the public image upload');
    expect(mock.requestsTo('/api/files/create')).to.have.length(0);
  });

  it('a file over 2 MiB goes in chunks (chunkindex, chunktotal, filesize, client_id) with a progress bar', async () => {
    const el = await mount('bo-file-upload');
    mock.fault('/api/files/create', { delay: 300, times: 1 });
    const size = 2097152 * 2 + 10;
    choose(el, bigFile('big.bin', size));
    await waitFor(() => $(el, '[role="progressbar"]'), 'the progress bar');
    expect(textOf(el)).to.match(/上传中 \d+%/);
    await attached(el, 1);
    const chunks = mock.requestsTo('/api/files/create').map((r) => r.body as Body);
    expect(chunks.map((b) => b.chunkindex)).to.deep.equal(['0', '1', '2']);
    expect(chunks.every((b) => b.chunktotal === '3' && b.filesize === String(size) && b.client_id === chunks[0]!.client_id && b.is_public === '0')).to.equal(true);
    expect($(el, '[role="progressbar"]')).to.equal(null);
  });

  it('type checks: 请上传图片 / 请上传视频文件 / 请上传音频文件, and nothing is sent', async () => {
    for (const [accept, text] of [['image', '请上传图片'], ['video', '请上传视频文件'], ['audio', '请上传音频文件']] as const) {
      const el = await mount('bo-file-upload', { accept });
      choose(el, textFile('a.txt'));
      await messageOf(el, text);
      expect(rowsOf(el)).to.have.length(0);
    }
    expect(mock.requests.filter((r) => r.path.startsWith('/api/files/'))).to.have.length(0);
  });

  it('a request that fails and goes through when sent again is no bo-error; a file that fails after its retries is one', async () => {
    const el = await mount('bo-file-upload', { multiple: '' });
    mock.fault('/api/files/create', { network: true, times: 1 });
    choose(el, textFile('a.txt'));
    await attached(el, 1);
    expect(mock.requestsTo('/api/files/create')).to.have.length(2);
    expect(heard.of('bo-error'), 'nothing failed that the user sees').to.have.length(0);
    mock.fault('/api/files/create', { network: true, times: 4 });
    choose(el, textFile('b.txt'));
    await waitFor(() => statusesOf(el)[1] === 'failed', 'failed after its retries', 15000);
    expect(mock.requestsTo('/api/files/create')).to.have.length(6);
    await settle(100);
    const errors = heard.of('bo-error').map((e) => (e as CustomEvent<{ source: string; url?: string }>).detail);
    expect(errors.map((d) => [d.source, d.url?.endsWith('/api/files/create')])).to.deep.equal([['http', true]]);
  });

  it('a failing file stays, marked failed with the server message and 重试, which then uploads it', async () => {
    const el = await mount('bo-file-upload');
    mock.fault('/api/files/create', { code: 500, msg: '存储空间不足', times: 1 });
    choose(el, textFile('a.txt'));
    await waitFor(() => statusesOf(el)[0] === 'failed', 'failed');
    expect(rowsOf(el)[0]!.textContent).to.include('上传失败：存储空间不足');
    expect(heard.of('bo-error')).to.have.length(1);
    expect(heard.of('bo-change')).to.have.length(0);
    rowAction(el, 0, 'retry')!.click();
    await attached(el, 1);
    expect(namesOf(el)).to.deep.equal(['a.txt']);
    expect(heard.of('bo-change')).to.have.length(1);
  });

  it('取消上传 marks a file going 已取消 (kept, no bo-change); 重试 sends it again', async () => {
    const el = await mount('bo-file-upload');
    mock.fault('/api/files/create', { delay: 2000, times: 1 });
    choose(el, textFile('slow.txt'));
    (await waitFor(() => rowAction(el, 0, 'abort'), 'the abort button')).click();
    await waitFor(() => statusesOf(el)[0] === 'aborted', 'aborted');
    expect(rowsOf(el)[0]!.textContent).to.include('已取消');
    expect(heard.of('bo-change')).to.have.length(0);
    rowAction(el, 0, 'retry')!.click();
    await attached(el, 1);
    expect(heard.of('bo-change')).to.have.length(1);
  });

  it('shows the files of value with their type icons (doc, xlsx, img, pdf, ppt, mp3, file)', async () => {
    const more = ['a.pdf', 'b.pptx', 'c.mp3', 'd.zip', 'e.DOC'].map((name, i) => ({ attachment_id: 900 + i, name, image_url: '/x', size: 1 }));
    const el = await mount('bo-file-upload', { value: JSON.stringify([...EXAMPLE_FILES, ...more]) });
    expect(namesOf(el)).to.deep.equal(['采购合同.docx', '报价单.xlsx', '现场照片.png', 'a.pdf', 'b.pptx', 'c.mp3', 'd.zip', 'e.DOC']);
    expect($$(el, '[data-file-kind]').map((i) => i.getAttribute('data-file-kind'))).to.deep.equal(['doc', 'xlsx', 'img', 'pdf', 'ppt', 'mp3', 'file', 'doc']);
  });

  it('delete asks 此操作将永久删除该文件, 是否继续?; 取消 keeps the file, 确定 takes it off (no call) with bo-change', async () => {
    const el = await mount('bo-file-upload', { value: VALUE });
    rowAction(el, 1, 'delete')!.click();
    await waitFor(() => textOf(el).includes('此操作将永久删除该文件, 是否继续?'), 'the question');
    await answer(el, false);
    await settle(100);
    expect(namesOf(el)).to.have.length(3);
    rowAction(el, 1, 'delete')!.click();
    await answer(el, true);
    await waitFor(() => namesOf(el).length === 2, 'the file gone');
    expect(namesOf(el)).to.deep.equal(['采购合同.docx', '现场照片.png']);
    expect((heard.last('bo-change')!.detail as { ids: number[] }).ids).to.deep.equal([501, 503]);
    expect(mock.requests).to.have.length(0);
  });

  it('preview: an image in 查看大图; another file asks the public preview (private with power) and shows its HTML sanitised', async () => {
    const el = await mount('bo-file-upload', { value: VALUE, 'model-name': 'purchase' });
    rowAction(el, 2, 'preview')!.click();
    const img = await waitFor(() => $<HTMLImageElement>(el, '[data-bo-preview] img'), 'the big image');
    expect(img.src.startsWith('data:image/svg+xml')).to.equal(true);
    expect(mock.requests).to.have.length(0);
    rowAction(el, 0, 'preview')!.click();
    const html = await waitFor(() => $(el, '[data-bo-file-preview] h3'), 'the preview');
    expect(html.textContent).to.equal('采购合同.docx');
    expect(mock.lastRequest('/base/file/public/preview')!.query).to.deep.equal({ attachment_id: '501', model_name: 'purchase' });
    expect($(el, '[data-bo-file-preview] script')).to.equal(null);
    expect($(el, '[data-bo-file-preview] img')!.hasAttribute('onerror')).to.equal(false);
    await settle(100);
    expect((window as { __previewHacked?: boolean }).__previewHacked).to.equal(undefined);
    const power = await mount('bo-file-upload', { value: VALUE, power: '' });
    rowAction(power, 1, 'preview')!.click();
    await waitFor(() => mock.lastRequest('/base/file/preview'), 'the private preview');
    expect(mock.lastRequest('/base/file/preview')!.query).to.deep.equal({ attachment_id: '502' });
  });

  it('download opens /base/file/down/api?attachment_id= under the base URL, with noopener', async () => {
    const el = await mount('bo-file-upload', { value: VALUE, 'api-base': '/gw' });
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => (opened.push(args), null);
    try {
      rowAction(el, 1, 'download')!.click();
    } finally {
      window.open = original;
    }
    expect(opened).to.deep.equal([[`${location.origin}/gw/base/file/down/api?attachment_id=502`, '_blank', 'noopener']]);
  });

  it('limit: the files over it are refused with 最多上传 n 个文件, and the chooser goes when full', async () => {
    const el = await mount('bo-file-upload', { multiple: '', limit: '2' });
    choose(el, textFile('a.txt'), textFile('b.txt'), textFile('c.txt'));
    await messageOf(el, '最多上传 2 个文件');
    await attached(el, 2);
    // two go at a time; the list keeps the order they were chosen in
    expect(namesOf(el)).to.deep.equal(['a.txt', 'b.txt']);
    expect($(el, '[data-action="choose"]')).to.equal(null);
  });

  it('drag: files dropped on the area are uploaded; readonly shows no chooser and no delete', async () => {
    const el = await mount('bo-file-upload', { drag: '' });
    const transfer = new DataTransfer();
    transfer.items.add(textFile('dropped.txt'));
    $(el, '[data-drop-area]')!.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await attached(el, 1);
    expect(namesOf(el)).to.deep.equal(['dropped.txt']);
    const ro = await mount('bo-file-upload', { value: VALUE, readonly: '' });
    expect($(ro, '[data-drop-area], [data-action="choose"], [data-action="delete"]')).to.equal(null);
    expect($$(ro, '[data-action="download"]')).to.have.length(3);
  });

  it('in a plain <form>: the ids of its files under its name, the uploaded one included', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    try {
      const el = document.createElement('bo-file-upload');
      el.setAttribute('name', 'attachments');
      el.setAttribute('value', VALUE);
      form.append(el);
      await waitFor(() => el.shadowRoot?.childElementCount, 'rendered');
      expect(new FormData(form).getAll('attachments')).to.deep.equal(['501', '502', '503']);
      choose(el, textFile('new.txt'));
      await attached(el, 4);
      const id = (heard.last('bo-change')!.detail as { ids: number[] }).ids[3];
      expect(new FormData(form).getAll('attachments')).to.deep.equal(['501', '502', '503', String(id)]);
    } finally {
      form.remove();
    }
  });
});
