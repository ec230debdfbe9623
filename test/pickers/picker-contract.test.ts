import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/bo-goods-picker';
import '../../elements/bo-class-picker';
import { mock, store } from '../../demo/mock';
import { $, mount, settle, textOf, waitFor } from '../helpers';
import { button, clickRow, confirmRows, drawerOf, motionDone, opened, pickerHooks, row, rowIds, rows } from './picker-helpers';

// The contract every picker shares (docs/pickers.md, DECISIONS "Pickers", spec 2 §1), on bo-goods-picker.
const LIST = '/goods/list/v2';
const body = () => mock.lastRequest(LIST)!.body as Record<string, unknown>;
/** the goods the backend lists (status 2), in its order */
const listed = () => store.goods().goods.filter((g) => g.status === 2);
const idsOf = (records: { id: number }[]) => records.map((r) => String(r.id));
const table = (el: Element) => $(el, '[data-bo-table]')!;
const spinner = (el: Element) => $(el, '[data-bo-table] [role="progressbar"]');
const sizeSelect = (el: Element) => $<HTMLSelectElement>(el, 'select[aria-label="每页条数"]')!;
const pageButton = (el: Element, n: number) => $<HTMLButtonElement>(el, `button[aria-label="第 ${n} 页"]`)!;
const heading = (el: Element) => $(el, '[data-bo-picker] h2')!.textContent!.trim();

/** Types `text` into the 名称 field and presses Enter; waits for the request it sends. */
async function searchName(el: Element, text: string) {
  const input = $<HTMLInputElement>(el, '[data-field="name"] input')!;
  input.focus();
  input.select();
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
  await waitFor(() => body().name === text, `search for ${text}`);
}

describe('the picker contract (docs/pickers.md, spec 2 §1), on <bo-goods-picker>', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('screen readers hear the count when the user changes it (a status region), not when the drawer opens', async () => {
    const el = await mount('bo-goods-picker', { 'no-tree': '', 'selection-mode': 'checkbox', 'selected-ids': '[1]' });
    void el.show();
    await opened(el, 10);
    const status = await waitFor(() => $(el, '[data-bo-tray] [role="status"]'), 'the status region');
    expect(status.textContent).to.equal('');
    clickRow(el, rowIds(el).find((id) => id !== '1')!);
    await waitFor(() => status.textContent === '已选 2 条', 'the new count said');
  });

  it('hide() closes the drawer without bo-confirm or bo-cancel; the pending show() resolves with null', async () => {
    const el = await mount('bo-goods-picker', { 'no-tree': '' });
    const answer = el.show();
    await opened(el, 10);
    clickRow(el, rowIds(el)[0]!);
    await settle();
    expect(textOf(el)).to.contain('已选 1 条');
    el.hide();
    expect(await answer).to.equal(null);
    expect([el.open, el.hasAttribute('open')]).to.deep.equal([false, false]);
    await waitFor(() => drawerOf(el) === null, 'drawer closed');
    expect(heard.of('bo-confirm')).to.have.length(0);
    expect(heard.of('bo-cancel')).to.have.length(0);
    // opening again starts afresh: the earlier choice is gone
    const again = el.show();
    await opened(el, 10);
    expect(textOf(el)).to.contain('已选 0 条');
    el.hide();
    expect(await again).to.equal(null);
  });

  it('moved while open (jQuery detach + appendTo in one task), it stays a working modal: focus inside, not hidden, Escape cancels', async () => {
    const el = await mount('bo-goods-picker', { 'no-tree': '' });
    const opener = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: '选择物品' }));
    const elsewhere = document.body.appendChild(document.createElement('section'));
    opener.focus();
    const answer = el.show();
    await opened(el, 10);
    await motionDone(el);
    const [a, b] = rowIds(el) as [string, string];
    row(el, a)!.querySelector('input')!.focus();
    el.remove();
    elsewhere.append(el);
    // the move re-runs the element's connected work (on a busy machine, some frames later): then focus
    // is inside the drawer, which nothing hides
    const dialog = await waitFor(() => $(el, '[role="dialog"]'), 'the drawer after the move');
    await waitFor(() => document.activeElement === el && dialog.contains(el.shadowRoot!.activeElement), 'focus inside the drawer after the move');
    expect(dialog.closest('[aria-hidden="true"]'), 'the drawer is not hidden from assistive technology').to.equal(null);
    clickRow(el, b);
    await waitFor(() => textOf(el).includes('已选 1 条'), 'the row chosen');
    expect(dialog.contains(el.shadowRoot!.activeElement), 'a click on a row keeps focus in the drawer').to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal(null);
    expect(heard.of('bo-cancel')).to.have.length(1);
    await waitFor(() => document.activeElement === opener, 'focus back on the opener');
    opener.remove();
    elsewhere.remove();
  });

  it('the selection property preselects whole records: 已选 N 条, and 确定 returns them though they are on no visible page', async () => {
    const picks = listed().slice(23, 25);
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' }, { selection: picks } as never);
    await opened(el, 10);
    expect(rowIds(el)).to.not.include.members(idsOf(picks));
    expect(textOf(el)).to.contain('已选 2 条');
    const detail = await confirmRows(el, [], heard);
    expect(detail.records).to.deep.equal(picks);
    expect(mock.requestsTo(LIST).every((r) => (r.body as { page: number }).page === 1)).to.equal(true);
  });

  it('the title attribute replaces the default title (选择物品, 选择分类)', async () => {
    const plain = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await opened(plain, 10);
    expect(heading(plain)).to.equal('选择物品');
    plain.hide();
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '', title: '挑选备件' });
    await opened(el, 10);
    expect(heading(el)).to.equal('挑选备件');
    expect(textOf(el)).to.not.contain('选择物品');
    const cls = await mount('bo-class-picker', { open: '', 'model-name': 'goods', title: '挑选物品分类' });
    await opened(cls);
    expect(heading(cls)).to.equal('挑选物品分类');
    expect(textOf(cls)).to.not.contain('选择分类');
  });

  it('api-base sends every request of the picker (list, user, trees) to that base; another picker keeps the page base', async () => {
    const el = await mount('bo-goods-picker', { open: '', 'api-base': '/erp-gw' });
    await opened(el, 10);
    await waitFor(() => mock.requestsTo('/setting/public/category/list').length === 1, 'the tree asked');
    expect(mock.lastRequest(LIST)!.url).to.equal(`${location.origin}/erp-gw/goods/list/v2`);
    expect(mock.requestsTo('/base/user/login_info')).to.have.length(1);
    for (const r of mock.requests) expect(new URL(r.url).pathname, r.path).to.equal(`/erp-gw${r.path}`);
    el.hide();
    const count = mock.requests.length;
    const other = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await opened(other, 10);
    expect(mock.requests.length).to.be.greaterThan(count);
    expect(mock.lastRequest(LIST)!.url).to.equal(`${location.origin}/goods/list/v2`);
  });

  it('after page size 20 and page 2, a new search (name + Enter) asks page 1 with page_size 10', async () => {
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await opened(el, 10);
    sizeSelect(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => body().page_size === 20, 'size 20 asked');
    expect(body()).to.deep.equal({ status: 2, page: 1, page_size: 20 });
    await waitFor(() => $(el, '[role="table"]')!.getAttribute('aria-rowcount') === '21', '20 rows');
    pageButton(el, 2).click();
    await waitFor(() => body().page === 2, 'page 2 asked');
    expect(body()).to.deep.equal({ status: 2, page: 2, page_size: 20 });
    const text = listed()[0]!.name;
    await searchName(el, text);
    expect(body()).to.deep.equal({ status: 2, name: text, page: 1, page_size: 10 });
    await waitFor(() => sizeSelect(el).value === '10', 'the pager shows 10 per page');
    expect(pageButton(el, 1).getAttribute('aria-current')).to.equal('page');
  });

  it('the header box ticks every selectable row of the page, shows mixed when some are, and unticks them', async () => {
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '', 'disabled-ids': `[${listed()[0]!.id}]` });
    await opened(el, 10);
    const all = $<HTMLInputElement>(el, 'input[aria-label="选择本页全部"]')!;
    expect([all.checked, all.indeterminate]).to.deep.equal([false, false]);
    clickRow(el, listed()[1]!.id);
    await waitFor(() => all.indeterminate, 'mixed');
    all.click();
    await waitFor(() => all.checked && !all.indeterminate, 'all ticked');
    expect(textOf(el)).to.contain('已选 9 条'); // the disabled row is not one of them
    all.click();
    await waitFor(() => !all.checked && !all.indeterminate, 'all unticked');
    expect(textOf(el)).to.contain('已选 0 条');
  });

  it("each row's box is named by its row (选择 <name>), so that a screen reader's boxes are not all 选择此行", async () => {
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await opened(el, 10);
    const boxes = rows(el).map((r) => r.querySelector('input')!.getAttribute('aria-label'));
    expect(boxes).to.deep.equal(listed().slice(0, 10).map((g) => `选择 ${g.name}`));
  });

  it('the table shows a spinner labelled 加载中 while the first page loads, then the rows', async () => {
    mock.fault(LIST, { delay: 1200, times: 1 });
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await waitFor(() => spinner(el), 'spinner');
    expect(table(el).textContent).to.contain('加载中');
    expect(rows(el)).to.have.length(0);
    expect(table(el).textContent).to.not.contain('暂无数据');
    await opened(el, 10);
    expect(spinner(el)).to.equal(null);
    expect(table(el).textContent).to.not.contain('加载中');
  });

  it('10,000 rows are virtualised: few rows in the DOM, the last one reached by scrolling, aria-rowcount 10001', async () => {
    const template = listed()[0]!;
    const many = Array.from({ length: 10000 }, (_, i) => ({ ...template, id: i + 1, name: `批量物品${i + 1}`, serial_number: `PL${i + 1}` }));
    mock.fault(LIST, { body: { code: 200, msg: 'success', data: { list: many, total_count: 10000 } } });
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await opened(el);
    expect($(el, '[role="table"]')!.getAttribute('aria-rowcount')).to.equal('10001');
    expect(rows(el).length).to.be.greaterThan(0).and.lessThan(60);
    expect(row(el, 1)).to.exist;
    expect(row(el, 10000)).to.equal(null);
    const scroller = table(el);
    scroller.scrollTop = scroller.scrollHeight;
    const last = await waitFor(() => row(el, 10000), 'the last row');
    expect(last.textContent).to.contain('批量物品10000');
    expect(rows(el).length).to.be.lessThan(60);
    expect(row(el, 1)).to.equal(null);
    expect(textOf(el)).to.contain('共 10000 条');
  });

  it('the first answer paints the rows in view; the rows below the view come in the frame after', async () => {
    const template = listed()[0]!;
    const many = Array.from({ length: 1000 }, (_, i) => ({ ...template, id: i + 1 }));
    mock.fault(LIST, { body: { code: 200, msg: 'success', data: { list: many, total_count: 1000 } } });
    const el = await mount('bo-goods-picker', { 'no-tree': '' });
    let first: HTMLElement[] | undefined;
    const watch = new MutationObserver(() => {
      if (!first && rows(el).length) first = rows(el);
    });
    watch.observe(el.shadowRoot!, { childList: true, subtree: true });
    el.setAttribute('open', '');
    await opened(el);
    watch.disconnect();
    const view = table(el).clientHeight;
    const top = (r: HTMLElement) => r.getBoundingClientRect().top - table(el).getBoundingClientRect().top;
    expect(first!.length, 'rows of the first commit').to.be.greaterThan(5);
    // (the header above the rows may push the last of them just past the edge: one row of 40 px)
    expect(first!.every((r) => top(r) < view + 40), 'each first row is in view').to.equal(true);
    await waitFor(() => rows(el).length > first!.length, 'the rows below the view');
    expect(rows(el).some((r) => top(r) >= view + 40), 'some rows below the view').to.equal(true);
  });

  describe('the goods table height is the client height minus 280 px (at least 240 px)', () => {
    after(() => setViewport({ width: 800, height: 600 }));
    const tableHeightFollows = (height: number) => async () => {
      await setViewport({ width: 1280, height });
      const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
      await opened(el, 10);
      expect(innerHeight).to.equal(height);
      const h = table(el).getBoundingClientRect().height;
      expect(Math.abs(h - Math.max(240, innerHeight - 280)), `table height ${h}`).to.be.at.most(1);
      expect(button(el, 'confirm')).to.exist;
    };
    it('at a 600 px high window: 320 px', tableHeightFollows(600));
    it('at a 900 px high window: 620 px', tableHeightFollows(900));
    it('at a 450 px high window: the 240 px floor (the drawer body scrolls)', tableHeightFollows(450));
  });
});
