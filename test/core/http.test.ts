import { expect } from 'chai';
import './probe';
import '../../elements/bo-config';
import '../../elements/bo-class-list';
import '../../elements/bo-goods-picker';
import '../../elements/bo-numbering-rule-editor';
import '../../elements/bo-custom-fields';
import { mock, startMockWorker } from '../../demo/mock';
import { configure, getConfig, resetConfig } from '../../src/core/config';
import { clearLoginInfo, getLoginInfo } from '../../src/core/user';
import { ApiError, call, userMessage } from '../../src/core/http';
import { defaultTranslator, loadLocale } from '../../src/core/i18n';
import { $, listen, mount, settle, textOf, unmountAll, waitFor } from '../helpers';

const failure = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('http: the code-200 envelope, errors, configuration', () => {
  before(() => startMockWorker());
  beforeEach(() => {
    mock.reset();
    resetConfig();
    clearLoginInfo();
  });
  afterEach(unmountAll);

  it('returns data of a 2xx body with code 200, with the configured base URL and headers', async () => {
    configure({ baseURL: '/api', headers: { 'X-Token': 'abc' }, getHeaders: () => ({ 'X-Trace': 't1' }) });
    const el = await mount('bo-test-caller');
    const data = (await el.send('POST', '/goods/list/v2', { page: 2, page_size: 10 })) as { list: unknown[]; total_count: number };
    expect(data.list).to.have.length(10);
    expect(data.total_count).to.be.greaterThan(500);
    const req = mock.lastRequest('/goods/list/v2')!;
    expect(req.url).to.contain('/api/goods/list/v2');
    expect(req.body).to.deep.equal({ page: 2, page_size: 10 });
    expect(req.headers['x-token']).to.equal('abc');
    expect(req.headers['x-trace']).to.equal('t1');
  });

  it('an element api-base overrides the page base URL', async () => {
    configure({ baseURL: '/api' });
    const el = await mount('bo-test-caller', { 'api-base': '/gw' });
    await el.get('/base/user/login_info');
    expect(mock.lastRequest('/base/user/login_info')!.url).to.match(/\/gw\/base\/user\/login_info$/);
  });

  it('a call of the static file host goes to the configured static host, else like any other call', async () => {
    configure({ baseURL: '/api' });
    await call({ method: 'GET', url: '/base/user/login_info', host: 'static' });
    expect(mock.lastRequest('/base/user/login_info')!.url).to.match(/\/api\/base\/user\/login_info$/);
    configure({ staticHost: '/static' });
    await call({ method: 'GET', url: '/base/user/login_info', host: 'static', baseURL: '/gw' });
    expect(mock.lastRequest('/base/user/login_info')!.url).to.match(/\/static\/base\/user\/login_info$/);
    await call({ method: 'GET', url: '/base/user/login_info' });
    expect(mock.lastRequest('/base/user/login_info')!.url, 'other calls keep the base URL').to.match(/\/api\/base\/user\/login_info$/);
  });

  it('a non-200 code is a business error carrying the server msg, and bo-error reaches the page', async () => {
    const errors = listen('bo-error');
    const el = await mount('bo-test-caller');
    mock.fault('/goods/list/v2', { code: 4001, msg: '库存不足' });
    const e = await failure(el.send('POST', '/goods/list/v2', {}));
    errors.stop();
    expect([e.kind, e.code, e.status, e.msg]).to.deep.equal(['business', 4001, 200, '库存不足']);
    const detail = errors.last('bo-error')!.detail;
    expect(detail).to.deep.include({ source: 'http', status: 200, code: 4001, msg: '库存不足' });
    expect(detail.url).to.match(/\/goods\/list\/v2$/);
  });

  it('turns HTTP 500, a network error, a malformed body and a timeout into typed errors', async () => {
    const el = await mount('bo-test-caller');
    mock.fault('/goods/list/v2', { status: 500, times: 1 });
    const http = await failure(el.send('POST', '/goods/list/v2', {}));
    mock.fault('/goods/list/v2', { network: true, times: 1 });
    const network = await failure(el.send('POST', '/goods/list/v2', {}));
    mock.fault('/goods/list/v2', { malformed: true, times: 1 });
    const malformed = await failure(el.send('POST', '/goods/list/v2', {}));
    mock.fault('/goods/list/v2', { body: { list: [] }, times: 1 });
    const noEnvelope = await failure(el.send('POST', '/goods/list/v2', {}));
    configure({ timeout: 100 });
    mock.fault('/goods/list/v2', { delay: 1000, times: 1 });
    const timeout = await failure(el.send('POST', '/goods/list/v2', {}));
    // an error holds the server's own msg only; its words for users come when it is shown, in a language
    const zh = defaultTranslator;
    expect([http.kind, http.status, http.msg, userMessage(http, zh)]).to.deep.equal(['http', 500, '服务器错误', '服务器错误']);
    expect([network.kind, network.msg, userMessage(network, zh)]).to.deep.equal(['network', '', '网络错误，请检查网络连接']);
    expect([malformed.kind, userMessage(malformed, zh)]).to.deep.equal(['malformed', '服务器返回的数据格式不正确']);
    expect(noEnvelope.kind).to.equal('malformed');
    expect([timeout.kind, userMessage(timeout, zh)]).to.deep.equal(['timeout', '请求超时，请稍后重试']);
    expect(userMessage(new ApiError('http', '/x', '', 502), zh)).to.equal('服务器错误（502）');
    expect(userMessage(new ApiError('http', '/x', '', 502), await loadLocale('en-US'))).to.equal('Server error (502)');
  });

  it("an element's bo-error holds url, status and code whatever failed: status 0 and code 'network' or 'timeout' without an answer (DECISIONS)", async () => {
    const LIST = '/common/class/list';
    const failed = async (fault: Parameters<typeof mock.fault>[1], timeout?: number) => {
      resetConfig();
      if (timeout) configure({ timeout });
      const errors = listen('bo-error');
      // a fault no request took (a timed-out call may leave before the mock sees it) is not the next one's
      mock.clearFaults(LIST);
      mock.fault(LIST, { ...fault, times: 1 });
      const el = await mount('bo-class-list', { 'model-name': 'project', 'can-list': '' });
      const detail = (await waitFor(() => errors.last('bo-error'), `bo-error of ${JSON.stringify(fault)}`)).detail as Record<string, unknown>;
      errors.stop();
      await waitFor(() => $(el, '[role="alert"]'), 'the inline error');
      expect(new URL(String(detail.url), location.href).pathname).to.equal(LIST);
      el.remove();
      return { status: detail.status, code: detail.code, msg: detail.msg };
    };
    expect(await failed({ network: true })).to.deep.equal({ status: 0, code: 'network', msg: '网络错误，请检查网络连接' });
    expect(await failed({ status: 502 })).to.deep.equal({ status: 502, code: 502, msg: '服务器错误' });
    expect(await failed({ body: 'Bad Gateway' })).to.deep.include({ status: 200, code: 'malformed' });
    expect(await failed({ code: 4001, msg: '无权查看' })).to.deep.equal({ status: 200, code: 4001, msg: '无权查看' });
    expect(await failed({ delay: 1000 }, 100)).to.deep.equal({ status: 0, code: 'timeout', msg: '请求超时，请稍后重试' });
  });

  it('a success without what the call needs (data null for a page, an object for a tree) is malformed, naming the call and the field', async () => {
    const page = [{ path: 'data', type: 'object', need: 'fail' }] as const;
    mock.fault('/goods/list/v2', { nullData: true, times: 1 });
    const none = await failure(call({ method: 'POST', url: '/goods/list/v2', data: {}, reads: page }));
    expect([none.kind, none.status, none.msg, none.problem, userMessage(none, defaultTranslator)]).to.deep.equal([
      'malformed', 200, '', 'POST /goods/list/v2: data is missing', '服务器返回的数据格式不正确',
    ]);
    const tree = await failure(call({ method: 'POST', url: '/goods/list/v2', data: {}, reads: [{ path: 'data', type: 'array', need: 'fail' }] }));
    expect([tree.kind, tree.problem]).to.deep.equal(['malformed', 'POST /goods/list/v2: data is not an array']);
    expect(await call({ method: 'POST', url: '/goods/list/v2', data: {}, reads: page })).to.have.property('list');
  });

  it('a failed user action shows the server msg inside the element, re-enables its button and reports bo-error', async () => {
    const errors = listen('bo-error');
    const el = await mount('bo-test-caller');
    mock.fault('/goods/list/v2', { code: 500, msg: '名称重复', delay: 300 });
    const pending = el.act('/goods/list/v2');
    await waitFor(() => $<HTMLButtonElement>(el, '[data-testid="save"]')!.disabled, 'busy while the call runs');
    const result = await pending;
    await settle();
    errors.stop();
    expect(result.ok).to.equal(false);
    expect($<HTMLButtonElement>(el, '[data-testid="save"]')!.disabled).to.equal(false);
    await waitFor(() => textOf(el).includes('名称重复'), 'error message in the shadow root');
    expect(document.body.textContent).not.to.contain('名称重复');
    expect(errors.of('bo-error')).to.have.length(1);
  });

  it('a failure without msg shows 操作失败; a success shows its message', async () => {
    const el = await mount('bo-test-caller');
    mock.fault('/goods/list/v2', { body: { code: 500, data: null }, times: 1 });
    await el.act('/goods/list/v2');
    await waitFor(() => textOf(el).includes('操作失败'), '操作失败');
    const ok = await el.act('/goods/list/v2');
    expect(ok.ok).to.equal(true);
    await waitFor(() => textOf(el).includes('保存成功'), '保存成功');
  });

  it('unmounting aborts the calls in flight, without bo-error', async () => {
    const errors = listen('bo-error');
    const el = await mount('bo-test-caller');
    mock.fault('/goods/list/v2', { delay: 2000 });
    const pending = failure(el.send('POST', '/goods/list/v2', {}));
    await waitFor(() => mock.requestsTo('/goods/list/v2').length === 1, 'request sent');
    el.remove();
    const e = await pending;
    errors.stop();
    expect(e.kind).to.equal('aborted');
    expect(errors.of('bo-error')).to.have.length(0);
  });

  it('a call leaves in the task that makes it: no cookie is read before it, no XSRF header is added', async () => {
    // axios would read an XSRF-TOKEN cookie through the asynchronous Cookie Store API first, so a call
    // made while an element renders would leave only after that render (bench/README.md, issue 16)
    document.cookie = 'XSRF-TOKEN=from-cookie; path=/';
    const send = XMLHttpRequest.prototype.send;
    let sent = 0;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
      sent += 1;
      return send.apply(this, args);
    };
    try {
      const pending = call({ method: 'GET', url: '/base/user/login_info' });
      expect(sent, 'sent before call() returned').to.equal(1);
      await pending;
    } finally {
      XMLHttpRequest.prototype.send = send;
      document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
    }
    expect(mock.lastRequest('/base/user/login_info')!.headers['x-xsrf-token'], 'tokens come from the configured headers').to.equal(undefined);
  });

  it('reads the user from GET /base/user/login_info once for the page', async () => {
    const a = await mount('bo-test-caller');
    const b = await mount('bo-test-caller');
    await waitFor(() => $(a, '[data-testid="user"]')!.textContent && $(b, '[data-testid="user"]')!.textContent, 'user shown');
    expect($(a, '[data-testid="user"]')!.textContent).to.equal($(b, '[data-testid="user"]')!.textContent);
    expect(mock.requestsTo('/base/user/login_info')).to.have.length(1);
    const info = await getLoginInfo();
    expect(info.staff_main_department?.id).to.be.a('number');
  });

  it('a failed user-info call is not cached', async () => {
    mock.fault('/base/user/login_info', { status: 500, times: 1 });
    const e = await failure(getLoginInfo());
    expect(e.kind).to.equal('http');
    const info = await getLoginInfo();
    expect(info.staff.name).to.be.a('string').and.not.equal('');
    expect(mock.requestsTo('/base/user/login_info')).to.have.length(2);
  });
});

describe('<bo-config>', () => {
  before(() => startMockWorker());
  afterEach(() => {
    unmountAll();
    resetConfig();
  });

  it('base-url is the server\'s root: the paths of the contract follow it as they are, /root/api/… of specs 1 and 3 beside /root/goods/… of spec 2, never a doubled prefix (docs/backend.md "Base URL")', async () => {
    mock.reset();
    clearLoginInfo();
    const host = document.createElement('div');
    host.innerHTML = '<bo-config base-url="/root"></bo-config>';
    document.body.append(host);
    await mount('bo-numbering-rule-editor', { 'app-modular': 'purchase' });
    // one element of both kinds: /field/list beside /api/field/enable
    const fields = await mount('bo-custom-fields', { 'app-modular': 'goods', 'can-list': '', 'can-enable': '' });
    await mount('bo-goods-picker', { open: '' });
    const sent = () => mock.requests.map((r) => new URL(r.url).pathname);
    (await waitFor(() => $<HTMLInputElement>(fields, '[data-row-id] input[data-action="enable"]'), 'a field\'s switch')).click();
    const paths = ['/root/api/rule/get_rule_type', '/root/field/list', '/root/api/field/enable', '/root/goods/list/v2'];
    await waitFor(() => paths.every((p) => sent().includes(p)), 'the calls of the three elements');
    expect(sent().filter((p) => !p.startsWith('/root/') || p.startsWith('/root/root/') || p.includes('/api/api/')), 'every path once under the base').to.deep.equal([]);
    host.remove();
  });

  it('configures the page declaratively and at once', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<bo-config base-url="/erp" headers=\'{"Authorization":"Bearer t"}\' with-credentials timeout="5000" static-host="/files"></bo-config>';
    document.body.append(host);
    expect(getConfig()).to.deep.include({ baseURL: '/erp', withCredentials: true, timeout: 5000, staticHost: '/files' });
    expect(getConfig().headers).to.deep.equal({ Authorization: 'Bearer t' });
    (host.firstElementChild as HTMLElement).setAttribute('base-url', '/erp2');
    expect(getConfig().baseURL).to.equal('/erp2');
    host.remove();
  });
});
