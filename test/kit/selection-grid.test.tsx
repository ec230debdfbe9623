import { expect } from 'chai';
import { http, HttpResponse } from 'msw';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/bo-material-picker';
import { mock, startMockWorker, store, worker } from '../../demo/mock';
import { IMAGE_RETRY, moveIndex } from '../../src/kit/grid';
import { $, listen, mount, settle, shadow, textOf, unmountAll, waitFor } from '../helpers';
import { opened, row, rowIds, rows } from '../pickers/picker-helpers';

const URL = '/sucai_manage/sucai/all_list';
const material = (id: number, image_url: string) => ({
  id, title: `坏图${id}`, serial_number: `SC${id}`, sucai_type_id: 1, cover: { image_url }, file_info: { attachment_id: id, image_url },
});
const only = (...rows: unknown[]) => mock.fault(URL, { body: { code: 200, msg: 'success', data: { data: rows, total: rows.length } } });
const focused = (el: Element) => shadow(el).activeElement as HTMLElement | null;

describe('selectionGrid (the card body of the material and icon pickers)', () => {
  let heard: ReturnType<typeof listen>;
  const saved = { ...IMAGE_RETRY };
  before(() => startMockWorker());
  beforeEach(() => {
    mock.reset();
    heard = listen('bo-confirm');
  });
  afterEach(() => {
    Object.assign(IMAGE_RETRY, saved);
    worker.resetHandlers();
    heard.stop();
    unmountAll();
  });

  it('a broken image is loaded again after the delay, 4 loads in all (spec 2 §4: 5 s, 4 attempts)', async () => {
    expect(IMAGE_RETRY).to.deep.equal({ delay: 5000, attempts: 4 });
    IMAGE_RETRY.delay = 300;
    // when each load reached the server: the gaps, not counts sampled at fixed times, so a busy machine
    // cannot make the test fail
    const loads: number[] = [];
    worker.use(http.get('*/img/broken.png', () => (loads.push(performance.now()), new HttpResponse(null, { status: 404 }))));
    only(material(1, '/img/broken.png'));
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 1);
    await waitFor(() => row(el, 1)!.querySelector('[role="img"]')?.getAttribute('aria-label') === '图片加载失败', 'the failed image');
    await waitFor(() => loads.length === 4, 'fourth load', 5000);
    const gaps = loads.slice(1).map((at, i) => Math.round(at - loads[i]!));
    expect(gaps.every((gap) => gap >= 300), `each load waits the delay after the last one failed: ${gaps.join(', ')} ms`).to.equal(true);
    await waitFor(() => row(el, 1)!.querySelector('[data-image-failed]'), 'given up');
    await settle(700);
    expect(loads.length, 'no fifth load').to.equal(4);
    expect(row(el, 1)!.querySelector('img')).to.equal(null);
    expect(row(el, 1)!.querySelector('[data-action="preview"]'), 'preview still offered for a cover URL').to.exist;
  });

  it('a card shows its title ellipsed with the whole title in a title attribute', async () => {
    const long = { ...material(7, store.sucai().materials[0]!.cover.image_url), title: '一个非常非常长的素材名称'.repeat(12) };
    only(long);
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 1);
    const title = row(el, 7)!.querySelector<HTMLElement>(`[title="${long.title}"]`)!;
    expect(getComputedStyle(title).textOverflow).to.equal('ellipsis');
    expect(title.scrollWidth).to.be.greaterThan(title.clientWidth);
  });

  it('keyboard: a grid of card rows with one Tab stop; arrows, Home and End move; Space and Enter pick', async () => {
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 40);
    const grid = $(el, '[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('选择素材');
    expect(rows(el).map((r) => r.tabIndex).filter((n) => n === 0)).to.have.length(1);
    const ids = rowIds(el);
    rows(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => focused(el)?.dataset.rowId === ids[1], 'second card');
    await sendKeys({ press: 'Space' });
    await waitFor(() => row(el, ids[1]!)!.getAttribute('aria-selected') === 'true', 'picked by Space');
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => focused(el)?.dataset.rowId === ids[1 + columns], 'card below');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => row(el, ids[1 + columns]!)!.getAttribute('aria-selected') === 'true', 'picked by Enter');
    await sendKeys({ press: 'End' });
    await waitFor(() => focused(el)?.dataset.rowId === ids.at(-1), 'last card');
    expect(rows(el).map((r) => r.tabIndex).filter((n) => n === 0)).to.have.length(1);
    await sendKeys({ press: 'Home' });
    await waitFor(() => focused(el)?.dataset.rowId === ids[0], 'first card');
    expect(textOf(el)).to.contain('已选 2 条');
  });

  it('a card is a row of the grid named by the words it shows; its box only shows the choice (inert, no focus), a click on it picks the card', async () => {
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 40);
    const first = store.sucai().materials.find((m) => String(m.id) === rowIds(el)[0])!;
    const card = row(el, first.id)!;
    expect([card.getAttribute('role'), card.parentElement!.getAttribute('role')]).to.deep.equal(['row', 'grid']);
    expect([...card.children].map((c) => c.getAttribute('role'))).to.deep.equal(['gridcell', 'gridcell']);
    const name = card.getAttribute('aria-labelledby')!.split(' ').map((id) => (card.getRootNode() as ShadowRoot).getElementById(id)!.textContent);
    expect(name).to.deep.equal([first.title, first.serial_number, card.querySelector('[data-tag]')!.textContent]);
    const box = card.querySelector('input')!;
    expect(box.closest('[inert][aria-hidden="true"]'), 'the box is inert and hidden').to.exist;
    expect(box.hasAttribute('tabindex'), 'no tabindex of its own').to.equal(false);
    const at = box.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(at.x + at.width / 2), Math.round(at.y + at.height / 2)] });
    await waitFor(() => card.getAttribute('aria-selected') === 'true' && box.checked, 'picked by a click on its box');
    expect(textOf(el)).to.contain('已选 1 条');
  });

  it('shows a spinner while the first page loads', async () => {
    mock.fault(URL, { delay: 800, times: 1 });
    const el = await mount('bo-material-picker', { open: '' });
    await waitFor(() => $(el, '[data-bo-grid]')?.textContent?.includes('加载中'), 'spinner');
    await opened(el, 40);
  });

  it('moveIndex: arrows by one card or one row, clamped; Home and End', () => {
    expect([0, 1, 4, 5].map((i) => moveIndex('ArrowRight', i, 6, 4))).to.deep.equal([1, 2, 5, 5]);
    expect(moveIndex('ArrowLeft', 0, 6, 4)).to.equal(0);
    expect([0, 1, 2].map((i) => moveIndex('ArrowDown', i, 6, 4))).to.deep.equal([4, 5, 2]);
    expect([5, 2].map((i) => moveIndex('ArrowUp', i, 6, 4))).to.deep.equal([1, 2]);
    expect([moveIndex('Home', 3, 6, 4), moveIndex('End', 3, 6, 4), moveIndex('a', 3, 6, 4), moveIndex('End', 0, 0, 4)]).to.deep.equal([0, 5, undefined, undefined]);
  });
});
