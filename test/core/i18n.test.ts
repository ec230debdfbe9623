/**
 * The language of the elements, chosen at render and switchable at runtime (no reload): the element's own
 * `lang`, else `<bo-config lang>`, else `<html lang>`, else zh-CN; 'en…' is English, anything else Chinese.
 * A switch renders the words again and asks the backend nothing again.
 */
import { expect } from 'chai';
import '../../elements/bo-class-picker';
import '../../elements/bo-config';
import '../../elements/bo-pagination';
import '../../elements/bo-status-badge';
import { mock, store } from '../../demo/mock';
import { resetConfig } from '../../src/core/config';
import { $, $$, listen, mount, settle, textOf, waitFor } from '../helpers';
import { button, headers, messageOf, opened, pickerHooks } from '../pickers/picker-helpers';

const PATH = '/common/class/list/public';
const MODEL = 'project';
const total = () => store.classes(MODEL).length;

/** What a user reads of the class picker: title, headers, search labels, buttons, pager. */
function words(el: HTMLElement) {
  return {
    title: $(el, '.fui-DrawerHeaderTitle')!.textContent!.trim(),
    headers: headers(el).slice(0, 3),
    search: $$(el, '[data-field] label').map((l) => l.textContent!.trim()),
    placeholder: $<HTMLInputElement>(el, '[data-field="name"] input')!.placeholder,
    buttons: ['search', 'reset', 'cancel', 'confirm'].map((a) => button(el, a)!.textContent!.trim()),
    pager: $(el, 'nav[part="pagination"] > span')!.textContent!.trim(),
  };
}

const CHINESE = () => ({
  title: '选择分类',
  headers: ['分类编号', '分类名称', '备注'],
  search: ['分类编号', '分类名称'],
  placeholder: '请输入分类名称',
  buttons: ['搜索', '重置', '取消', '确定'],
  pager: `共 ${total()} 条`,
});
const ENGLISH = () => ({
  title: 'Select category',
  headers: ['Category number', 'Category name', 'Remarks'],
  search: ['Category number', 'Category name'],
  placeholder: 'Enter category name',
  buttons: ['Search', 'Reset', 'Cancel', 'Confirm'],
  pager: `${total()} items`,
});

async function speaks(el: HTMLElement, expected: ReturnType<typeof CHINESE>, what: string) {
  await waitFor(() => words(el).title === expected.title, `${what}: title ${expected.title}`);
  expect(words(el), what).to.deep.equal(expected);
}

/** The empty-selection message, shown by 确定 with nothing chosen. */
async function emptyMessage(el: HTMLElement, text: string) {
  button(el, 'confirm')!.click();
  const toast = await messageOf(el, text);
  expect(toast.dataset.intent).to.equal('error');
}

describe('i18n: the language of each element, switched at runtime', () => {
  pickerHooks('bo-error');
  const html = document.documentElement;
  const pageLang = html.getAttribute('lang');
  let config: HTMLElement | undefined;
  afterEach(() => {
    config?.remove();
    config = undefined;
    resetConfig();
    if (pageLang === null) html.removeAttribute('lang');
    else html.setAttribute('lang', pageLang);
  });

  it('a zh-CN page never downloads the English strings; the first element asked for English fetches them once', async () => {
    // the first test of this page: nothing has asked for English yet
    const fetched = () => performance.getEntriesByType('resource').filter((e) => /\/i18n\/en-US\.ts/.test(e.name)).length;
    html.setAttribute('lang', 'zh-CN');
    const el = await mount('bo-pagination', { total: '30' });
    expect(textOf(el)).to.contain('共 30 条');
    await settle(100);
    expect(fetched(), 'a zh-CN page fetches no English').to.equal(0);
    el.lang = 'en';
    await waitFor(() => textOf(el).includes('30 items'), 'English once its strings are here');
    expect(fetched()).to.equal(1);
    const other = await mount('bo-pagination', { total: '5', lang: 'en' });
    expect(textOf(other)).to.contain('5 items');
    expect(fetched(), 'fetched once for the page').to.equal(1);
  });

  it('a picker follows <html lang>, then <bo-config lang>, then its own lang, and back, without asking again', async () => {
    html.removeAttribute('lang');
    const el = await mount('bo-class-picker', { open: '', 'model-name': MODEL });
    await opened(el, 10);
    await speaks(el, CHINESE(), 'no lang anywhere: zh-CN');
    const asked = mock.requestsTo(PATH).length;

    html.setAttribute('lang', 'en');
    await speaks(el, ENGLISH(), '<html lang="en">');
    await emptyMessage(el, 'Check at least one item');
    html.setAttribute('lang', 'zh-CN');
    await speaks(el, CHINESE(), '<html lang="zh-CN">');
    await emptyMessage(el, '请先勾选数据');

    config = document.createElement('bo-config');
    config.setAttribute('lang', 'en-US');
    document.body.append(config);
    await speaks(el, ENGLISH(), '<bo-config lang="en-US"> over <html lang="zh-CN">');

    el.setAttribute('lang', 'zh');
    await speaks(el, CHINESE(), 'its own lang="zh" over <bo-config lang="en-US">');
    html.setAttribute('lang', 'en');
    await settle(100);
    expect(words(el).title, 'its own lang still wins').to.equal('选择分类');
    el.setAttribute('lang', 'en-GB');
    await speaks(el, ENGLISH(), 'its own lang="en-GB"');
    el.removeAttribute('lang');
    config.setAttribute('lang', 'fr');
    await speaks(el, CHINESE(), '<bo-config lang="fr">: anything but en… is Chinese');
    config.removeAttribute('lang');
    await speaks(el, ENGLISH(), 'back to <html lang="en">');
    html.removeAttribute('lang');
    await speaks(el, CHINESE(), 'back to no lang anywhere');

    expect(mock.requestsTo(PATH).length, 'a change of language asks the backend nothing').to.equal(asked);
    expect($$(el, '[data-row-id]')).to.have.length(10);
  });

  it('the property lang reflects, and each element keeps its own language beside the others', async () => {
    html.setAttribute('lang', 'zh-CN');
    const zh = await mount('bo-pagination', { total: '30' });
    const en = await mount('bo-pagination', { total: '30', lang: 'en-US' });
    expect(textOf(zh)).to.contain('共 30 条');
    expect(textOf(en)).to.contain('30 items');
    expect(textOf(en)).to.contain('Go to page');
    zh.lang = 'en';
    expect(zh.getAttribute('lang')).to.equal('en');
    await waitFor(() => textOf(zh).includes('30 items'), 'property lang');
    expect(en.lang).to.equal('en-US');
  });

  it('a badge, a list state and the error of a failed call speak the element language (the server msg stays as sent)', async () => {
    html.setAttribute('lang', 'en');
    const badge = await mount('bo-status-badge', { scheme: 'audit', status: '1' });
    await waitFor(() => textOf(badge) === 'In approval', 'badge in English');
    badge.setAttribute('lang', 'zh-CN');
    await waitFor(() => textOf(badge) === '审批中', 'badge in Chinese');

    const errors = listen('bo-error');
    mock.fault(PATH, { network: true, times: 1 });
    const el = await mount('bo-class-picker', { open: '', 'model-name': MODEL });
    const alert = await waitFor(() => $(el, '[data-bo-table] [role="alert"]'), 'the list error');
    expect(alert.textContent).to.contain('Network error. Check your connection.');
    expect(alert.textContent).to.contain('Retry');
    await waitFor(() => errors.of('bo-error').length > 0, 'bo-error');
    expect(errors.last('bo-error')!.detail.msg).to.equal('Network error. Check your connection.');
    html.setAttribute('lang', 'zh-CN');
    await waitFor(() => alert.isConnected && alert.textContent!.includes('网络错误，请检查网络连接'), 'the same error, in Chinese');
    expect(alert.textContent).to.contain('重试');

    mock.fault(PATH, { code: 4001, msg: '模块不存在', times: 1 });
    html.setAttribute('lang', 'en');
    alert.querySelector('button')!.click();
    await waitFor(() => $(el, '[data-bo-table] [role="alert"]')?.textContent?.includes('模块不存在'), 'the server msg, verbatim');
    expect($(el, '[data-bo-table] [role="alert"]')!.textContent).to.contain('Retry');
    errors.stop();
  });

  it('an empty list and the missing-attribute notice speak English', async () => {
    html.setAttribute('lang', 'en');
    mock.fault(PATH, { body: { code: 200, data: { list: [], total_count: 0 } }, times: 5 });
    const el = await mount('bo-class-picker', { open: '', 'model-name': MODEL });
    await waitFor(() => textOf(el).includes('No data'), 'empty state');
    expect(textOf(el)).to.contain('0 items');
    const missing = await mount('bo-class-picker', { open: '' });
    await waitFor(() => textOf(missing).includes('The required attribute model-name is missing'), 'missing attribute');
  });
});
