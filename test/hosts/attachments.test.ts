/**
 * The form with attachments (demo/hosts/attachments.html) on the built bundle: a file upload, a photo
 * strip and a rich-text editor in a plain <form method="post">. The user uploads a big file (in chunks)
 * and the page moves the upload to another column while it goes (remove + append in one task, as jQuery
 * does); the upload finishes, and the post carries the attachment ids, the photo ids and the text.
 */
import { expect } from 'chai';
import { $, deepQuery, waitFor, SLOW } from '../helpers';
import { hostPageHooks, openHostPage, type HostPage } from './host-page';

/** Chooses a file in an element's file input inside the page, as the browser does after its dialog. */
function choose(page: HostPage, el: Element, input: string, file: File) {
  const box = $<HTMLInputElement>(el, input)!;
  const list = new page.window.DataTransfer();
  list.items.add(file);
  box.files = list.files;
  box.dispatchEvent(new page.window.Event('change', { bubbles: true }));
}

/** Submits the page's form as a user does and gives the fields the server received, in order. */
async function submitted(page: HostPage) {
  const arrived = new Promise((resolve) => page.frame.addEventListener('load', resolve, { once: true }));
  page.click('button[type="submit"]');
  await arrived;
  return [...page.document.querySelectorAll('#received tr')].map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]);
}

describe('host page: a form with attachments (demo/hosts/attachments.html)', function () {
  this.timeout(40000 * SLOW);
  hostPageHooks();

  it('an upload moved while it goes finishes; the form posts the attachment ids, the photo ids and the text', async () => {
    const page = await openHostPage('attachments.html');
    const upload = page.find('bo-file-upload');
    const photos = page.find('bo-photo-uploader');
    const editor = page.find('bo-rich-text-editor');
    const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

    // 12 MiB: six chunks, so the move comes while it goes
    choose(page, upload, 'input[data-file-input]', new page.window.File([new Uint8Array(12 * 1024 * 1024)], '验收报告.pdf', { type: 'application/pdf' }));
    await waitFor(() => $(upload, '[data-status="uploading"]'), 'the upload going');
    page.click('#move');
    expect(upload.parentElement!.id, 'moved to the right column').to.equal('right');
    expect($(upload, '[data-status="uploading"]'), 'still going when it was moved').to.not.equal(null);
    await waitFor(() => $(upload, '[data-file-row][data-status="attached"]'), 'the moved upload finished', 20000);
    await waitFor(() => page.text('#log').includes('附件：'), "the page's note of the attachment");
    const attachmentId = /附件：(\d+)/.exec(page.text('#log'))![1]!;

    choose(page, photos, 'input[data-photo-input]', new page.window.File([pngBytes], '现场.png', { type: 'image/png' }));
    await waitFor(() => page.text('#log').includes('照片：'), "the page's note of the photo");
    const photoId = /照片：(\d+)/.exec(page.text('#log'))![1]!;

    const area = await waitFor(() => deepQuery<HTMLElement>(editor.shadowRoot!, '.ProseMirror[contenteditable="true"]'), 'the editing area', 15000);
    area.focus();
    page.document.execCommand('insertText', false, '设备运行正常');
    await waitFor(() => (editor as HTMLElement & { value: string }).value.includes('设备运行正常'), 'the text in the value');

    expect(page.text('#log')).to.not.contain('出错');
    expect(await submitted(page)).to.deep.equal([
      ['receipt_no', 'YS-2026-0007'],
      ['attachment_ids', attachmentId],
      ['photo_ids', photoId],
      ['content', '<p>设备运行正常</p>'],
    ]);
  });
});
