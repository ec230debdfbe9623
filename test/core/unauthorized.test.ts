/**
 * An expired session (issue 38, src/core/http/unauthorized.ts): three elements failing at once with
 * HTTP 401 make one bo-unauthorized on document; each keeps the user's input, says so, reports bo-error
 * and offers 重试, which succeeds once the page has renewed its token. The backend here is the mock
 * behind /auth, which answers 401 (or the envelope code 10001) to any token but the renewed one.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/bo-goods-picker';
import '../../elements/bo-supplier-picker';
import '../../elements/bo-class-list';
import { mock, worker } from '../../demo/mock';
import { configure, resetConfig } from '../../src/core/config';
import { examples } from '../../demo/examples';
import { $$, mount, waitFor } from '../helpers';
import { input, pickerHooks } from '../pickers/picker-helpers';

const RENEWED = 'Bearer renewed';
let refusal: 'http' | 'code' = 'http';
const auth = http.all('/auth/*', async ({ request }) => {
  if (request.headers.get('Authorization') !== RENEWED)
    return refusal === 'http' ? new HttpResponse(null, { status: 401 }) : HttpResponse.json({ code: 10001, msg: '未登录或登录已失效', data: null });
  const url = new URL(request.url);
  const inner = await fetch(url.pathname.slice('/auth'.length) + url.search, {
    method: request.method,
    headers: { 'Content-Type': 'application/json' },
    body: request.method === 'GET' ? undefined : await request.text(),
  });
  return HttpResponse.json(await inner.json());
});

const retries = (el: Element) => $$<HTMLButtonElement>(el, 'button').filter((b) => b.textContent === '重试');
const shows = (el: Element, text: string) => (el.shadowRoot!.textContent ?? '').includes(text);

describe('an expired session: bo-unauthorized once per burst, 重试 after the token is renewed', () => {
  const heard = pickerHooks('bo-unauthorized', 'bo-error');
  beforeEach(() => {
    refusal = 'http';
    worker.use(auth);
    configure({ baseURL: '/auth', headers: { Authorization: 'Bearer expired' } });
  });
  afterEach(() => {
    worker.resetHandlers();
    resetConfig();
  });

  async function threeFailing(says: string) {
    const els = await Promise.all([
      mount('bo-goods-picker', { open: '', 'no-tree': '' }),
      mount('bo-supplier-picker', { open: '' }),
      mount('bo-class-list', examples['bo-class-list']!.attributes),
    ]);
    await waitFor(() => els.every((el) => shows(el, says) && retries(el).length > 0), `the three say ${says} with 重试`);
    return els;
  }

  it('HTTP 401 in three elements at once: one bo-unauthorized, a bo-error each, what was typed kept; 重试 with the renewed token lists', async () => {
    const els = await threeFailing('登录已过期，请重新登录后重试');
    expect(heard.of('bo-unauthorized'), 'one event for the burst').to.have.length(1);
    const [event] = heard.of('bo-unauthorized');
    expect(event!.cancelable).to.equal(true);
    expect(event!.detail).to.deep.include({ status: 401, code: 'http', msg: '登录已过期，请重新登录后重试' });
    expect(new Set(heard.of('bo-error').map((e) => e.target)).size, 'each element reported').to.equal(3);

    // the user types a name and searches: refused again within the same burst, the text stays
    const [goods] = els;
    const reported = () => heard.of('bo-error').filter((e) => e.target === goods).length;
    const before = reported();
    input(goods!, 'name').focus();
    await sendKeys({ type: '打印纸' });
    $$<HTMLButtonElement>(goods!, '[data-action="search"]')[0]!.click();
    await waitFor(() => reported() > before, 'the search refused');
    expect(input(goods!, 'name').value).to.equal('打印纸');
    expect(heard.of('bo-unauthorized'), 'still one: the same burst').to.have.length(1);

    // the page renews the token; 重试 in each element succeeds
    configure({ headers: { Authorization: RENEWED } });
    // (the search's failure is shown a moment after its bo-error)
    for (const el of els) (await waitFor(() => retries(el)[0], '重试 offered')).click();
    await waitFor(() => els.every((el) => !shows(el, '登录已过期') && $$(el, '[data-row-id]').length > 0), 'the three listed');
    expect(mock.lastRequest('/goods/list/v2')!.body).to.deep.include({ name: '打印纸' });
    expect(heard.of('bo-unauthorized')).to.have.length(1);
  });

  it('an envelope code named in signInCodes is "not signed in" too; a new burst after a success is told again', async () => {
    refusal = 'code';
    configure({ signInCodes: [10001] });
    await threeFailing('未登录或登录已失效');
    expect(heard.of('bo-unauthorized')).to.have.length(1);
    expect(heard.of('bo-unauthorized')[0]!.detail).to.deep.include({ status: 200, code: 10001, msg: '未登录或登录已失效' });
    // a call served, then refused again: a new burst
    configure({ headers: { Authorization: RENEWED } });
    const el = await mount('bo-supplier-picker', { open: '' });
    await waitFor(() => $$(el, '[data-row-id]').length > 0, 'served with the renewed token');
    configure({ headers: { Authorization: 'Bearer expired again' } });
    await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await waitFor(() => heard.of('bo-unauthorized').length === 2, 'told again');
  });
});
