import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-department-picker';
import { mock, store } from '../../demo/mock';
import type { Department } from '../../demo/mock/types';
import { $, mount, settle, textOf, waitFor } from '../helpers';
import { button, clickRow, headers, opened, pickerHooks, row, rowIds } from './picker-helpers';

const LIST = '/base/department/list';
const departments = () => store.org().departments;
const roots = () => departments().filter((d) => d.pid === 0);
const childrenOf = (id: number) => departments().filter((d) => d.pid === id);
const toggle = (el: Element, id: number) => row(el, id)!.querySelector<HTMLButtonElement>('[data-toggle]')!;
const depth = (el: Element, id: number) => row(el, id)!.querySelector<HTMLElement>('[data-depth]')!.dataset.depth;
/** a department of depth ≥ 3 whose name no other department has, and its ancestors, top first */
function deepest(): Department[] {
  const byId = new Map(departments().map((d) => [d.id, d]));
  const names = new Map<string, number>();
  for (const d of departments()) names.set(d.name, (names.get(d.name) ?? 0) + 1);
  const chain = (d: Department): Department[] => (d.pid ? [...chain(byId.get(d.pid)!), d] : [d]);
  return departments().filter((d) => names.get(d.name) === 1).map(chain).find((c) => c.length >= 4)!;
}

describe('<bo-department-picker> (spec 2 Department picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');

  it('asks POST /base/department/list without a body and shows the top two levels with the spec columns', async () => {
    const el = await mount('bo-department-picker', { open: '' });
    await opened(el);
    const call = mock.lastRequest(LIST)!;
    expect(call.body ?? null).to.equal(null);
    const top = roots();
    const shown = top.flatMap((r) => [r, ...childrenOf(r.id)]);
    await waitFor(() => rowIds(el).length > 0 && rowIds(el).slice(0, 3).join() === shown.slice(0, 3).map((d) => String(d.id)).join(), 'top two levels');
    expect(headers(el)).to.deep.equal(['部门名称', '部门编号', '所在地区', '详细地址', '部门类型', '创建人', '创建时间', '更新人', '更新时间']);
    const d = childrenOf(top[0]!.id)[0]!;
    const cells = [...row(el, d.id)!.querySelectorAll('[role="cell"]')].map((c) => c.textContent!.trim());
    expect(cells.slice(1)).to.deep.equal([
      d.name, d.serial_number, [d.province, d.city, d.area].filter(Boolean).join(' '), d.address || '--', d.class_name,
      d.created_by, d.created_at, d.updated_by, d.updated_at,
    ]);
    expect([depth(el, top[0]!.id), depth(el, d.id)]).to.deep.equal(['0', '1']);
    expect(textOf(el)).to.not.contain('条/页');
  });

  it('the chevron opens and closes a branch', async () => {
    const el = await mount('bo-department-picker', { open: '' });
    await opened(el);
    const parent = childrenOf(roots()[0]!.id).find((d) => childrenOf(d.id).length)!;
    const child = childrenOf(parent.id)[0]!;
    expect(row(el, child.id)).to.equal(null);
    expect(toggle(el, parent.id).getAttribute('aria-expanded')).to.equal('false');
    toggle(el, parent.id).click();
    await waitFor(() => row(el, child.id), 'child shown');
    expect(depth(el, child.id)).to.equal('2');
    expect(textOf(el)).to.contain('已选 0 条'); // opening a branch does not tick the row
    toggle(el, parent.id).click();
    await waitFor(() => !row(el, child.id), 'child hidden');
  });

  it('the filter box keeps the matching departments with their ancestors, opened', async () => {
    const el = await mount('bo-department-picker', { open: '' });
    await opened(el);
    const chain = deepest();
    const target = chain[chain.length - 1]!;
    $<HTMLInputElement>(el, 'input[data-tree-filter]')!.focus();
    await sendKeys({ type: target.name });
    await waitFor(() => row(el, target.id), 'the match');
    // the match and its ancestors, and nothing else (unless another name contains this one)
    const others = departments().filter((d) => d.name.includes(target.name) && d.id !== target.id);
    if (!others.length) expect(rowIds(el)).to.deep.equal(chain.map((a) => String(a.id)));
  });

  it('company-only asks /base/department/company and opens every branch', async () => {
    const el = await mount('bo-department-picker', { open: '', 'company-only': '' });
    const companies = departments().filter((d) => d.is_company);
    await opened(el, companies.length);
    expect(mock.lastRequest('/base/department/company')).to.not.equal(undefined);
    expect(mock.lastRequest(LIST)).to.equal(undefined);
    expect(rowIds(el).sort()).to.deep.equal(companies.map((d) => String(d.id)).sort());
  });

  it('a preselected deep department is shown ticked (its branch opened) and returned', async () => {
    const chain = deepest();
    const target = chain[chain.length - 1]!;
    const pre = await mount('bo-department-picker', { open: '', 'selected-ids': JSON.stringify([target.id]) });
    await opened(pre);
    await waitFor(() => row(pre, target.id)?.getAttribute('aria-selected') === 'true', 'preselected branch opened');
    clickRow(pre, chain[1]!.id);
    await settle();
    button(pre, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    const records = heard.of('bo-confirm')[0]!.detail.records as Department[];
    expect(records.map((r) => r.id)).to.deep.equal([target.id, chain[1]!.id]);
    expect(records[0]!.name).to.equal(target.name);
  });
});
