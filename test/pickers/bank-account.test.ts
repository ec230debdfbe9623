import { expect } from 'chai';
import '../../elements/bo-bank-account-picker';
import { mock, store } from '../../demo/mock';
import { $$, mount, textOf, waitFor } from '../helpers';
import { cellsOf, choose, headers, input, opened, pickerHooks, pickRemote, rowIds, searched, type, unfolded } from './picker-helpers';

const LIST = '/eo/public/account_bank/popup';
const NATURES = '/ocr/finance/public/account/att/popup';
const CURRENCIES = '/cost/public/currency/popup';
const LOGIN = '/base/user/login_info';
const body = (path = LIST) => mock.lastRequest(path)!.body as Record<string, unknown>;
const accounts = () => store.financePickers().bankAccounts;
const myCompany = () => store.org().staff.find((s) => s.id === store.org().currentStaffId)!.company_id;
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id)).join();
const expanded = (attrs: Record<string, string> = {}) => unfolded(mount('bo-bank-account-picker', { open: '', ...attrs }), 'updated_at');

describe('<bo-bank-account-picker> (spec 2 Company bank-account picker)', () => {
  pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it("asks POST /eo/public/account_bank/popup {filters: {company_id: the user's company}, page, page_size} and lists data.data, data.total", async () => {
    const el = await mount('bo-bank-account-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择银行账户');
    expect(mock.requestsTo(LOGIN)).to.have.length(1);
    expect(body()).to.deep.equal({ filters: { company_id: myCompany() }, page: 1, page_size: 10 });
    const mine = accounts().filter((a) => a.company_id === myCompany());
    expect(rowIds(el).join()).to.equal(ids(mine));
    expect(textOf(el)).to.contain(`共 ${mine.length} 条`);
    expect(headers(el)).to.deep.equal(['户名', '账号', '所属公司', '币种', '开户银行', '开户网点', '创建人', '创建时间', '更新人', '更新时间']);
    const a = mine[0]!;
    expect(Object.values(cellsOf(el, a.id))).to.deep.equal([
      a.name, a.account, a.supplier_company_name, a.currency_name, a.bank, a.bank_account, a.created_by, a.created_at, a.updated_by, a.updated_at,
    ]);
  });

  it('company-id replaces the user\'s company in the filters (the login info is not asked)', async () => {
    const other = accounts().find((a) => a.company_id !== myCompany())!;
    const el = await mount('bo-bank-account-picker', { open: '', 'company-id': String(other.company_id) });
    await opened(el);
    expect(body()).to.deep.equal({ filters: { company_id: other.company_id }, page: 1, page_size: 10 });
    expect(mock.requestsTo(LOGIN)).to.have.length(0);
    expect(rowIds(el).join()).to.equal(ids(accounts().filter((a) => a.company_id === other.company_id)));
  });

  it('has the filter fields of spec 2 §3 (the account nature after the status); the search goes inside filters beside the company', async () => {
    const el = await expanded();
    expect($$(el, '[data-field]').map((f) => f.dataset.field)).to.deep.equal([
      'name', 'account', 'status', 'account_att_id', 'currency_id', 'open_date', 'bank', 'bank_account', 'is_pay', 'is_payee',
      'last_outcome_date', 'last_income_date', 'limit_remark', 'created_staff_id', 'created_at', 'updated_staff_id', 'updated_at',
    ]);
    expect(await choose(el, 'status', '冻结')).to.deep.equal(['正常', '冻结', '销户']);
    expect(await choose(el, 'is_pay', '否')).to.deep.equal(['是', '否']);
    await type(input(el, 'bank'), '银行');
    expect(await searched(el, LIST, (b) => !!(b.filters as Record<string, unknown>).bank)).to.deep.equal({
      filters: { status: 2, bank: '银行', is_pay: 0, company_id: myCompany() },
      page: 1,
      page_size: 10,
    });
    const hits = accounts().filter((a) => a.company_id === myCompany() && a.status === 2 && a.is_pay === 0);
    await waitFor(() => rowIds(el).join() === ids(hits), 'the frozen accounts that cannot pay');
  });

  it('the account nature lists POST /ocr/finance/public/account/att/popup {page_size: 10000}, the currency POST /cost/public/currency/popup {is_all: 1}; their ids go in filters', async () => {
    const el = await expanded();
    const { accountNatures, currencies } = store.financePickers();
    await pickRemote(el, 'account_att_id', accountNatures[1]!.name[0]!, accountNatures[1]!.name);
    expect(body(NATURES)).to.deep.equal({ page_size: 10000 });
    await pickRemote(el, 'currency_id', currencies[1]!.name[0]!, currencies[1]!.name);
    expect(body(CURRENCIES)).to.deep.equal({ is_all: 1 });
    expect(await searched(el, LIST, (b) => !!(b.filters as Record<string, unknown>).currency_id)).to.deep.equal({
      filters: { account_att_id: accountNatures[1]!.id, currency_id: currencies[1]!.id, company_id: myCompany() },
      page: 1,
      page_size: 10,
    });
  });
});
