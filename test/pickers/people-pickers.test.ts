import { expect } from 'chai';
import '../../elements/bo-people-picker';
import '../../elements/bo-notifier-picker';
import '../../elements/bo-tenant-picker';
import { mock, store } from '../../demo/mock';
import { $$, captureWarnings, mount, settle, textOf, waitFor } from '../helpers';
import { button, clickRow, confirmRows, messageOf, opened, pickerHooks, rowIds } from './picker-helpers';

const STAFF = '/base/staff/list';
const CONTACTS = '/eo/public/external/contact/popup';
const EXTERNAL = '/eo/public/external/popup';
const body = (path: string) => mock.lastRequest(path)!.body as Record<string, unknown>;
const tabs = (el: Element) => $$(el, '[data-bo-sections] [role="tab"]').map((x) => x.querySelector('.fui-Tab__content')?.textContent ?? x.textContent);
const tab = (el: Element, label: string) => $$(el, '[data-bo-sections] [role="tab"]').find((x) => x.textContent!.startsWith(label))!;
const org = () => store.org();
const main = () => org().staff.find((s) => s.id === org().currentStaffId)!.department.id;
const contactsOfType = (type: number) => store.partners().contacts.filter((c) => c.types.some((x) => x.type === type));

describe('<bo-people-picker> (spec 2 People/contact picker, spec 3 §2.17)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');

  it('without contact-type: tabs 内部人员 / 外部联系人; internal is the staff list, confirm gives {contact_type 1, list}', async () => {
    const el = await mount('bo-people-picker', { open: '' });
    await opened(el);
    expect(tabs(el)).to.deep.equal(['内部人员', '外部联系人']);
    expect(body(STAFF)).to.deep.equal({ status: [1, 2], department_id: main(), page: 1, page_size: 10 });
    const [first] = rowIds(el);
    const detail = await confirmRows(el, [first!], heard);
    expect(detail.contact_type).to.equal(1);
    expect(detail.list.map((r: { id: number }) => String(r.id))).to.deep.equal([first]);
    expect(detail.records).to.deep.equal(detail.list);
  });

  it('the external tab lists contacts, a tab change starts a new choice, confirm gives {contact_type 2, list}', async () => {
    const el = await mount('bo-people-picker', { open: '' });
    await opened(el);
    clickRow(el, rowIds(el)[0]!);
    await settle();
    expect(textOf(el)).to.contain('已选 1 条');
    tab(el, '外部联系人').click();
    await waitFor(() => mock.lastRequest(CONTACTS), 'contacts asked');
    expect(body(CONTACTS)).to.deep.equal({ page: 1, page_size: 10 });
    const contact = store.partners().contacts[0]!;
    await waitFor(() => rowIds(el)[0] === String(contact.id), 'contact rows');
    expect(textOf(el)).to.contain('已选 0 条');
    expect($$(el, '[part="tree-sidebar"]')).to.have.length(0);
    const detail = await confirmRows(el, [contact.id], heard);
    expect([detail.contact_type, detail.list.map((r: { id: number }) => r.id), detail.section]).to.deep.equal([2, [contact.id], 'external']);
  });

  it('contact-type 0 or 1 shows the internal list only, 2 or 3 the external list only; contact_type is echoed', async () => {
    const inside = await mount('bo-people-picker', { open: '', 'contact-type': '0' });
    await opened(inside);
    expect(tabs(inside)).to.deep.equal([]);
    expect(mock.lastRequest(CONTACTS)).to.equal(undefined);
    const outside = await mount('bo-people-picker', { open: '', 'contact-type': '3' });
    await waitFor(() => mock.lastRequest(CONTACTS), 'contacts');
    await opened(outside);
    expect(textOf(outside)).to.not.contain('内部人员');
    button(outside, 'confirm')!.click();
    expect((await messageOf(outside, '请先选择数据')).dataset.intent).to.equal('error');
    const detail = await confirmRows(outside, [store.partners().contacts[1]!.id], heard);
    expect(detail.contact_type).to.equal(3);
  });
});

describe('<bo-notifier-picker> (spec 2 Notifier picker; DECISIONS.md: confirm returns the records)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');

  it('tabs 内部组织 / 通用 / 供应商: staff, then contacts of type 10 and 20; confirm returns the chosen records', async () => {
    const el = await mount('bo-notifier-picker', { open: '' });
    await opened(el);
    expect(tabs(el)).to.deep.equal(['内部组织', '通用', '供应商']);
    expect(body(STAFF)).to.deep.include({ department_id: main(), status: [1, 2] });
    tab(el, '通用').click();
    await waitFor(() => mock.lastRequest(CONTACTS), 'general contacts');
    expect(body(CONTACTS)).to.deep.equal({ type: 10, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === contactsOfType(10).slice(0, 10).map((c) => String(c.id)).join(), 'type 10');
    tab(el, '供应商').click();
    await waitFor(() => body(CONTACTS).type === 20, 'supplier contacts');
    const supplierContacts = contactsOfType(20);
    await waitFor(() => rowIds(el).join() === supplierContacts.slice(0, 10).map((c) => String(c.id)).join(), 'type 20');
    const detail = await confirmRows(el, [supplierContacts[0]!.id, supplierContacts[1]!.id], heard);
    expect(detail.records.map((r: { id: number }) => r.id)).to.deep.equal([supplierContacts[0]!.id, supplierContacts[1]!.id]);
    expect(detail.section).to.equal('supplier');
  });

  it('tabs restricts the tabs; a bad value warns and keeps them all', async () => {
    const el = await mount('bo-notifier-picker', { open: '', tabs: '["general","supplier"]' });
    await opened(el);
    expect(tabs(el)).to.deep.equal(['通用', '供应商']);
    expect(mock.lastRequest(STAFF)).to.equal(undefined);
    const one = await mount('bo-notifier-picker', { open: '', tabs: '["supplier"]' });
    await waitFor(() => body(CONTACTS).type === 20, 'only suppliers');
    await opened(one);
    expect(tabs(one)).to.deep.equal([]);
    let bad: Element | undefined;
    const warnings = await captureWarnings(async () => {
      bad = await mount('bo-notifier-picker', { open: '', tabs: '["everyone"]' });
      await opened(bad);
    });
    expect(warnings.join()).to.contain('tabs');
    expect(tabs(bad!)).to.deep.equal(['内部组织', '通用', '供应商']);
  });
});

describe('<bo-tenant-picker> (spec 2 Tenant/organisation picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');
  const externals = (type: number) => store.partners().externalOrgs.filter((o) => o.type === type);

  it('选择租户 with tabs 内部组织 (the department tree table), 通用 (type 0) and 供应商 (type 1)', async () => {
    const el = await mount('bo-tenant-picker', { open: '' });
    await opened(el);
    expect(textOf(el)).to.contain('选择租户');
    expect(tabs(el)).to.deep.equal(['内部组织', '通用', '供应商']);
    expect(mock.lastRequest('/base/department/list')).to.not.equal(undefined);
    const top = org().departments.find((d) => d.pid === 0)!;
    expect(rowIds(el)[0]).to.equal(String(top.id));
    tab(el, '通用').click();
    await waitFor(() => mock.lastRequest(EXTERNAL), 'externals');
    expect(body(EXTERNAL)).to.deep.equal({ type: 0, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === externals(0).slice(0, 10).map((o) => String(o.id)).join(), 'general');
    tab(el, '供应商').click();
    await waitFor(() => body(EXTERNAL).type === 1, 'suppliers');
    await waitFor(() => rowIds(el).join() === externals(1).slice(0, 10).map((o) => String(o.id)).join(), 'suppliers listed');
    const detail = await confirmRows(el, [externals(1)[0]!.id], heard);
    expect([detail.section, detail.records[0].supplier_name]).to.deep.equal(['1', externals(1)[0]!.supplier_name]);
  });

  it('tabs chooses the tabs and their order (3 is the internal tab too); company-only renames it 公司/分公司', async () => {
    const el = await mount('bo-tenant-picker', { open: '', tabs: '[1,0]' });
    await opened(el);
    expect(tabs(el)).to.deep.equal(['供应商', '通用']);
    expect(body(EXTERNAL).type).to.equal(1);
    const companies = org().departments.filter((d) => d.is_company);
    const internal = await mount('bo-tenant-picker', { open: '', tabs: '[3,0]', 'company-only': '' });
    await opened(internal, companies.length);
    expect(tabs(internal)).to.deep.equal(['公司/分公司', '通用']);
    expect(mock.lastRequest('/base/department/company')).to.not.equal(undefined);
    const detail = await confirmRows(internal, [companies[1]!.id], heard);
    expect([detail.section, detail.records[0].name]).to.deep.equal(['2', companies[1]!.name]);
  });
});
