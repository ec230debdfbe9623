/**
 * The catalogues: en-US has exactly the keys of zh-CN (none missing, none extra, none empty), the same
 * `{param}` placeholders in each message and the same number of entries in each list; the translators;
 * and no code but the element root and the catalogue itself makes a translator (a string put in words
 * at module load, in one language for good, is the misuse this guards against).
 */
import { expect } from 'chai';
import { enUS, zhCN } from './catalogues';
import { defaultTranslator, loadedTranslator, loadLocale, localeOf } from '../../src/core/i18n';

type Leaf = { path: string; value: unknown };

function leaves(node: unknown, path = ''): Leaf[] {
  if (node === null || typeof node !== 'object') return [{ path, value: node }];
  if (Array.isArray(node)) return [{ path, value: node }];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:\|lower)?\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  const zh = new Map(leaves(zhCN).map((l) => [l.path, l.value]));
  const en = new Map(leaves(enUS).map((l) => [l.path, l.value]));

  it('en-US has every key of zh-CN and no other', () => {
    const missing = [...zh.keys()].filter((k) => !en.has(k));
    const extra = [...en.keys()].filter((k) => !zh.has(k));
    expect(missing, 'missing in en-US').to.deep.equal([]);
    expect(extra, 'only in en-US').to.deep.equal([]);
  });

  it('no message is empty, in either catalogue', () => {
    const empty = (m: Map<string, unknown>) =>
      [...m].filter(([, v]) => (Array.isArray(v) ? v.length === 0 || v.some((x) => typeof x !== 'string' || !x.trim()) : typeof v !== 'string' || !v.trim())).map(([k]) => k);
    expect(empty(zh), 'empty in zh-CN').to.deep.equal([]);
    expect(empty(en), 'empty in en-US').to.deep.equal([]);
  });

  it('each message has the same {param} placeholders in both, and each list the same length', () => {
    const differ = [...zh].filter(([k, v]) => {
      const other = en.get(k);
      if (Array.isArray(v)) return !Array.isArray(other) || other.length !== v.length;
      return typeof v === 'string' && typeof other === 'string' && placeholders(v).join() !== placeholders(other).join();
    });
    expect(differ.map(([k, v]) => `${k}: ${String(v)} / ${String(en.get(k))}`)).to.deep.equal([]);
  });

  it('the check itself notices a missing, an extra, an empty key and a changed placeholder', () => {
    const broken = { ...enUS, common: { ...enUS.common, retry: '', extra: 'x' }, pagination: { ...enUS.pagination, total: '{count} items' } } as Record<string, unknown>;
    delete (broken.common as Record<string, unknown>).close;
    const b = new Map(leaves(broken).map((l) => [l.path, l.value]));
    expect([...zh.keys()].filter((k) => !b.has(k))).to.deep.equal(['common.close']);
    expect([...b.keys()].filter((k) => !zh.has(k))).to.deep.equal(['common.extra']);
    expect(b.get('common.retry')).to.equal('');
    expect(placeholders(b.get('pagination.total') as string)).to.not.deep.equal(placeholders(zh.get('pagination.total') as string));
  });

  it('maps a language tag to a locale: en… English, anything else Chinese', () => {
    expect(['en', 'en-US', 'EN-gb', ' en ', 'zh', 'zh-CN', 'zh-Hant-TW', 'fr', '', null, undefined].map(localeOf)).to.deep.equal([
      'en-US', 'en-US', 'en-US', 'en-US', 'zh-CN', 'zh-CN', 'zh-CN', 'zh-CN', 'zh-CN', 'zh-CN', 'zh-CN',
    ]);
  });

  it('a translator fills parameters, shows an unknown key as itself and is one per locale', async () => {
    const en = await loadLocale('en-US');
    expect(en('pagination.total', { total: 5 })).to.equal('5 items');
    expect(defaultTranslator('pagination.total', { total: 5 })).to.equal('共 5 条');
    expect(en('no.such.key' as never)).to.equal('no.such.key');
    expect(loadedTranslator('en-US')).to.equal(en);
    expect(await loadLocale('en-US')).to.equal(en);
    expect(en.locale).to.equal('en-US');
    expect(en.strings.common.confirm).to.equal('Confirm');
    // a label inside an English sentence starts in lower case, an initialism stays
    expect([en('searchForm.inputPlaceholder', { title: 'Goods name' }), en('searchForm.inputPlaceholder', { title: 'SKU code' })]).to.deep.equal(['Enter goods name', 'Enter SKU code']);
    expect(defaultTranslator('searchForm.inputPlaceholder', { title: '商品名称' })).to.equal('请输入商品名称');
  });

  it('no module but the element root and the catalogue makes a translator (strings are put in words while rendering)', () => {
    const sources = import.meta.glob(['/src/**/*.{ts,tsx}', '/elements/**/*.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    expect(Object.keys(sources).length).to.be.greaterThan(100);
    const allowed = /^\/src\/core\/(i18n\/|runtime\/root\.tsx$)/;
    const offenders = Object.entries(sources)
      .filter(([path, text]) => !allowed.test(path) && /\b(loadedTranslator|loadLocale)\s*\(/.test(text))
      .map(([path]) => path);
    expect(offenders).to.deep.equal([]);
    // nor a page-wide catalogue to swap
    const swaps = Object.entries(sources).filter(([, text]) => /\bsetCatalogue\b|\bstrings\(\)/.test(text)).map(([path]) => path);
    expect(swaps).to.deep.equal([]);
  });
});
