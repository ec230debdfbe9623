import { expect } from 'chai';
import PizZip from 'pizzip';
import '../../elements/bo-print-launcher';
import { mock, store } from '../../demo/mock';
import { $, mount, settle, waitFor } from '../helpers';
import { messageOf, pickerHooks } from '../pickers/picker-helpers';

type Launcher = HTMLElementTagNameMap['bo-print-launcher'];
const IDS = [1001, 1002, 1003];
const WORD = '/gn/print/word/:model';
const LOG = '/gn/public/print_template/create_record';
const defaultOf = (model: string) => store.print().templates.find((x) => x.model_name === model && x.is_default === 1)!;
const dialog = (el: Element, kind: 'mode' | 'preview') => $(el, `[data-bo-print-dialog="${kind}"]`);
const action = (el: Element, kind: 'mode' | 'preview', name: string) =>
  waitFor(() => $<HTMLButtonElement>(el, `[data-bo-print-dialog="${kind}"] [data-action="${name}"]`), `${kind} ${name}`);

/** show(), then 确定 in the template picker with the module's default template (chosen at first). */
async function chooseDefault(el: Launcher) {
  const answer = el.show();
  await waitFor(() => $(el, '[data-row-id][aria-selected="true"]'), 'the default template chosen');
  $<HTMLButtonElement>(el, '[data-action="confirm"]')!.click();
  return answer;
}

/** Downloads of the page: the file name and the blob behind each Blob URL, no real download. */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const files: { name: string; blob: Blob }[] = [];
  const create = URL.createObjectURL;
  URL.createObjectURL = (obj: Blob | MediaSource) => {
    const url = create(obj);
    if (obj instanceof Blob) blobs.set(url, obj);
    return url;
  };
  const onClick = (e: MouseEvent) => {
    const a = e.target as HTMLAnchorElement;
    if (a.localName !== 'a' || !a.download) return;
    e.preventDefault();
    files.push({ name: a.download, blob: blobs.get(a.href)! });
  };
  document.addEventListener('click', onClick, true);
  return { files, stop: () => ((URL.createObjectURL = create), document.removeEventListener('click', onClick, true)) };
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('<bo-print-launcher> (spec 3 §2.11, §4 Print flow, §7 Print)', () => {
  const heard = pickerHooks('bo-print', 'bo-cancel', 'bo-close', 'bo-navigate', 'bo-error');
  let downloads: ReturnType<typeof catchDownloads>;
  beforeEach(() => (downloads = catchDownloads()));
  afterEach(() => downloads.stop());

  it('opens the template picker with its model-name; a print-page template (type 1) sends bo-navigate to /_print/print in a new window', async () => {
    const el = await mount('bo-print-launcher', { 'model-name': 'sale_order', ids: JSON.stringify(IDS) });
    document.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
    const tpl = defaultOf('sale_order');
    expect(tpl.type).to.equal(1);
    const answer = await chooseDefault(el);
    expect((mock.lastRequest('/gn/public/print_template/popup')!.body as { model_name: string[] }).model_name).to.deep.equal(['sale_order']);
    expect(heard.last('bo-navigate')!.detail).to.deep.equal({
      path: '/_print/print',
      query: { id: String(tpl.id), type: 'common', onlyPrint: '1', data: JSON.stringify(IDS) },
      newWindow: true,
    });
    expect(answer!.mode).to.equal('print');
    expect(answer!.template.id).to.equal(tpl.id);
    expect(el.hasAttribute('open')).to.equal(false);
    expect(mock.requestsTo(WORD)).to.have.length(0);
    expect(mock.requestsTo(LOG)).to.have.length(0);
  });

  it('a Word template: 下载 asks its word-api with the ids, logs the print, and downloads one .docx whose document holds every record', async () => {
    const el = await mount('bo-print-launcher', { 'model-name': 'purchase_order', ids: JSON.stringify(IDS) });
    const tpl = defaultOf('purchase_order');
    expect(tpl.type).to.not.equal(1);
    const answer = chooseDefault(el);
    (await action(el, 'mode', 'download')).click();
    const result = await answer;
    expect(result!.mode).to.equal('download');
    expect(mock.lastRequest(WORD)!.path).to.equal('/gn/print/word/purchase_order');
    expect(mock.lastRequest(WORD)!.body).to.deep.equal({ ids: IDS });
    const records = mock.lastRequest(WORD)!.answer as { data: { id: number; serial_number: string; name: string; list: { goods_name: string }[] }[] };
    expect(mock.lastRequest(LOG)!.body).to.deep.equal({
      tpl_id: tpl.id,
      model_name: 'purchase_order',
      record_list: records.data.map((r) => ({ data_id: r.id, data_serial_number: r.serial_number })),
    });
    await waitFor(() => downloads.files.length === 1, 'downloaded');
    const file = downloads.files[0]!;
    expect(file.name).to.equal(`${tpl.name} ${today()}.docx`);
    const xml = new PizZip(await file.blob.arrayBuffer()).file('word/document.xml')!.asText();
    for (const r of records.data) {
      expect(xml).to.contain(r.serial_number);
      expect(xml).to.contain(`名称：${r.name}`);
      for (const line of r.list) expect(xml).to.contain(line.goods_name);
    }
    expect(xml).to.not.match(/\{[#/]?(serial_number|name|list|__records)\}/);
    expect(heard.last('bo-print')!.detail.mode).to.equal('download');
    expect(el.hasAttribute('open')).to.equal(false);
    expect(dialog(el, 'mode')).to.equal(null);
  });

  it('预览 logs the print and shows the filled document as text: a script-like field stays text, nothing runs', async () => {
    const evil = '<img src=x onerror="window.__printPwned=1"><script>window.__printPwned=2</script>';
    mock.fault(WORD, { body: { code: 200, msg: 'success', data: [{ id: 1001, serial_number: 'CG-EVIL-1', name: evil, list: [{ line: 1, goods_name: '签字笔', quantity: 3, unit: '支' }] }] } });
    const el = await mount('bo-print-launcher', { 'model-name': 'purchase_order', ids: '[1001]' });
    const answer = chooseDefault(el);
    (await action(el, 'mode', 'preview')).click();
    expect((await answer)!.mode).to.equal('preview');
    const shown = await waitFor(() => $(el, '[data-print-preview]'), 'preview');
    expect(shown.textContent).to.contain('CG-EVIL-1');
    expect(shown.textContent).to.contain(`名称：${evil}`);
    expect(shown.textContent).to.contain('签字笔 × 3 支');
    expect(shown.querySelectorAll('script, img, iframe, [onerror]').length).to.equal(0);
    await settle(100);
    expect((window as { __printPwned?: number }).__printPwned).to.equal(undefined);
    expect(mock.requestsTo(LOG)).to.have.length(1);
    expect(el.hasAttribute('open'), 'open while the preview shows').to.equal(true);
    // 下载 in the preview saves the same file, without a second log
    (await action(el, 'preview', 'download')).click();
    await waitFor(() => downloads.files.length === 1, 'downloaded');
    expect(mock.requestsTo(LOG)).to.have.length(1);
    (await action(el, 'preview', 'close')).click();
    await waitFor(() => heard.of('bo-close').length === 1, 'bo-close');
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it("a word-api failure shows the server's msg and sends bo-error; the choice stays, nothing is logged or downloaded", async () => {
    mock.fault(WORD, { code: 500, msg: '打印数据获取失败' });
    const el = await mount('bo-print-launcher', { 'model-name': 'purchase_order', ids: JSON.stringify(IDS) });
    void chooseDefault(el);
    (await action(el, 'mode', 'download')).click();
    const message = await messageOf(el, '打印数据获取失败');
    expect(message.dataset.intent).to.equal('error');
    await waitFor(() => heard.of('bo-error').length === 1, 'bo-error');
    expect(heard.last('bo-error')!.detail).to.include({ source: 'http', msg: '打印数据获取失败', code: 500 });
    expect(dialog(el, 'mode'), 'the choice stays').to.not.equal(null);
    expect((await action(el, 'mode', 'download')).disabled).to.equal(false);
    expect(mock.requestsTo(LOG)).to.have.length(0);
    expect(downloads.files).to.have.length(0);
    expect(heard.of('bo-print')).to.have.length(0);
  });

  it('a template file that cannot be fetched says so (服务器错误（404）) and sends bo-error with its address', async () => {
    mock.fault('/api/print/template/:file', { status: 404 });
    const el = await mount('bo-print-launcher', { 'model-name': 'purchase_order', ids: JSON.stringify(IDS) });
    void chooseDefault(el);
    (await action(el, 'mode', 'download')).click();
    await messageOf(el, '服务器错误（404）');
    await waitFor(() => heard.of('bo-error').length === 1, 'bo-error');
    expect(heard.last('bo-error')!.detail).to.include({ source: 'http', status: 404, url: defaultOf('purchase_order').file_url });
    expect(mock.requestsTo(LOG)).to.have.length(0);
  });

  it('取消 in the picker or in the choice: bo-cancel, show() gives null, nothing asked; no ids: 没有传递数据 and bo-error', async () => {
    const el = await mount('bo-print-launcher', { 'model-name': 'purchase_order', ids: JSON.stringify(IDS) });
    const first = el.show();
    (await waitFor(() => $<HTMLButtonElement>(el, '[data-action="cancel"]'), 'picker cancel')).click();
    expect(await first).to.equal(null);
    const second = chooseDefault(el);
    (await action(el, 'mode', 'cancel')).click();
    expect(await second).to.equal(null);
    expect(heard.of('bo-cancel')).to.have.length(2);
    expect(mock.requestsTo(WORD)).to.have.length(0);
    const empty = await mount('bo-print-launcher', { 'model-name': 'purchase_order' });
    expect(await empty.show()).to.equal(null);
    await messageOf(empty, '没有传递数据');
    expect(heard.last('bo-error')!.detail).to.include({ source: 'attribute', attribute: 'ids' });
  });
});
