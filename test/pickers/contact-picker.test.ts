import { expect } from 'chai';
import dayjs from 'dayjs';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-contact-picker';
import { mock, store, type Contact } from '../../demo/mock';
import { definePicker } from '../../src/kit/picker/definePicker';
import { contactPicker, contactSection } from '../../src/pickers/contact/definition';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { button, cellsOf, clickRow, headers, opened, pickerHooks, rowIds, trayLabels } from './picker-helpers';

const LIST = '/eo/public/external/contact/popup';
/** a picker of the contacts linked to suppliers, as the notifier picker's 供应商 tab will list them */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- defining registers the tag; the class is used as its type only
const BoTestSupplierContacts = definePicker({ ...contactPicker, tag: 'bo-test-supplier-contacts', sections: ({ t }) => [contactSection(t, 'contact', { type: 20 })] });
declare global {
  interface HTMLElementTagNameMap {
    'bo-test-supplier-contacts': InstanceType<typeof BoTestSupplierContacts>;
  }
}
const body = () => mock.lastRequest(LIST)!.body as Record<string, unknown>;
const contacts = () => store.partners().contacts;
const input = (el: Element, field: string) => $<HTMLInputElement>(el, `[data-field="${field}"] input`)!;
const type = async (box: HTMLInputElement, text: string) => (box.focus(), await sendKeys({ type: text }), await settle());
/** presses 搜索 and waits for the list asked with `done` true */
async function search(el: Element, done: (b: Record<string, unknown>) => boolean) {
  const before = mock.requestsTo(LIST).length;
  button(el, 'search')!.click();
  await waitFor(() => mock.requestsTo(LIST).length > before && done(body()), 'searched');
  return body();
}
/** the spec's codes (spec 2 §3 Contact: 10 通用, 20 供应商, 30 客户, 40 管理员) */
const CODES: Record<number, string> = { 10: '通用', 20: '供应商', 30: '客户', 40: '管理员' };
const sourceCell = (c: Pick<Contact, 'source' | 'types'>) => `${CODES[c.source]} / ${c.types.map((x) => CODES[x.type]).join('、')}`;
const answer = (rows: unknown[]) => ({ body: { code: 200, msg: 'success', data: { data: rows, total: rows.length } }, times: 1 });

describe('<bo-contact-picker> (spec 2 Contact picker)', () => {
  pickerHooks('bo-confirm', 'bo-cancel');

  it('is titled 选择联系人 and loads page 1 of 10 of POST /eo/public/external/contact/popup (data.data/data.total)', async () => {
    const el = await mount('bo-contact-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择联系人');
    expect(mock.lastRequest(LIST)!.method).to.equal('POST');
    expect(body()).to.deep.equal({ page: 1, page_size: 10 });
    expect(rowIds(el)).to.deep.equal(contacts().slice(0, 10).map((c) => String(c.id)));
    expect(textOf(el)).to.contain(`共 ${contacts().length} 条`);
    expect($$(el, '[data-action]').map((b) => b.textContent!.trim())).to.include.members(['取消', '确定']);
  });

  it('shows the columns sequence, name, mobile, source and link types, email, description, creator and updater with their times', async () => {
    const el = await mount('bo-contact-picker', { open: '' });
    await opened(el, 10);
    expect(headers(el)).to.deep.equal(['序号', '姓名', '手机号', '来源/关联类型', '邮箱', '描述', '创建人', '创建时间', '更新人', '更新时间']);
    for (const [i, c] of contacts().slice(0, 10).entries()) {
      expect(cellsOf(el, c.id)).to.deep.equal({
        序号: String(i + 1),
        姓名: c.name,
        手机号: c.mobile,
        '来源/关联类型': sourceCell(c),
        邮箱: c.email || '--',
        描述: c.describe || '--',
        创建人: c.created_by,
        创建时间: c.created_at,
        更新人: c.updated_by,
        更新时间: c.updated_at,
      });
    }
  });

  it('序号 counts on across pages: 11 to 20 on page 2', async () => {
    const el = await mount('bo-contact-picker', { open: '' });
    await opened(el, 10);
    $<HTMLButtonElement>(el, 'button[aria-label="第 2 页"]')!.click();
    const second = contacts().slice(10, 20);
    await waitFor(() => rowIds(el).join() === second.map((c) => String(c.id)).join(), 'page 2');
    expect(second.map((c) => cellsOf(el, c.id)['序号'])).to.deep.equal(second.map((_, i) => String(11 + i)));
  });

  it('names every source and link type code (10 通用, 20 供应商, 30 客户, 40 管理员); empty cells show --', async () => {
    const rows = [
      { id: 1, name: '甲', mobile: '13800000001', source: 10, types: [{ type: 10 }, { type: 20 }, { type: 30 }, { type: 40 }] },
      { id: 2, name: '乙', mobile: '', source: 40, types: [] },
      { id: 3, name: '丙', source: 99, types: [{ type: 30 }] },
      { id: 4, name: '丁', types: [] },
    ];
    mock.fault(LIST, answer(rows));
    const el = await mount('bo-contact-picker', { open: '' });
    await opened(el, 4);
    const col = (id: number) => cellsOf(el, id)['来源/关联类型'];
    expect([1, 2, 3, 4].map(col)).to.deep.equal(['通用 / 通用、供应商、客户、管理员', '管理员 / --', '99 / 客户', '--']);
    expect(Object.values(cellsOf(el, 4)).slice(2)).to.deep.equal(Array(8).fill('--'));
    expect(cellsOf(el, 2)['手机号']).to.equal('--');
  });

  it('searches by name, mobile and email from page 1; the folded fields are the creator, the updater and their times', async () => {
    const el = await mount('bo-contact-picker', { open: '' });
    await opened(el, 10);
    const c = contacts().find((x) => x.email)!;
    await type(input(el, 'name'), c.name);
    await type(input(el, 'mobile'), c.mobile.slice(0, 7));
    button(el, 'toggle')!.click();
    await waitFor(() => ['email', 'created_by', 'created_at', 'updated_by', 'updated_at'].every((f) => $(el, `[data-field="${f}"]`)), 'all the fields');
    await type(input(el, 'email'), c.email);
    expect(await search(el, (b) => b.email !== undefined)).to.deep.equal({ name: c.name, mobile: c.mobile.slice(0, 7), email: c.email, page: 1, page_size: 10 });
    const hits = contacts().filter((x) => x.name.includes(c.name) && x.mobile.includes(c.mobile.slice(0, 7)) && x.email.includes(c.email));
    await waitFor(() => rowIds(el).join() === hits.map((x) => String(x.id)).join(), 'the matching contacts');
  });

  it('searches by creator and updater (text) and a created-time range { start_time, end_time }', async () => {
    const el = await mount('bo-contact-picker', { open: '' });
    await opened(el, 10);
    button(el, 'toggle')!.click();
    await waitFor(() => $(el, '[data-field="updated_at"]'), 'the folded fields');
    const year = dayjs().subtract(1, 'year');
    // a contact created last year (the store's dates lie in 2024–2026)
    const c = contacts().find((x) => x.created_at.startsWith(year.format('YYYY'))) ?? contacts()[0]!;
    await type(input(el, 'created_by'), c.created_by);
    await type(input(el, 'updated_by'), c.updated_by);
    $(el, '[data-field="created_at"] [data-shortcuts]')!.click();
    (await waitFor(() => $<HTMLElement>(el, '[data-shortcut="lastYear"]'), 'shortcut menu')).click();
    const [start, end] = [year.startOf('year'), year.endOf('year')].map((d) => d.format('YYYY-MM-DD'));
    await waitFor(() => $<HTMLInputElement>(el, '[data-field="created_at"] input[data-side="end"]')!.value === end, 'last year filled');
    expect(await search(el, (b) => b.created_at !== undefined)).to.deep.equal({
      created_by: c.created_by,
      updated_by: c.updated_by,
      created_at: { start_time: start, end_time: end },
      page: 1,
      page_size: 10,
    });
    const hits = contacts().filter((x) => x.created_by.includes(c.created_by) && x.updated_by.includes(c.updated_by) && x.created_at.slice(0, 4) === year.format('YYYY'));
    await waitFor(() => rowIds(el).join() === hits.slice(0, 10).map((x) => String(x.id)).join(), 'the contacts created last year');
    expect(textOf(el)).to.contain(`共 ${hits.length} 条`);
  });

  it('the tray names the chosen records', async () => {
    const [a, , c] = contacts();
    const el = await mount('bo-contact-picker', { open: '' });
    await opened(el, 10);
    clickRow(el, a!.id);
    clickRow(el, c!.id);
    await settle();
    button(el, 'chosen')!.click();
    await waitFor(() => trayLabels(el).length === 2, 'tray list');
    expect(trayLabels(el)).to.deep.equal([a!, c!].map((r) => `移除 ${r.name}（${r.mobile}）`));
  });

  it('contactList(fixed) carries the caller\'s filters on every request (the notifier picker\'s 通用 / 供应商 tabs)', async () => {
    const el = await mount('bo-test-supplier-contacts', { open: '' });
    const linked = contacts().filter((x) => x.types.some((t) => t.type === 20));
    await opened(el, Math.min(10, linked.length));
    expect(body()).to.deep.equal({ type: 20, page: 1, page_size: 10 });
    expect(rowIds(el)).to.deep.equal(linked.slice(0, 10).map((x) => String(x.id)));
    await type(input(el, 'name'), linked[0]!.name);
    expect(await search(el, (b) => b.name !== undefined)).to.deep.equal({ name: linked[0]!.name, type: 20, page: 1, page_size: 10 });
  });
});
