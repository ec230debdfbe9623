import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-org-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { button, pickerHooks } from './picker-helpers';

const departments = () => store.org().departments;
const items = (el: Element) => $$(el, '[data-bo-check-tree] [role="treeitem"]');
const item = (el: Element, id: number, name: string) =>
  waitFor(() => items(el).find((i) => i.dataset.id === String(id) && i.textContent === name), name);
const tab = (el: Element, label: string) => $$(el, '[data-bo-sections] [role="tab"]').find((x) => x.textContent!.startsWith(label))!;

describe('<bo-org-picker> (spec 2 Department/group/position picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');

  it('tabs 部门 / 员工分组 / 岗位 ask their trees; checking is strict (a parent alone)', async () => {
    const el = await mount('bo-org-picker', { open: '' });
    const top = departments().find((d) => d.pid === 0)!;
    const parent = await item(el, top.id, top.name);
    expect($$(el, '[data-bo-sections] [role="tab"]').map((x) => x.querySelector('.fui-Tab__content')?.textContent ?? x.textContent)).to.deep.equal(['部门', '员工分组', '岗位']);
    expect(mock.lastRequest('/base/department/list')!.body ?? null).to.equal(null);
    parent.click();
    await waitFor(() => parent.getAttribute('aria-checked') === 'true', 'parent checked');
    const child = departments().find((d) => d.pid === top.id)!;
    expect((await item(el, child.id, child.name)).getAttribute('aria-checked')).to.equal('false');
    expect(textOf(el)).to.contain('已选 1 条');

    tab(el, '员工分组').click();
    const group = store.org().staffGroups[0]!;
    await item(el, group.id, group.name);
    expect(mock.lastRequest('/common/categoryGroup/group/list')!.query).to.deep.equal({ modular: 'staff' });
    expect(textOf(el)).to.contain('已选 0 条'); // another kind: a new choice

    tab(el, '岗位').click();
    const position = store.org().positions[2]!;
    (await item(el, position.id, position.name)).click();
    expect(mock.lastRequest('/base/position/list')!.body).to.deep.equal({ page: 1, page_size: 1000 });
    await settle();
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    const detail = heard.of('bo-confirm')[0]!.detail;
    expect(detail.section).to.equal('position');
    expect(detail.records.map((r: { id: number; name: string }) => [r.id, r.name])).to.deep.equal([[position.id, position.name]]);
  });

  it('the filter box keeps the matches with their ancestors', async () => {
    const top = departments().find((d) => d.pid === 0)!;
    const names = new Map<string, number>();
    for (const d of departments()) names.set(d.name, (names.get(d.name) ?? 0) + 1);
    const deep = departments().find((d) => d.path_name.length >= 3 && names.get(d.name) === 1)!;
    const el = await mount('bo-org-picker', { open: '' });
    await item(el, top.id, top.name);
    $<HTMLInputElement>(el, 'input[data-tree-filter]')!.focus();
    await sendKeys({ type: deep.name });
    // typing lands a key at a time (a prefix may match more), so wait for the whole name's result:
    // path_name, the ancestors' names and its own, top first
    const shown = () => items(el).map((i) => i.textContent).join(' / ');
    await waitFor(() => shown() === deep.path_name.join(' / '), deep.path_name.join(' / '));
    await item(el, deep.id, deep.name);
    expect(items(el).some((i) => i.dataset.id === String(top.id))).to.equal(true);
  });

});
