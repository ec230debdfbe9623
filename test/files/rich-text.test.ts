/**
 * <bo-rich-text-editor> (spec 3 §2.17, §5 Upload, §7 Files, §8): typing and formats, what the page gets
 * (bo-change, the value, the form value: sanitised HTML), the toolbars, the height, readonly, 清空 with the
 * spec's question, the configuration call (static host) and the image uploads (request, inserted img,
 * failure with 重试).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-rich-text-editor';
import { mock } from '../../demo/mock';
import { configure } from '../../src/core/config';
import { $, $$, mount, settle, waitFor } from '../helpers';
import { messageOf, pickerHooks } from '../pickers/picker-helpers';
import { typeInEditor } from '../conformance-triggers';

type Editor = HTMLElement & { value: string };
const CONFIG = '/api/files/config';
const IMG = '/api/files/img';
const area = (el: Element) => $<HTMLElement>(el, '.ProseMirror')!;
const tool = (el: Element, key: string) => $<HTMLButtonElement>(el, `[data-tool="${key}"]`);
const open = async (attributes: Record<string, string> = {}) => {
  const el = (await mount('bo-rich-text-editor', attributes)) as Editor;
  await waitFor(() => $(el, '.ProseMirror'), 'the editor');
  await waitFor(() => mock.requestsTo(CONFIG).length > 0, 'the configuration');
  await settle();
  return el;
};
const png = (name = 'a.png', size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });
/** Chooses files with the 插入图片 button's file box. */
function choose(el: Element, files: File[]) {
  const input = $<HTMLInputElement>(el, 'input[type="file"]')!;
  const data = new DataTransfer();
  files.forEach((f) => data.items.add(f));
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();

describe('<bo-rich-text-editor>', () => {
  const heard = pickerHooks('bo-change', 'bo-error');
  afterEach(() => {
    configure({ staticHost: '' });
    document.querySelectorAll('form').forEach((f) => f.remove());
  });

  it('typing text and toggling bold produces <strong>; bo-change and the value carry the HTML and the text', async () => {
    const el = await open();
    area(el).focus();
    await sendKeys({ type: 'plain ' });
    tool(el, 'bold')!.click();
    await waitFor(() => tool(el, 'bold')!.getAttribute('aria-pressed') === 'true', 'bold pressed');
    await sendKeys({ type: 'bold' });
    await waitFor(() => heard.last('bo-change')?.detail.html.includes('<strong>bold</strong>'), 'bold html');
    const detail = heard.last('bo-change')!.detail as { html: string; text: string };
    expect(detail.html).to.equal('<p>plain <strong>bold</strong></p>');
    expect(detail.text).to.equal('plain bold');
    expect(el.value).to.equal(detail.html);
  });

  it('a value with a script, an onerror and a javascript: link renders none of them, and hands none on', async () => {
    const el = await open({ name: 'body' });
    const form = document.body.appendChild(document.createElement('form'));
    form.append(el);
    el.value = '<p onclick="alert(1)">hi<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(3)">link</a><a href="https://example.com/a">ok</a></p>';
    await waitFor(() => area(el).textContent!.includes('hi'), 'the value shown');
    await settle(50);
    const html = area(el).innerHTML;
    expect(html).not.to.match(/onerror|onclick|<script|javascript:/i);
    expect(!!area(el).querySelector('a[href="https://example.com/a"]'), 'the http link stays').to.equal(true);
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
    expect(String(new FormData(form).get('body'))).not.to.match(/onerror|onclick|<script|javascript:/i);
    area(el).focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '!' });
    const out = await waitFor(() => heard.last('bo-change')?.detail.html as string | undefined, 'bo-change');
    expect(out).not.to.match(/onerror|onclick|<script|javascript:/i);
    expect(out).to.include('href="https://example.com/a"');
  });

  it("posts, unedited, only what the editor's schema holds: no style, form control, SVG or marquee of the page's value", async () => {
    const el = await open({ name: 'body' });
    const form = document.body.appendChild(document.createElement('form'));
    form.append(el);
    el.value =
      '<p style="background:url(\'javascript:alert(1)\')">样式</p><p style="width:expression(alert(2))">表达式</p>' +
      '<form action="https://evil.example/"><input name="x" value="输入"><button>按钮</button></form>' +
      '<svg><a href="https://example.com/s"><text>图</text></a></svg><marquee>跑马灯</marquee><p><strong>粗体</strong> <a href="https://example.com/a">链接</a></p>';
    await waitFor(() => area(el).textContent!.includes('粗体'), 'the value shown');
    const posted = await waitFor(() => new FormData(form).get('body') as string | null, 'the form value');
    expect(posted).not.to.match(/style=|javascript:|expression\(|<form|<input|<button|<svg|<marquee/i);
    expect(posted).to.include('<strong>粗体</strong>').and.include('href="https://example.com/a"');
    for (const text of ['样式', '表达式', '按钮', '跑马灯']) expect(posted, text).to.include(text);
    // what the editor shows holds the same, and so does what it sends once edited
    expect(area(el).innerHTML).not.to.match(/style=|<form|<input|<button|<svg|<marquee/i);
    area(el).focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '!' });
    const out = await waitFor(() => heard.last('bo-change')?.detail.html as string | undefined, 'bo-change');
    expect(out).not.to.match(/style=|javascript:|<form|<input|<button|<svg|<marquee/i);
  });

  it('the link box refuses a javascript: address and adds an https one', async () => {
    const el = await open({ value: '<p>word</p>' });
    area(el).focus();
    await sendKeys({ press: 'End' });
    tool(el, 'link')!.click();
    const input = await waitFor(() => $<HTMLInputElement>(el, '[role="dialog"] input, [role="group"] input'), 'the address box');
    input.focus();
    await sendKeys({ type: 'javascript:alert(1)' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => (el.shadowRoot!.textContent ?? '').includes('请输入以 http:// 或 https:// 开头的链接地址'), 'refused');
    expect(area(el).innerHTML).not.to.include('javascript:');
    input.select();
    await sendKeys({ type: 'https://example.com/x' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => area(el).querySelector('a[href="https://example.com/x"]'), 'the link');
    expect(heard.last('bo-change')!.detail.html).to.include('href="https://example.com/x"');
  });

  it('清空 asks the exact question; yes empties the document (清空成功), no keeps it', async () => {
    const el = await open({ value: '<p>keep me</p>' });
    tool(el, 'clear')!.click();
    await waitFor(() => (el.shadowRoot!.textContent ?? '').includes('请确认是否清空？清空后将无法恢复'), 'the question');
    await answer(el, false);
    await settle(50);
    expect(area(el).textContent).to.equal('keep me');
    tool(el, 'clear')!.click();
    await answer(el, true);
    await messageOf(el, '清空成功');
    expect(area(el).textContent).to.equal('');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ html: '', text: '' });
    expect(el.value).to.equal('');
  });

  it('asks its configuration at /api/files/config, of the static host when the page has one', async () => {
    await open();
    expect(mock.lastRequest(CONFIG)!.url).to.match(/\/api\/files\/config$/);
    expect(mock.lastRequest(CONFIG)!.method).to.equal('GET');
    configure({ staticHost: '/static-files' });
    await open();
    expect(mock.lastRequest(CONFIG)!.url).to.match(/\/static-files\/api\/files\/config$/);
  });

  it('an image goes as multipart to /api/files/img and comes in as <img src=image_url>; public to /api/files/public/img', async () => {
    const el = await open();
    choose(el, [png('photo.png')]);
    const img = await waitFor(() => area(el).querySelector('img'), 'the image');
    const request = mock.lastRequest(IMG, 'POST')!;
    expect(request.headers['content-type']).to.match(/^multipart\/form-data/);
    expect((request.body as Record<string, unknown>).is_public).to.equal('0');
    expect(((request.body as Record<string, unknown>).file as File).name).to.equal('photo.png');
    expect(img.getAttribute('src')).to.match(/^\/api\/files\/mock\/\d+$/);
    expect(heard.last('bo-change')!.detail.html).to.include(`<img src="${img.getAttribute('src')}"`);
    const pub = await open({ public: '' });
    choose(pub, [png()]);
    await waitFor(() => area(pub).querySelector('img'), 'the public image');
    expect(mock.requestsTo('/api/files/public/img')).to.have.length(1);
  });

  it('a pasted image file and a dropped one are uploaded and inserted; a pasted text pastes as text', async () => {
    const el = await open();
    const data = (file: File) => {
      const d = new DataTransfer();
      d.items.add(file);
      return d;
    };
    area(el).focus();
    area(el).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data(png('pasted.png')), bubbles: true, cancelable: true }));
    await waitFor(() => area(el).querySelector('img[alt="pasted.png"]'), 'the pasted image');
    const box = area(el).getBoundingClientRect();
    area(el).dispatchEvent(new DragEvent('drop', { dataTransfer: data(png('dropped.png')), clientX: box.left + 20, clientY: box.top + 10, bubbles: true, cancelable: true }));
    await waitFor(() => area(el).querySelector('img[alt="dropped.png"]'), 'the dropped image');
    expect(mock.requestsTo(IMG)).to.have.length(2);
    const text = new DataTransfer();
    text.setData('text/plain', '粘贴的文字');
    area(el).dispatchEvent(new ClipboardEvent('paste', { clipboardData: text, bubbles: true, cancelable: true }));
    await waitFor(() => area(el).textContent!.includes('粘贴的文字'), 'the pasted text');
    expect(mock.requestsTo(IMG)).to.have.length(2);
  });

  it('an image over 2 MB goes in 2 MB chunks under one client_id, then comes in whole', async () => {
    const el = await open();
    choose(el, [png('large.png', 2097152 + 1000)]);
    const img = await waitFor(() => area(el).querySelector('img'), 'the image', 15000);
    const chunks = mock.requestsTo(IMG).map((r) => r.body as Record<string, unknown>);
    expect(chunks.map((c) => [c.chunkindex, c.chunktotal, c.filesize])).to.deep.equal([['0', '2', '2098152'], ['1', '2', '2098152']]);
    expect(chunks[0]!.client_id).to.equal(chunks[1]!.client_id);
    const served = await fetch(img.getAttribute('src')!).then((r) => r.blob());
    expect(served.size).to.equal(2098152);
  });

  it('disabled: the toolbar is off, nothing can be typed, and a form does not post it', async () => {
    const form = document.body.appendChild(document.createElement('form'));
    form.innerHTML = '<bo-rich-text-editor name="content" disabled value="<p>locked</p>"></bo-rich-text-editor>';
    const el = form.firstElementChild as Editor;
    await waitFor(() => el.shadowRoot && $(el, '.ProseMirror') && tool(el, 'bold'), 'the editor');
    expect(tool(el, 'bold')!.disabled || tool(el, 'bold')!.getAttribute('aria-disabled') === 'true').to.equal(true);
    expect(area(el).getAttribute('contenteditable')).to.equal('false');
    expect(new FormData(form).has('content')).to.equal(false);
  });

  it('refuses a file that is not an image with 请上传图片 and sends nothing', async () => {
    const el = await open();
    choose(el, [new File(['x'], 'a.pdf', { type: 'application/pdf' })]);
    await messageOf(el, '请上传图片');
    expect(mock.requestsTo(IMG)).to.have.length(0);
  });

  it('follows its configuration: says which images it takes, refuses other formats and larger images before sending', async () => {
    mock.fault(CONFIG, { body: { code: 200, msg: '', data: { image_max_size: 1024, image_types: ['png', 'gif'] } } });
    const el = await open();
    await waitFor(() => (el.shadowRoot!.textContent ?? '').includes('可插入 png、gif 格式的图片，单张不超过 1 KB'), 'the hint');
    expect($<HTMLInputElement>(el, 'input[type="file"]')!.accept).to.equal('.png,.gif');
    choose(el, [new File([new Uint8Array(8)], 'a.jpg', { type: 'image/jpeg' })]);
    await messageOf(el, '请上传图片');
    choose(el, [png('huge.png', 4096)]);
    await messageOf(el, '图片 huge.png 超过 1 KB，不能上传');
    expect(mock.requestsTo(IMG)).to.have.length(0);
  });

  it('a failed upload shows the server message with 重试, puts nothing in the document, and the retry inserts it', async () => {
    const el = await open();
    mock.fault(IMG, { code: 500, msg: '存储空间已满', times: 1 });
    choose(el, [png('big.png')]);
    await waitFor(() => (el.shadowRoot!.textContent ?? '').includes('图片 big.png 上传失败：存储空间已满'), 'the failure');
    expect(area(el).querySelector('img')).to.equal(null);
    expect(heard.of('bo-error').length).to.be.greaterThan(0);
    const retry = $$<HTMLButtonElement>(el, '[data-upload="failed"] button').find((b) => b.textContent === '重试')!;
    retry.click();
    await waitFor(() => area(el).querySelector('img'), 'the image after the retry');
    expect($(el, '[data-upload]')).to.equal(null);
  });

  it('is 500 px high by default, as high as height says otherwise', async () => {
    const el = await open();
    expect(getComputedStyle(el).height).to.equal('500px');
    const low = await open({ height: '300' });
    expect(getComputedStyle(low).height).to.equal('300px');
  });

  it('the simple toolbar has the simple buttons with Chinese labels; the full one adds headings, strike, code, quote, code block and line', async () => {
    const simple = await open();
    const keys = (el: Element) => $$(el, '[data-tool]').map((b) => b.getAttribute('data-tool'));
    expect(keys(simple)).to.deep.equal(['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'link', 'image', 'undo', 'redo', 'clear']);
    expect(tool(simple, 'bold')!.getAttribute('aria-label')).to.equal('加粗');
    expect(tool(simple, 'clear')!.getAttribute('aria-label')).to.equal('清空');
    const full = await open({ toolbar: 'full' });
    expect(keys(full)).to.deep.equal([
      'heading1', 'heading2', 'heading3', 'bold', 'italic', 'underline', 'strike', 'code', 'bulletList', 'orderedList',
      'blockquote', 'codeBlock', 'horizontalRule', 'link', 'image', 'undo', 'redo', 'clear',
    ]);
  });

  it('in a <form>, posts the HTML under its name', async () => {
    const form = document.body.appendChild(document.createElement('form'));
    form.innerHTML = '<bo-rich-text-editor name="content" value="<p>first</p>"></bo-rich-text-editor>';
    const el = form.firstElementChild as Editor;
    await waitFor(() => el.shadowRoot && $(el, '.ProseMirror'), 'the editor');
    expect(new FormData(form).get('content')).to.equal('<p>first</p>');
    await typeInEditor(el, 'x');
    await waitFor(() => heard.of('bo-change').length > 0, 'bo-change');
    expect(new FormData(form).get('content')).to.equal(heard.last('bo-change')!.detail.html);
    expect(String(new FormData(form).get('content'))).to.include('x');
  });

  it('readonly: no toolbar and typing changes nothing', async () => {
    const el = await open({ readonly: '', value: '<p>fixed</p>' });
    expect(tool(el, 'bold')).to.equal(null);
    expect(area(el).getAttribute('contenteditable')).to.equal('false');
    area(el).focus();
    await sendKeys({ type: 'abc' });
    await settle(50);
    expect(area(el).textContent).to.equal('fixed');
    expect(heard.of('bo-change')).to.have.length(0);
  });
});
