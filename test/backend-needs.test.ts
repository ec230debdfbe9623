/**
 * A field an element needs and does not get is never dropped in silence (the backend contract's `need`):
 * - one it can do without (the login info's company_id, a page's total): the element goes on, and says
 *   so once per answer, in the console and as bo-error {source: 'http', msg: '<call>: <field> is missing'};
 * - one without which the answer is unusable (a tree's data array, a page's data.list): the user sees
 *   服务器返回的数据格式不正确 with 重试, and bo-error's msg names the call and the field.
 */
import { expect } from 'chai';
import '../elements/bo-category-group-filter';
import '../elements/bo-department-picker';
import '../elements/bo-goods-picker';
import { mock, startMockWorker } from '../demo/mock';
import { resetBackend } from './backend-elements';
import { $$, captureWarnings, listen, mount, settle, textOf, waitFor } from './helpers';

const MALFORMED = '服务器返回的数据格式不正确';
const answer = (data: unknown) => ({ body: { code: 200, msg: 'success', data } });
const messages = (heard: ReturnType<typeof listen>) => heard.of('bo-error').map((e) => [e.detail.source, e.detail.msg]);
const treeItems = (el: Element) => $$(el, '[role="treeitem"]');
const alertWith = (el: Element, text: string) => $$(el, '[role="alert"]').find((a) => a.textContent!.includes(text));
const retry = (el: Element) => alertWith(el, MALFORMED)!.querySelector<HTMLButtonElement>('button')!.click();
const tab = (el: Element, label: string) => $$(el, '[role="tab"]').find((x) => x.querySelector('.fui-Tab__content')!.textContent === label)!;

describe('a field the element needs and does not get is reported, never dropped', () => {
  let heard: ReturnType<typeof listen>;
  before(() => startMockWorker());
  beforeEach(() => {
    resetBackend();
    heard = listen('bo-error');
  });
  afterEach(() => {
    heard.stop();
    resetBackend();
  });

  it('login info without data.company_id: one bo-error and one console warning for the answer; the trees are asked without it', async () => {
    mock.fault('/base/user/login_info', answer({ staff: { id: 1, name: '张三' }, company: { id: 1, name: '总公司' } }));
    const MSG = 'GET /base/user/login_info: data.company_id is missing';
    const warnings = await captureWarnings(async () => {
      const filter = await mount('bo-category-group-filter', { kind: 'goods', style: 'height: 400px' });
      await waitFor(() => treeItems(filter).length > 0, 'the category tree shown, asked without the company id');
      // another tab that sends it, and another element reading the same answer: not reported again
      tab(filter, '分组').click();
      await waitFor(() => mock.requestsTo('/setting/public/group/list').length === 1 && treeItems(filter).length > 0, 'the group tree');
      const picker = await mount('bo-goods-picker');
      void picker.show();
      await waitFor(() => mock.requestsTo('/setting/public/category/list').length === 2, "the picker's category tree asked");
      await settle(300);
    });
    expect(messages(heard)).to.deep.equal([['http', MSG]]);
    expect(heard.last('bo-error')!.detail.url).to.match(/\/base\/user\/login_info$/);
    expect(warnings.filter((w) => w.includes(MSG)), 'one console warning').to.have.length(1);
    const trees = [...mock.requestsTo('/setting/public/category/list'), ...mock.requestsTo('/setting/public/group/list')];
    expect(trees.map((r) => r.query)).to.deep.equal([{ modular: 'goods' }, { modular: 'goods' }, { modular: 'goods' }]);
  });

  it('a tree answer whose data is not an array: 服务器返回的数据格式不正确 with 重试, and bo-error names the call and the field', async () => {
    mock.fault('/base/department/list', { ...answer({ list: [] }), times: 1 });
    const warnings = await captureWarnings(async () => {
      const el = await mount('bo-department-picker');
      void el.show();
      await waitFor(() => alertWith(el, MALFORMED), `${MALFORMED} shown`, 10000);
      expect(messages(heard)).to.deep.equal([['http', 'POST /base/department/list: data is not an array']]);
      retry(el);
      await waitFor(() => $$(el, '[data-row-id]').length > 0, 'the tree after 重试', 10000);
    });
    expect(warnings.some((w) => w.includes('POST /base/department/list: data is not an array'))).to.equal(true);
  });

  it('a page without data.list: 服务器返回的数据格式不正确 with 重试; without data.total_count: the rows, reported once', async () => {
    mock.fault('/goods/list/v2', { ...answer({ total_count: 3 }), times: 1 });
    const el = await mount('bo-goods-picker', { 'no-tree': '' });
    void el.show();
    await waitFor(() => alertWith(el, MALFORMED), `${MALFORMED} shown`, 10000);
    expect(messages(heard)).to.deep.equal([['http', 'POST /goods/list/v2: data.list is missing']]);
    expect($$(el, '[data-row-id]')).to.have.length(0);

    mock.fault('/goods/list/v2', { ...answer({ list: [{ id: 1, name: '甲' }, { id: 2, name: '乙' }] }), times: 1 });
    retry(el);
    await waitFor(() => $$(el, '[data-row-id]').length === 2, 'the two rows of the answer');
    await settle(200);
    expect(messages(heard).slice(1)).to.deep.equal([['http', 'POST /goods/list/v2: data.total_count is missing']]);
    expect(textOf(el)).to.not.contain(MALFORMED);
  });
});
