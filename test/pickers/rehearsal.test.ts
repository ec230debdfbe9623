/**
 * A closed picker prepares its first opening when the browser is idle (bench/README.md, Levers): its list
 * view is rendered once, hidden, and dropped, so that the view's styles are in the page's adopted style
 * sheets before the user opens it; it asks the backend nothing of its own meanwhile (only the page's
 * login info, for a picker that reads the user), leaves nothing in its shadow root, and opens as before.
 */
import { expect } from 'chai';
import '../../elements/bo-supplier-picker';
import '../../elements/bo-staff-picker';
import '../../elements/bo-goods-picker';
import { mock, store } from '../../demo/mock';
import { $, mount, settle, textOf, waitFor } from '../helpers';
import { opened, pickerHooks } from './picker-helpers';

const rules = (root: ShadowRoot) => root.adoptedStyleSheets.reduce((n, sheet) => n + sheet.cssRules.length, 0);

const LOGIN = '/base/user/login_info';
const STAFF = '/base/staff/list';
const TREE = '/setting/public/category/list';
const mainDepartment = () => {
  const org = store.org();
  return org.staff.find((s) => s.id === org.currentStaffId)!.department.id;
};

describe('a closed picker prepares its first opening when the browser is idle', () => {
  const heard = pickerHooks('bo-error');
  it('the list view\'s styles are in before the opening, without a call to the backend', async () => {
    let rehearsed = false;
    const watch = new MutationObserver(() => (rehearsed ||= !!$(el, '[data-bo-rehearsal]')));
    const el = await mount('bo-supplier-picker', {}, {});
    watch.observe(el.shadowRoot!, { childList: true, subtree: true });
    // the browser idles: the rehearsal comes and goes (unless it came before the observer)
    await waitFor(() => (rehearsed || rules(el.shadowRoot!) > 200) && !$(el, '[data-bo-rehearsal]'), 'the rehearsal', 5000);
    watch.disconnect();
    expect($(el, '[data-bo-table]'), 'no table while closed').to.equal(null);
    expect(mock.requests.length, 'no request while closed').to.equal(0);
    const prepared = rules(el.shadowRoot!);
    el.setAttribute('open', '');
    await opened(el);
    // without the rehearsal the opening brings most of the styles (62 rules closed, 500 open)
    expect(rules(el.shadowRoot!) - prepared, 'style rules the opening added').to.be.lessThan(prepared / 4);
  });

  // the staff picker's list starts on the user's main department: without the login info asked ahead,
  // its first opening waited for that answer before it could ask its list
  it('a picker that reads the user has the login info asked when idle, and its first opening asks the list with it', async () => {
    const el = await mount('bo-staff-picker', {}, {});
    await waitFor(() => mock.requestsTo(LOGIN).length === 1, 'the login info asked while closed', 5000);
    await settle(50);
    expect(mock.requestsTo(STAFF), 'no list while closed').to.have.length(0);
    expect($(el, '[data-bo-table]'), 'no table while closed').to.equal(null);
    el.setAttribute('open', '');
    await opened(el);
    expect(mock.requestsTo(LOGIN), 'the opening asks it no more').to.have.length(1);
    expect(mock.requestsTo(STAFF)[0]!.body).to.deep.include({ department_id: mainDepartment(), page: 1 });
  });

  // (a rehearsal is once per kind of picker and page: this one is the goods picker's, whose category
  // tree is asked with the user's company)
  it('a login info that fails while the picker is closed is asked again by its opening, which says nothing of the first failure', async () => {
    mock.fault(LOGIN, { status: 500, msg: '用户服务繁忙（测试）', times: 1 });
    const el = await mount('bo-goods-picker', {}, {});
    await waitFor(() => mock.requestsTo(LOGIN).length === 1, 'the login info asked while closed', 5000);
    await settle(50);
    expect(mock.requests.map((r) => r.path), 'nothing else while closed').to.deep.equal([LOGIN]);
    el.setAttribute('open', '');
    await opened(el);
    await waitFor(() => mock.requestsTo(TREE).length === 1, 'the category tree asked');
    expect(mock.requestsTo(LOGIN), 'asked again by the opening').to.have.length(2);
    expect(mock.lastRequest(TREE)!.query.company_id).to.match(/^\d+$/);
    expect(textOf(el)).to.not.contain('用户服务繁忙（测试）');
    expect(heard.of('bo-error')).to.deep.equal([]);
  });
});
