/**
 * <bo-photo-uploader> (spec 3 §2.9, §4 "Photo image load failure", §5 Upload, §6, §7 Files, §9): the add
 * tile and the maximum, 请上传图片 for a non-image (nothing sent), the upload request (path, multipart
 * file and is_public 0), its progress, a failed upload kept with 重试, delete with 确认是否删除照片 and
 * bo-change, view-only mode, the image-load retry (5 s by default, 4 attempts, then a placeholder; no
 * timer left after removal), the 查看大图 dialog (60 % wide, the picture at most 500 px) and the form post.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-photo-uploader';
import { delay, http } from 'msw';
import { mock, worker } from '../../demo/mock';
import { PHOTO_PICTURE } from '../../demo/mock/handlers/photos';
import { SEEDED_PHOTOS } from '../../demo/mock/store/photos';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { messageOf, pickerHooks } from '../pickers/picker-helpers';
import { pngFile } from './upload-helpers';

const IMG = '/api/files/img';
const png = (name = 'a.png') => pngFile(name);
const photos = (n: number) => JSON.stringify(SEEDED_PHOTOS.slice(0, n));
let asked = 0;
/** A seeded photo at an address this page has not loaded yet (the browser keeps the pictures it loaded). */
const unseen = () => JSON.stringify([{ ...SEEDED_PHOTOS[0]!, image_url: `${SEEDED_PHOTOS[0]!.image_url}?unseen=${++asked}` }]);

/** Chooses files in the element's file input, as the browser's picker does. */
function choose(el: Element, ...files: File[]) {
  const input = $<HTMLInputElement>(el, '[data-photo-input]')!;
  const transfer = new DataTransfer();
  for (const f of files) transfer.items.add(f);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
const addButton = (el: Element) => $<HTMLButtonElement>(el, '[data-action="add"]');
const thumbs = (el: Element) => $$(el, '[data-photo-index]');
const answer = async (el: Element) => (await waitFor(() => $<HTMLButtonElement>(el, '[data-bo-confirm-ok]'), 'the question')).click();
const picturesAsked = (id = 1) => mock.requestsTo(`/api/files/mock/photo/${id}`).length;

describe('<bo-photo-uploader>', () => {
  const heard = pickerHooks('bo-change', 'bo-error');

  it('shows a thumbnail per photo; the add tile is gone at the maximum and back after a delete (确认是否删除照片, bo-change)', async () => {
    const el = await mount('bo-photo-uploader', { value: photos(3), max: '3' });
    expect(thumbs(el)).to.have.length(3);
    await waitFor(() => $$(el, '[data-photo-index] img').length === 3 && $$(el, '[data-image-status]').length === 0, 'the pictures');
    expect(addButton(el), 'no add tile at 3 of 3').to.equal(null);
    $<HTMLButtonElement>(el, '[data-photo-index="0"] [data-action="delete"]')!.click();
    await waitFor(() => $(el, '[data-bo-confirm]'), 'the question');
    expect($(el, '[data-bo-confirm]')!.textContent).to.contain('确认是否删除照片');
    await answer(el);
    await waitFor(() => heard.of('bo-change').length === 1, 'bo-change');
    const detail = heard.last('bo-change')!.detail as { photos: { attachment_id: number }[]; ids: number[] };
    expect(detail.ids).to.deep.equal([502, 503]);
    expect(detail.photos.map((p) => p.attachment_id)).to.deep.equal([502, 503]);
    expect(el.value.map((p) => p.attachment_id), 'value follows').to.deep.equal([502, 503]);
    await waitFor(() => addButton(el), 'the add tile again');
    expect(thumbs(el)).to.have.length(2);
    expect(mock.requestsTo(IMG)).to.have.length(0);
  });

  it('refuses a file that is not a picture with 请上传图片 and sends nothing', async () => {
    const el = await mount('bo-photo-uploader');
    choose(el, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await messageOf(el, '请上传图片');
    await settle(200);
    expect(mock.requestsTo(IMG)).to.have.length(0);
    expect(mock.requestsTo('/api/files/public/img')).to.have.length(0);
    expect($$(el, '[data-upload-id]')).to.have.length(0);
  });

  it('uploads a picture: multipart POST /api/files/img with file and is_public 0; it joins the photos (bo-change with its id)', async () => {
    const el = await mount('bo-photo-uploader', { value: photos(1) });
    choose(el, png('现场.png'));
    await waitFor(() => heard.of('bo-change').length === 1, 'bo-change');
    const req = mock.lastRequest(IMG)!;
    const body = req.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).to.deep.equal(['file', 'is_public']);
    expect(body.is_public).to.equal('0');
    expect((body.file as File).name).to.equal('现场.png');
    expect(req.headers['content-type']).to.contain('multipart/form-data');
    const detail = heard.last('bo-change')!.detail as { photos: { name: string }[]; ids: number[] };
    expect(detail.ids).to.have.length(2);
    expect(detail.ids[0]).to.equal(501);
    expect(detail.photos[1]!.name).to.equal('现场.png');
    await waitFor(() => thumbs(el).length === 2 && $$(el, '[data-upload-id]').length === 0, 'the new thumbnail');
  });

  it('a picture over 2 MiB goes in 2,097,152-byte chunks under one client_id, then joins the photos', async () => {
    const el = await mount('bo-photo-uploader');
    choose(el, new File([new Uint8Array(2097152 + 1000)], 'big.jpg', { type: 'image/jpeg' }));
    await waitFor(() => heard.of('bo-change').length === 1, 'bo-change', 10000);
    const bodies = mock.requestsTo(IMG).map((r) => r.body as Record<string, unknown>);
    expect(bodies.map((b) => [b.chunkindex, b.chunktotal, b.filesize, (b.file as Blob).size])).to.deep.equal([
      ['0', '2', '2098152', 2097152],
      ['1', '2', '2098152', 1000],
    ]);
    expect(bodies[0]!.client_id).to.be.a('string').and.equal(bodies[1]!.client_id);
    expect((heard.last('bo-change')!.detail as { photos: { name: string; size: number }[] }).photos.map((p) => [p.name, p.size])).to.deep.equal([['big.jpg', 2098152]]);
  });

  it('with public: POST /api/files/public/img (is_public still 0)', async () => {
    const el = await mount('bo-photo-uploader', { public: '' });
    choose(el, png());
    await waitFor(() => mock.requestsTo('/api/files/public/img').length === 1, 'the public upload');
    expect((mock.lastRequest('/api/files/public/img')!.body as Record<string, unknown>).is_public).to.equal('0');
    expect(mock.requestsTo(IMG)).to.have.length(0);
  });

  it('shows the progress of an upload under way, and hides the add tile when the uploads reach the maximum', async () => {
    mock.fault(IMG, { delay: 1500, times: 1 });
    const el = await mount('bo-photo-uploader', { value: photos(1), max: '2' });
    choose(el, png());
    const tile = await waitFor(() => $(el, '[data-upload-id][data-status="uploading"]'), 'the upload');
    expect(tile.textContent).to.match(/上传中 \d+%/);
    expect(tile.querySelector('[role="progressbar"]'), 'a progress bar').to.not.equal(null);
    expect(addButton(el), '1 photo + 1 upload = max 2').to.equal(null);
    await waitFor(() => heard.of('bo-change').length === 1, 'done');
    expect(addButton(el)).to.equal(null);
  });

  it('a failed upload stays, marked 上传失败, with the server msg and bo-error; 重试 sends it again and it joins the photos', async () => {
    mock.fault(IMG, { code: 500, msg: '存储空间不足', times: 1 });
    const el = await mount('bo-photo-uploader');
    choose(el, png('b.png'));
    const tile = await waitFor(() => $(el, '[data-upload-id][data-status="failed"]'), 'the failed upload');
    expect(tile.textContent).to.contain('上传失败');
    await messageOf(el, '存储空间不足');
    expect(heard.of('bo-error').length).to.be.greaterThan(0);
    expect((heard.last('bo-error')!.detail as { msg: string }).msg).to.equal('存储空间不足');
    expect(heard.of('bo-change')).to.have.length(0);
    tile.querySelector<HTMLButtonElement>('[data-action="retry"]')!.click();
    await waitFor(() => heard.of('bo-change').length === 1, 'bo-change after 重试');
    expect(mock.requestsTo(IMG)).to.have.length(2);
    expect((heard.last('bo-change')!.detail as { photos: { name: string }[] }).photos.map((p) => p.name)).to.deep.equal(['b.png']);
    await waitFor(() => $$(el, '[data-upload-id]').length === 0 && thumbs(el).length === 1, 'the photo');
  });

  it('more pictures than room: the first ones up to the maximum go, the rest are refused with 最多上传{max}张照片', async () => {
    const el = await mount('bo-photo-uploader', { value: photos(1), max: '3', multiple: '' });
    expect($<HTMLInputElement>(el, '[data-photo-input]')!.multiple).to.equal(true);
    choose(el, png('1.png'), png('2.png'), png('3.png'));
    await messageOf(el, '最多上传3张照片');
    await waitFor(() => heard.of('bo-change').length >= 1 && $$(el, '[data-upload-id]').length === 0, 'the uploads');
    expect(mock.requestsTo(IMG).map((r) => ((r.body as Record<string, unknown>).file as File).name).sort()).to.deep.equal(['1.png', '2.png']);
    expect((el.value as { name?: string }[]).map((p) => p.name)).to.deep.equal([SEEDED_PHOTOS[0]!.name, '1.png', '2.png']);
    expect(addButton(el)).to.equal(null);
  });

  it('pictures join in the order they were chosen, whichever upload finishes first', async () => {
    // the first picture's upload answers last
    worker.use(
      http.post(`*${IMG}`, async ({ request }) => {
        const file = (await request.clone().formData()).get('file') as File;
        if (file.name === 'slow.png') await delay(400);
      }),
    );
    try {
      const el = await mount('bo-photo-uploader', { multiple: '' });
      choose(el, png('slow.png'), png('quick.png'));
      await waitFor(() => $$(el, '[data-upload-id]').length === 0 && (el.value as unknown[]).length === 2, 'both uploads');
      expect((el.value as { name?: string }[]).map((p) => p.name)).to.deep.equal(['slow.png', 'quick.png']);
      const said = heard.of('bo-change').map((e) => (e.detail as { photos: { name?: string }[] }).photos.map((p) => p.name));
      expect(said.at(-1)).to.deep.equal(['slow.png', 'quick.png']);
    } finally {
      worker.resetHandlers();
    }
  });

  it('view-only mode hides add and delete; force-delete keeps delete; disabled: the add tile disabled, no delete', async () => {
    const off = await mount('bo-photo-uploader', { value: photos(2), disabled: '' });
    expect(addButton(off)!.disabled).to.equal(true);
    expect($$(off, '[data-action="delete"]')).to.have.length(0);
    const view = await mount('bo-photo-uploader', { value: photos(2), readonly: '' });
    expect(addButton(view)).to.equal(null);
    expect($$(view, '[data-action="delete"]')).to.have.length(0);
    expect($$(view, '[data-action="view"]')).to.have.length(2);
    const forced = await mount('bo-photo-uploader', { value: photos(2), readonly: '', 'force-delete': '' });
    expect(addButton(forced)).to.equal(null);
    expect($$(forced, '[data-action="delete"]')).to.have.length(2);
  });

  it('a picture that fails to load is asked again after the delay and shows once it loads', async () => {
    mock.fault(PHOTO_PICTURE, { status: 404, times: 2 });
    const el = await mount('bo-photo-uploader', { value: unseen(), 'retry-delay': '300' });
    await waitFor(() => picturesAsked() === 1 && $(el, '[data-image-status="waiting"]'), 'the first failure');
    await settle(150);
    expect(picturesAsked(), 'not before the delay').to.equal(1);
    await waitFor(() => $(el, '[data-photo-index="0"] img[data-attempt="3"]') && !$(el, '[data-image-status]'), 'the third attempt loaded', 3000);
    expect(picturesAsked()).to.equal(3);
    expect($(el, '[data-broken]')).to.equal(null);
  });

  it('by default the next attempt waits 5 s (spec 3 §9)', async () => {
    mock.fault(PHOTO_PICTURE, { status: 404, times: 1 });
    const el = await mount('bo-photo-uploader', { value: unseen() });
    await waitFor(() => picturesAsked() === 1 && $(el, '[data-image-status="waiting"]'), 'the first failure');
    const failed = performance.now();
    await waitFor(() => picturesAsked() === 2, 'the second attempt', 7000);
    const waited = performance.now() - failed;
    expect(waited > 4800 && waited < 6000, `asked again after ${Math.round(waited)} ms`).to.equal(true);
    await waitFor(() => !$(el, '[data-image-status]'), 'loaded');
  });

  it('after 4 attempts in all it gives up: a broken-image placeholder with the name, and nothing more is asked', async () => {
    mock.fault(PHOTO_PICTURE, { status: 404 });
    const el = await mount('bo-photo-uploader', { value: unseen(), 'retry-delay': '100' });
    const broken = await waitFor(() => $(el, '[data-photo-index="0"] [data-broken]'), 'the placeholder', 4000);
    expect(broken.textContent).to.contain(SEEDED_PHOTOS[0]!.name);
    expect(picturesAsked()).to.equal(4);
    await settle(400);
    expect(picturesAsked(), 'abandoned').to.equal(4);
  });

  it('leaves no timer behind: removed while waiting to ask again, nothing more is asked', async () => {
    mock.fault(PHOTO_PICTURE, { status: 404 });
    const el = await mount('bo-photo-uploader', { value: unseen(), 'retry-delay': '300' });
    await waitFor(() => picturesAsked() === 1 && $(el, '[data-image-status="waiting"]'), 'the first failure');
    el.remove();
    await settle(900);
    expect(picturesAsked()).to.equal(1);
  });

  it('查看大图: 60 % of the page wide, the picture at most 500 px (contained); previous/next with several; Esc closes', async () => {
    const el = await mount('bo-photo-uploader', { value: photos(3) });
    $<HTMLButtonElement>(el, '[data-photo-index="1"] [data-action="view"]')!.click();
    const surface = await waitFor(() => $(el, '[data-bo-photo-viewer]'), 'the dialog');
    expect(surface.textContent).to.contain('查看大图');
    expect($(el, '[data-counter]')!.textContent).to.equal('2 / 3');
    await waitFor(() => surface.querySelector('img[data-attempt]')?.checkVisibility(), 'the big picture');
    // the computed width: the opening motion scales the surface for a moment
    const width = parseFloat(getComputedStyle(surface).width) / document.documentElement.clientWidth;
    expect(Math.abs(width - 0.6) < 0.01, `dialog ${Math.round(width * 100)} % wide`).to.equal(true);
    const big = getComputedStyle(surface.querySelector('img[data-attempt]')!);
    expect([big.maxWidth, big.maxHeight, big.objectFit]).to.deep.equal(['500px', '500px', 'contain']);
    const picture = surface.querySelector('img[data-attempt]')!.getBoundingClientRect();
    expect(picture.width <= 500 && picture.height <= 500, 'within 500 px').to.equal(true);
    expect(surface.querySelector('img[data-attempt]')!.getAttribute('src')).to.equal(SEEDED_PHOTOS[1]!.image_url);
    $<HTMLButtonElement>(el, '[data-bo-photo-viewer] [data-action="next"]')!.click();
    await waitFor(() => $(el, '[data-counter]')!.textContent === '3 / 3', 'the next photo');
    $<HTMLButtonElement>(el, '[data-bo-photo-viewer] [data-action="next"]')!.click();
    await waitFor(() => $(el, '[data-counter]')!.textContent === '1 / 3', 'round to the first');
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => $(el, '[data-counter]')!.textContent === '3 / 3', 'ArrowLeft');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$(el, '[data-bo-photo-viewer]'), 'closed by Esc');
    expect(textOf(el)).to.not.contain('查看大图');
  });

  it('in a plain <form>: the attachment ids under its name; a delete changes what is posted', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    try {
      const el = document.createElement('bo-photo-uploader');
      el.setAttribute('name', 'photo_ids');
      el.setAttribute('value', JSON.stringify([...SEEDED_PHOTOS.slice(0, 2), { image_url: '/api/files/mock/photo/3', name: '无编号.svg' }]));
      form.append(el);
      await waitFor(() => el.shadowRoot && el.shadowRoot.childElementCount > 0, 'rendered');
      await settle();
      expect(new FormData(form).getAll('photo_ids')).to.deep.equal(['501', '502']);
      $<HTMLButtonElement>(el, '[data-photo-index="0"] [data-action="delete"]')!.click();
      await answer(el);
      await waitFor(() => heard.of('bo-change').length === 1, 'bo-change');
      expect(new FormData(form).getAll('photo_ids')).to.deep.equal(['502']);
      el.setAttribute('disabled', '');
      expect(new FormData(form).getAll('photo_ids'), 'disabled: not posted').to.deep.equal([]);
    } finally {
      form.remove();
    }
  });
});
