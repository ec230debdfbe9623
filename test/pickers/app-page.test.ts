/**
 * bo-app-page-picker (spec 2 §2 App page pickers, §3, §4, §5, §7 pages, §8): each variant's call and exact
 * body (published pages only), the navigation tabs and their types, the columns, the company id filled
 * into the addresses (login info, stored id, 1), the picked page result, 请选择页面 and the
 * app-management link through bo-navigate.
 */
import { expect } from 'chai';
import '../../elements/bo-app-page-picker';
import { HttpResponse, http } from 'msw';
import { mock, store, worker } from '../../demo/mock';
import { configure, resetConfig } from '../../src/core/config';
import { STORED_COMPANY_KEY } from '../../src/pickers/app-page/page-url.logic';
import { $$, mount, textOf, waitFor } from '../helpers';
import { button, cellsOf, confirmRows, headers, messageOf, opened, pickerHooks, pickRemote, rowIds, searched } from './picker-helpers';

const bodyOf = (path: string) => mock.lastRequest(path)!.body as Record<string, unknown>;
const pages = () => store.pages();
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id));
const myCompany = () => {
  const { staff, currentStaffId } = store.org();
  return String(staff.find((s) => s.id === currentStaffId)!.company_id);
};
type Picked = { id: number; serial_number: string; name: string; link: string; type: number };

describe('<bo-app-page-picker> (spec 2 App page pickers)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-navigate', 'bo-error');
  afterEach(() => localStorage.removeItem(STORED_COMPANY_KEY));

  it('own pages (default): POST /app_mange/my_page/list {page_status [2], page, page_size}; published pages only; radio', async () => {
    const el = await mount('bo-app-page-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择我的页面');
    expect(bodyOf('/app_mange/my_page/list')).to.deep.equal({ page_status: [2], page: 1, page_size: 10 });
    const listed = pages().ownPages.filter((p) => p.page_status === 2);
    expect(listed.length).to.be.lessThan(pages().ownPages.length);
    expect(rowIds(el)).to.deep.equal(ids(listed));
    expect(textOf(el)).to.contain(`共 ${listed.length} 条`);
    expect($$<HTMLInputElement>(el, '[data-row-id] input').map((i) => i.type)).to.deep.equal(Array(10).fill('radio'));
    expect(headers(el)).to.deep.equal(['页面名称', '页面状态', '页面地址', '创建人', '创建时间', '更新人', '更新时间', '操作']);
    const first = listed[0]!;
    expect(cellsOf(el, first.id)).to.include({ 页面名称: first.page_name, 页面状态: '已发布', 创建人: first.create_by, 更新时间: first.updated_at });
  });

  it('own pages of an application send app_id', async () => {
    const el = await mount('bo-app-page-picker', { open: '', 'app-id': '2' });
    await opened(el);
    expect(bodyOf('/app_mange/my_page/list')).to.deep.equal({ page_status: [2], app_id: 2, page: 1, page_size: 10 });
    expect(rowIds(el)).to.deep.equal(ids(pages().ownPages.filter((p) => p.page_status === 2 && p.app_id === 2)));
  });

  it('h5: POST /base/app_page/list {type 5, page_status [2], page, page_size}; icon, name, address, functions, audit', async () => {
    const el = await mount('bo-app-page-picker', { open: '', variant: 'h5' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择移动H5页面');
    expect(bodyOf('/base/app_page/list')).to.deep.equal({ type: 5, page_status: [2], page: 1, page_size: 10 });
    const listed = pages().appPages.filter((p) => p.type === 5 && p.page_status === 2);
    expect(rowIds(el)).to.deep.equal(ids(listed));
    expect(headers(el)).to.deep.equal(['图标', '页面名称', '页面地址', '所属功能', '创建人', '创建时间', '更新人', '更新时间']);
    const withClass = listed.slice(0, 10).find((p) => !p.icon.startsWith('http'))!;
    const glyph = $$(el, `[data-row-id="${withClass.id}"] [data-page-icon="class"]`)[0]!;
    expect([glyph.classList.contains(withClass.icon), glyph.style.color]).to.deep.equal([true, hexToRgb(withClass.icon_color)]);
    const withPicture = listed.slice(0, 10).find((p) => p.icon.startsWith('http'))!;
    expect($$<HTMLImageElement>(el, `[data-row-id="${withPicture.id}"] img[data-page-icon]`)[0]!.getAttribute('src')).to.equal(withPicture.icon);
    expect(cellsOf(el, listed[0]!.id)['所属功能']).to.equal(listed[0]!.model_function_list.map((f) => f.name).join('、'));
  });

  it("an icon given by class is drawn with the page's icon font stylesheet (iconStylesheets), as in the icon picker", async () => {
    worker.use(http.get('*/fonts/pages.css', () => new HttpResponse('.bo-test-page-icon::before { content: "◆"; }', { headers: { 'Content-Type': 'text/css' } })));
    configure({ iconStylesheets: ['/fonts/pages.css'] });
    try {
      const page = pages().appPages.find((p) => p.type === 5 && p.page_status === 2)!;
      const icon = page.icon;
      page.icon = 'bo-test-page-icon';
      try {
        const el = await mount('bo-app-page-picker', { open: '', variant: 'h5' });
        await opened(el, 10);
        const glyph = $$(el, `[data-row-id="${page.id}"] [data-page-icon="class"]`)[0]!;
        await waitFor(() => getComputedStyle(glyph, '::before').content === '"◆"', 'the font stylesheet applied');
        expect($$(el, 'link[rel="stylesheet"]').map((l) => l.getAttribute('href'))).to.deep.equal(['/fonts/pages.css']);
      } finally {
        page.icon = icon;
      }
    } finally {
      resetConfig();
      worker.resetHandlers();
    }
  });

  it('home: POST /app_mange/home_page/list {is_enable [1], page_status ["2"], app_id, page, per_page}; data.data, data.total', async () => {
    const el = await mount('bo-app-page-picker', { open: '', variant: 'home', 'app-id': '3' });
    await opened(el);
    expect(textOf(el)).to.contain('选择首页页面');
    expect(bodyOf('/app_mange/home_page/list')).to.deep.equal({ is_enable: [1], page_status: ['2'], app_id: 3, page: 1, per_page: 10 });
    const listed = pages().homePages.filter((p) => p.is_enable === 1 && p.page_status === 2 && p.app_id === 3);
    await waitFor(() => rowIds(el).join() === ids(listed).join(), 'the enabled published pages of app 3');
  });

  it('nocode: POST /apaas/page/popup {page_status [2], page, page_size}; name, number, source, link, audit; sources from popup_source', async () => {
    const el = await mount('bo-app-page-picker', { open: '', variant: 'nocode' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择无代码页面');
    expect(bodyOf('/apaas/page/popup')).to.deep.equal({ page_status: [2], page: 1, page_size: 10 });
    expect(rowIds(el)).to.deep.equal(ids(pages().nocodePages.filter((p) => p.page_status === 2)));
    expect(headers(el)).to.deep.equal(['名称', '编号', '来源', '链接', '创建人', '创建时间', '更新人', '更新时间']);
    await pickRemote(el, 'source', '问卷', '问卷中心');
    expect(mock.lastRequest('/apaas/public/page/page/popup_source')!.body).to.equal(undefined);
    const body = await searched(el, '/apaas/page/popup', (b) => b.source === 'questionnaire');
    expect(body).to.deep.equal({ source: 'questionnaire', page_status: [2], page: 1, page_size: 10 });
  });

  it("nocode: a link gets the company id and opens in a new window with noopener; one that is not http(s) is text", async () => {
    const page = pages().nocodePages.find((p) => p.page_status === 2 && p.link.includes('{company_id}'))!;
    const bad = { ...page, id: 99999, link: 'javascript:alert(1)' };
    mock.fault('/apaas/page/popup', { body: { code: 200, msg: 'success', data: { data: [page, bad], total: 2 } }, times: 1 });
    const el = await mount('bo-app-page-picker', { open: '', variant: 'nocode' });
    await opened(el, 2);
    const link = await waitFor(() => $$<HTMLAnchorElement>(el, `[data-row-id="${page.id}"] a`)[0], 'the link');
    expect([link.getAttribute('href'), link.target, link.rel]).to.deep.equal([page.link.replace('{company_id}', myCompany()), '_blank', 'noopener noreferrer']);
    expect($$(el, `[data-row-id="99999"] a`)).to.have.length(0);
    expect(cellsOf(el, 99999)['链接']).to.equal('javascript:alert(1)');
  });

  it('nav: nine tabs of types 1..9, each asking /base/app_page/list with its type', async () => {
    const el = await mount('bo-app-page-picker', { open: '', variant: 'nav' });
    await opened(el);
    const tabs = $$(el, '[data-bo-sections] [role="tab"]');
    expect(tabs.map((x) => x.querySelector('.fui-Tab__content')?.textContent ?? x.textContent)).to.deep.equal(['移动工作台', '我的页面', '首页', 'Apaas', 'H5', '移动原生', 'Web', '通用模板', '小程序']);
    expect(bodyOf('/base/app_page/list')).to.deep.equal({ type: 1, page_status: [2], page: 1, page_size: 10 });
    tabs[8]!.click();
    await waitFor(() => bodyOf('/base/app_page/list').type === 9, 'the applet tab');
    expect(bodyOf('/base/app_page/list')).to.deep.equal({ type: 9, page_status: [2], page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === ids(pages().appPages.filter((p) => p.type === 9 && p.page_status === 2)).join(), 'its pages');
    const page = pages().appPages.find((p) => p.type === 9 && p.page_status === 2)!;
    const detail = (await confirmRows(el, [page.id], heard)) as { pages: Picked[] };
    expect(detail.pages).to.deep.equal([{ id: page.id, serial_number: page.serial_number, name: page.page_name, link: page.page_url.replace('{company_id}', myCompany()), type: 9 }]);
  });

  it("detail.pages: the picked pages' serial_number, name, link (the user's company id filled in), id and type; records stay the rows", async () => {
    const el = await mount('bo-app-page-picker', { open: '' });
    await opened(el, 10);
    const page = pages().ownPages.find((p) => p.page_status === 2 && p.page_url.includes('{company_id}'))!;
    const filled = page.page_url.replace('{company_id}', myCompany());
    await waitFor(() => cellsOf(el, page.id)['页面地址'] === filled, 'the address filled');
    const detail = (await confirmRows(el, [page.id], heard)) as { record: unknown; pages: Picked[] };
    expect(detail.record).to.deep.equal(page);
    expect(detail.pages).to.deep.equal([{ id: page.id, serial_number: page.serial_number, name: page.page_name, link: filled, type: 2 }]);
  });

  it('without a company id in the login info: the stored company_id, else 1', async () => {
    const noCompany = { body: { code: 200, msg: 'success', data: { staff: { id: 1, name: '张三' } } } };
    const page = pages().ownPages.find((p) => p.page_status === 2 && p.page_url.includes('{company_id}'))!;
    localStorage.setItem(STORED_COMPANY_KEY, '77');
    mock.fault('/base/user/login_info', noCompany);
    let el = await mount('bo-app-page-picker', { open: '' });
    await opened(el, 10);
    expect(cellsOf(el, page.id)['页面地址']).to.equal(page.page_url.replace('{company_id}', '77'));
    el.remove();
    const { clearLoginInfo } = await import('../../src/core/user');
    clearLoginInfo();
    localStorage.removeItem(STORED_COMPANY_KEY);
    el = await mount('bo-app-page-picker', { open: '' });
    await opened(el, 10);
    expect(cellsOf(el, page.id)['页面地址']).to.equal(page.page_url.replace('{company_id}', '1'));
  });

  it('确定 with nothing chosen says 请选择页面 and stays open', async () => {
    const el = await mount('bo-app-page-picker', { open: '', variant: 'h5' });
    await opened(el, 10);
    button(el, 'confirm')!.click();
    expect((await messageOf(el, '请选择页面')).dataset.intent).to.equal('error');
    expect(heard.of('bo-confirm')).to.have.length(0);
    expect(el.open).to.equal(true);
  });

  it('应用管理 dispatches a cancelable bo-navigate to setmyPage with app_id', async () => {
    const el = await mount('bo-app-page-picker', { open: '', 'app-id': '4' });
    await opened(el);
    el.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
    button(el, 'app-management')!.click();
    const event = await waitFor(() => heard.last('bo-navigate'), 'bo-navigate');
    expect(event.cancelable).to.equal(true);
    expect(event.detail).to.deep.equal({ path: '/base_platform/app_management/app_operate/setmyPage', query: { app_id: '4' }, newWindow: false });
  });
});

function hexToRgb(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
