import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-icon-picker';
import { http, HttpResponse } from 'msw';
import { mock, store, worker } from '../../demo/mock';
import { configure, resetConfig } from '../../src/core/config';
import { $, $$, captureWarnings, mount, settle, textOf, waitFor } from '../helpers';
import { button, clickRow, opened, row, rowIds, rows, pickerHooks } from './picker-helpers';

const ICONS = '/setting/icon_lib/list';
const MATERIALS = '/sucai_manage/sucai/all_list';
const body = (path: string) => mock.lastRequest(path)!.body as Record<string, unknown>;
const tabText = (tabs: HTMLElement[]) => tabs.map((x) => x.querySelector('.fui-Tab__content')!.textContent);
const sectionTabs = (el: Element) => $$(el, '[data-bo-sections] [role="tab"]');
const treeTabs = (el: Element) => $$(el, '[part="tree-sidebar"] [role="tab"]');
const treeItem = (el: Element, label: string) => $$(el, '[role="treeitem"]').find((r) => r.textContent === label);
const sidebarWidth = (el: Element) => Math.round($(el, '[part="tree-sidebar"]')!.getBoundingClientRect().width);
const chosenIds = (el: Element) => rows(el).filter((r) => r.getAttribute('aria-selected') === 'true').map((r) => r.dataset.rowId);

describe('<bo-icon-picker> (spec 2 Icon pickers)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  describe('the icon library', () => {
    it('opens 选择图标: POST /setting/icon_lib/list 40 a page, icon cards with the icon on a tinted box and the name', async () => {
      const el = await mount('bo-icon-picker', { open: '' });
      await opened(el, 40);
      expect(textOf(el)).to.contain('选择图标');
      expect(sectionTabs(el)).to.have.length(0);
      expect(body(ICONS)).to.deep.equal({ page: 1, page_size: 40 });
      const { icons } = store.icons();
      expect(rowIds(el)).to.deep.equal(icons.slice(0, 40).map((i) => String(i.id)));
      expect(textOf(el)).to.contain(`共 ${icons.length} 条`);
      const card = row(el, icons[0]!.id)!;
      expect(card.querySelector('img')!.getAttribute('src')).to.equal(icons[0]!.icon_code);
      expect(card.textContent).to.contain(icons[0]!.name);
      expect(getComputedStyle(card.querySelector('img')!.parentElement!).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
      expect(card.querySelector('[data-action="preview"]'), 'no 查看大图 on icons').to.equal(null);
      expect(mock.requestsTo('/setting/icon_lib/dir', 'POST')).to.have.length(1);
    });

    it('an icon given by class is drawn with the page\'s icon font stylesheet (iconStylesheets), in its colour', async () => {
      worker.use(http.get('*/fonts/icons.css', () => new HttpResponse('.bo-test-icon::before { content: "★"; }', { headers: { 'Content-Type': 'text/css' } })));
      configure({ iconStylesheets: ['/fonts/icons.css', 'javascript:alert(1)'] });
      try {
        const icon = { id: 1, name: '星标', code: 'star', color: '#e03030', icon_code: 'bo-test-icon' };
        mock.fault(ICONS, { body: { code: 200, msg: 'success', data: { list: [icon], total_count: 1 } } });
        const el = await mount('bo-icon-picker', { open: '' });
        await opened(el, 1);
        const glyph = row(el, 1)!.querySelector<HTMLElement>('[data-icon-class]')!;
        expect(glyph.classList.contains('bo-test-icon')).to.equal(true);
        expect(getComputedStyle(glyph).color).to.equal('rgb(224, 48, 48)');
        await waitFor(() => getComputedStyle(glyph, '::before').content === '"★"', 'the font stylesheet applied');
        expect($$(el, 'link[rel="stylesheet"]').map((l) => l.getAttribute('href'))).to.deep.equal(['/fonts/icons.css']);
      } finally {
        resetConfig();
        worker.resetHandlers();
      }
    });

    it('page-size 100 lists 100 a page; another value is refused (40 kept)', async () => {
      const el = await mount('bo-icon-picker', { open: '', 'page-size': '100' });
      await opened(el, 100);
      expect(body(ICONS)).to.deep.equal({ page: 1, page_size: 100 });
      el.remove();
      mock.reset();
      let bad: Element | undefined;
      const warnings = await captureWarnings(async () => {
        bad = await mount('bo-icon-picker', { open: '', 'page-size': '50' });
        await opened(bad, 40);
      });
      expect(warnings.join(' ')).to.contain('expected 40 or 100');
      expect(body(ICONS).page_size).to.equal(40);
    });

    it('the category tree (300 px, filter box) filters by pid; the name search; the aside collapses to 15 px', async () => {
      const el = await mount('bo-icon-picker', { open: '' });
      await opened(el, 40);
      expect(sidebarWidth(el)).to.equal(300);
      expect($<HTMLInputElement>(el, '[part="tree-sidebar"] input')!.placeholder).to.equal('输入关键字进行过滤');
      const { categories } = store.icons();
      const root = categories.find((c) => c.pid === 0)!;
      (await waitFor(() => treeItem(el, root.name), 'category tree')).click();
      await waitFor(() => body(ICONS).pid !== undefined, 'filtered');
      expect(body(ICONS)).to.deep.equal({ pid: [root.id], page: 1, page_size: 40 });
      const name = $$<HTMLInputElement>(el, 'input').find((i) => i.closest('[data-field="name"]'))!;
      name.focus();
      await sendKeys({ type: '首页' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => body(ICONS).name === '首页', 'searched');
      $<HTMLButtonElement>(el, '[data-collapse-toggle]')!.click();
      await waitFor(() => sidebarWidth(el) === 15, 'collapsed');
      $<HTMLButtonElement>(el, '[data-collapse-toggle]')!.click();
      await waitFor(() => sidebarWidth(el) === 300, 'expanded');
    });

    it('radio mode keeps exactly one icon checked', async () => {
      const [a, b, c] = store.icons().icons.map((i) => String(i.id));
      const el = await mount('bo-icon-picker', { open: '', 'selection-mode': 'radio', 'selected-ids': `[${a}]` });
      await opened(el, 40);
      expect(chosenIds(el)).to.deep.equal([a]);
      for (const id of [b, c, b]) {
        clickRow(el, id!);
        await settle();
        expect(chosenIds(el)).to.deep.equal([id]);
      }
      expect($(el, 'input[data-action="select-all"]')).to.equal(null);
    });

  });

  describe('variant tabs', () => {
    it('系统图标, 素材图标 (type 6, 100 a page, the spec\'s payload: no approval_status) and 配置图片 (approved type 1, 40 a page), each with its own filter', async () => {
      const el = await mount('bo-icon-picker', { open: '', variant: 'tabs' });
      await opened(el, 40);
      expect(tabText(sectionTabs(el))).to.deep.equal(['系统图标', '素材图标', '配置图片']);
      expect(body(ICONS)).to.deep.equal({ page: 1, page_size: 40 });
      expect(sidebarWidth(el)).to.equal(300);

      sectionTabs(el)[1]!.click();
      await waitFor(() => mock.requestsTo(MATERIALS).length === 1, 'material icons asked');
      expect(body(MATERIALS)).to.deep.equal({ sucai_type_id: [6], page: 1, page_size: 100 });
      const iconMaterials = store.sucai().materials.filter((m) => m.sucai_type_id === 6);
      await waitFor(() => rowIds(el)[0] === `sucai-${iconMaterials[0]!.id}`, 'material icons shown');
      expect(rows(el)).to.have.length(Math.min(100, iconMaterials.length));
      await waitFor(() => tabText(treeTabs(el)).join() === '素材分类,素材分组', 'material filter');
      expect(sidebarWidth(el)).to.equal(260);
      const { categories } = store.sucai();
      const root = categories.find((c) => c.pid === 0)!;
      (await waitFor(() => treeItem(el, root.name), 'category tree')).click();
      await waitFor(() => body(MATERIALS).category_id !== undefined, 'filtered by category');
      expect(body(MATERIALS)).to.deep.include({ sucai_type_id: [6], page_size: 100 });

      sectionTabs(el)[2]!.click();
      await waitFor(() => (body(MATERIALS).sucai_type_id as number[])[0] === 1, 'pictures asked');
      expect(body(MATERIALS)).to.deep.include({ approval_status: [1], page: 1, page_size: 40 });

      sectionTabs(el)[0]!.click();
      await waitFor(() => mock.requestsTo(ICONS).length === 2, 'icons again');
      expect(body(ICONS)).to.deep.equal({ page: 1, page_size: 40 });
      await waitFor(() => tabText(treeTabs(el)).length === 0 && treeItem(el, store.icons().categories[0]!.name), 'icon tree again');
    });

    it('a search typed in one tab is not sent, hidden, by another tab', async () => {
      const el = await mount('bo-icon-picker', { open: '', variant: 'tabs' });
      await opened(el, 40);
      const input = $$<HTMLInputElement>(el, '[data-field] input')[0]!;
      input.focus();
      await sendKeys({ type: '图' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => mock.requestsTo(ICONS).length === 2, 'searched');
      expect(Object.values(body(ICONS))).to.include('图');
      sectionTabs(el)[1]!.click();
      await waitFor(() => mock.requestsTo(MATERIALS).length === 1, 'material icons asked');
      expect(body(MATERIALS)).to.deep.equal({ sucai_type_id: [6], page: 1, page_size: 100 });
      expect($$<HTMLInputElement>(el, '[data-field] input').every((i) => i.value === '')).to.equal(true);
    });

    it('a material icon tile has its own 确定: radio confirms that icon alone, checkbox adds it to those chosen', async () => {
      const el = await mount('bo-icon-picker', { open: '', variant: 'tabs', 'selection-mode': 'radio' });
      await opened(el, 40);
      expect($(el, '[data-action="confirm-card"]'), 'not on system icons').to.equal(null);
      sectionTabs(el)[1]!.click();
      const icons = store.sucai().materials.filter((m) => m.sucai_type_id === 6);
      await waitFor(() => rowIds(el)[0] === `sucai-${icons[0]!.id}`, 'material icons shown');
      clickRow(el, `sucai-${icons[0]!.id}`);
      row(el, `sucai-${icons[1]!.id}`)!.querySelector<HTMLButtonElement>('[data-action="confirm-card"]')!.click();
      await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed by the tile');
      expect(heard.last('bo-confirm')!.detail.records.map((r: { id: number }) => r.id)).to.deep.equal([icons[1]!.id]);
      expect(heard.last('bo-confirm')!.detail.record.id).to.equal(icons[1]!.id);
      expect(el.open).to.equal(false);

      const multi = await mount('bo-icon-picker', { open: '', variant: 'tabs' });
      await opened(multi, 40);
      const first = rowIds(multi)[0]!;
      clickRow(multi, first);
      sectionTabs(multi)[1]!.click();
      await waitFor(() => row(multi, `sucai-${icons[2]!.id}`), 'material icons shown');
      row(multi, `sucai-${icons[2]!.id}`)!.querySelector<HTMLButtonElement>('[data-action="confirm-card"]')!.click();
      await waitFor(() => heard.of('bo-confirm').length === 2, 'confirmed with the chosen ones');
      expect(heard.last('bo-confirm')!.detail.ids).to.deep.equal([Number(first), `sucai-${icons[2]!.id}`]);
    });

    it('an icon and a material icon with the same id are two choices; 确定 returns both', async () => {
      const el = await mount('bo-icon-picker', { open: '', variant: 'tabs' });
      await opened(el, 40);
      const material = store.sucai().materials.find((m) => m.sucai_type_id === 6 && m.id <= 40)!;
      clickRow(el, material.id);
      sectionTabs(el)[1]!.click();
      await waitFor(() => row(el, `sucai-${material.id}`), 'material icons shown');
      expect(row(el, `sucai-${material.id}`)!.getAttribute('aria-selected')).to.equal('false');
      clickRow(el, `sucai-${material.id}`);
      await waitFor(() => textOf(el).includes('已选 2 条'), 'two chosen');
      button(el, 'confirm')!.click();
      await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
      const records = heard.last('bo-confirm')!.detail.records as { id: number; name?: string; title?: string }[];
      expect(records.map((r) => [r.id, r.name ?? r.title])).to.deep.equal([
        [material.id, store.icons().icons.find((i) => i.id === material.id)!.name],
        [material.id, material.title],
      ]);
    });
  });
});
