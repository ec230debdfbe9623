/**
 * <bo-scan-upload> (spec 3 §2.8, §4 "Phone-scan upload", §7 Files, §9): the local upload (is_public 1),
 * the QR code (code/gen with client_id, content and img_size 300), the state asked every poll-interval
 * (5 s by default) while the code is shown, the end on success (back to local, bo-change with the
 * phone's files), and no poller left running once the element is removed or hidden.
 */
import { expect } from 'chai';
import '../../elements/bo-scan-upload';
import '../../elements/bo-file-upload';
import { mock, store } from '../../demo/mock';
import { $, mount, settle, waitFor } from '../helpers';
import { pickerHooks } from '../pickers/picker-helpers';
import { attached, choose, namesOf, textFile } from './upload-helpers';

const GEN = '/api/files/code/gen';
const STATE = '/api/files/code/state';
const states = () => mock.requestsTo(STATE).length;

/** Mounts the element and opens its QR panel; the mock's phone waits until told (autoAfter 0). */
async function openQr(tag: 'bo-scan-upload' | 'bo-file-upload' = 'bo-scan-upload', attributes: Record<string, string> = { 'poll-interval': '200' }) {
  store.filesScan().autoAfter = 0;
  const el = await mount(tag, tag === 'bo-file-upload' ? { source: 'scan', ...attributes } : attributes);
  $<HTMLButtonElement>(el, '[data-action="scan"]')!.click();
  await waitFor(() => $(el, '[data-qr-image]'), 'the QR code');
  return el;
}

const clientIdOf = (el: Element) => $(el, '[data-qr-panel] [data-client-id]')!.dataset.clientId!;

/** The demo-only route: the phone uploads two files under the element's session now. */
async function phoneUploads(el: Element): Promise<{ name: string; attachment_id: number }[]> {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ client_id: clientIdOf(el) }) };
  return (await (await fetch('/api/files/code/demo_upload', init)).json()).data;
}

/** No state request is made for a while: no poller is running. */
async function quiet(ms = 800) {
  await settle(50);
  const n = states();
  await settle(ms);
  expect(states()).to.equal(n);
}

describe('<bo-scan-upload>', () => {
  const heard = pickerHooks('bo-change', 'bo-error');

  it('本地上传 posts the file to /api/files/create with is_public 1', async () => {
    const el = await mount('bo-scan-upload');
    expect($(el, '[data-action="choose"]')!.textContent).to.equal('本地上传');
    choose(el, textFile('a.txt'));
    await attached(el, 1);
    expect((mock.lastRequest('/api/files/create')!.body as Record<string, unknown>).is_public).to.equal('1');
  });

  it('扫码上传 asks code/gen {client_id, content, img_size 300} and shows the image', async () => {
    const el = await openQr();
    const body = mock.lastRequest(GEN)!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).to.deep.equal(['client_id', 'content', 'img_size']);
    expect(body.img_size).to.equal(300);
    expect(body.client_id).to.equal(clientIdOf(el));
    expect(new URL(String(body.content)).searchParams.get('client_id')).to.equal(body.client_id);
    expect($<HTMLImageElement>(el, '[data-qr-image]')!.src.startsWith('data:image/svg+xml')).to.equal(true);
  });

  it('a refused code/gen: 二维码生成失败 with 重试 (bo-error, no polling); 重试 asks again with a new client_id', async () => {
    store.filesScan().autoAfter = 0;
    mock.fault(GEN, { code: 500, msg: '二维码服务不可用', times: 1 });
    const el = await mount('bo-scan-upload', { 'poll-interval': '200' });
    $<HTMLButtonElement>(el, '[data-action="scan"]')!.click();
    const retry = await waitFor(() => $<HTMLButtonElement>(el, '[data-action="retry-qr"]'), 'the retry');
    expect(retry.textContent).to.include('二维码生成失败');
    expect((heard.last('bo-error')!.detail as { msg: string }).msg).to.equal('二维码服务不可用');
    const first = (mock.lastRequest(GEN)!.body as { client_id: string }).client_id;
    await quiet(400);
    expect(states()).to.equal(0);
    retry.click();
    await waitFor(() => $(el, '[data-qr-image]'), 'the QR code');
    expect((mock.lastRequest(GEN)!.body as { client_id: string }).client_id).not.to.equal(first);
  });

  it('asks code/state {client_id} every poll-interval while the code is shown', async () => {
    const shown = performance.now();
    const el = await openQr('bo-scan-upload', { 'poll-interval': '300' });
    // the next question goes an interval after the last answer: three questions take two intervals at
    // least (and more on a busy machine), so never more than 5 in 1.5 s
    await waitFor(() => states() >= 3, 'three state requests');
    expect(performance.now() - shown).to.be.at.least(600);
    const since = performance.now();
    const before = states();
    await settle(1550);
    expect(states() - before).to.be.at.most(Math.ceil((performance.now() - since) / 300) + 1);
    expect(mock.lastRequest(STATE)!.query).to.deep.equal({ client_id: clientIdOf(el) });
  });

  it('every 5 s by default: one state request in the first 5.5 s', async () => {
    await openQr('bo-scan-upload', {});
    await settle(4500);
    expect(states()).to.equal(0);
    await waitFor(() => states() === 1, 'the first state request', 1500);
  }).timeout(10000);

  it('on success: the polling stops, the mode is local again and bo-change gives the phone files', async () => {
    const el = await openQr();
    const files = await phoneUploads(el);
    await waitFor(() => !$(el, '[data-qr-panel]'), 'back to local');
    expect($(el, '[data-bo-file-upload]')!.dataset.mode).to.equal('local');
    expect($(el, '[data-action="choose"]')).not.to.equal(null);
    const detail = heard.last('bo-change')!.detail as { files: { name: string }[]; ids: number[] };
    expect(detail.ids).to.deep.equal(files.map((f) => f.attachment_id));
    expect(namesOf(el)).to.deep.equal(files.map((f) => f.name));
    await quiet();
  });

  it('no poller left after the element is removed', async () => {
    const el = await openQr();
    await waitFor(() => states() >= 2, 'polling');
    el.remove();
    await quiet();
  });

  it('no request while hidden; polling again when shown', async () => {
    const el = await openQr();
    await waitFor(() => states() >= 1, 'polling');
    el.hidden = true;
    await quiet();
    const n = states();
    el.hidden = false;
    await waitFor(() => states() > n, 'polling again', 1500);
  });

  it('返回本地上传 closes the panel and stops the polling', async () => {
    const el = await openQr();
    $<HTMLButtonElement>(el, '[data-action="back-local"]')!.click();
    await waitFor(() => !$(el, '[data-qr-panel]'), 'the panel closed');
    await quiet();
  });

  it("bo-file-upload's scan source uses the same panel and adds the phone files to its list", async () => {
    const el = await openQr('bo-file-upload');
    await phoneUploads(el);
    await attached(el, 2);
    expect(el.value).to.have.length(2);
    expect(mock.lastRequest(GEN)!.body).to.deep.include({ img_size: 300 });
  });
});
