/**
 * The strings of an area (zh-CN.<area>.ts, en-US.<area>.ts) come with the code that uses them: every
 * module that writes one of an area's keys imports areas/<area>.ts, which registers the area, so that a
 * page carries the zh-CN strings of its elements only and its keys are there before they are looked up;
 * English fetches the en-US parts of the registered areas only, and of an area registered later too.
 */
import { expect } from 'chai';
import '../../elements/bo-pagination';
import '../../elements/bo-project-picker';
import { defaultTranslator, defineArea, loadedTranslator, loadLocale, subscribeCatalogues, type MessageKey } from '../../src/core/i18n';
import { mount, settle, textOf, unmountAll, waitFor } from '../helpers';

type Sources = Record<string, string>;
const partSources = import.meta.glob('/src/core/i18n/zh-CN.*.ts', { query: '?raw', import: 'default', eager: true }) as Sources;
const areaFiles = Object.keys(import.meta.glob('/src/core/i18n/areas/*.ts')).map((p) => p.slice(p.lastIndexOf('/') + 1, -3));
const code = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/core/i18n/**', '/elements/**/*.ts'], { query: '?raw', import: 'default', eager: true }) as Sources;

/** The top-level groups of a part ('approvalBar', 'phrases'...) → its area ('approval-bar'). */
const groupArea = new Map<string, string>();
const partGroups = (text: string) => [...text.matchAll(/^ {2}([a-zA-Z0-9]+):/gm)].map((m) => m[1]!);
for (const [path, text] of Object.entries(partSources)) {
  const area = path.slice(path.indexOf('zh-CN.') + 6, -3);
  if (areaFiles.includes(area)) partGroups(text).forEach((g) => groupArea.set(g, area));
}

/** The areas whose keys a module writes ('approvalBar.label', `badge.kind.${x}`, t.strings.approvalPath) but
 * whose registration it does not import. */
export function unregistered(text: string): string[] {
  const used = new Set<string>();
  for (const m of text.matchAll(/['"`]([a-z][A-Za-z0-9]*)\.[A-Za-z0-9${]|\bstrings\.([a-z][A-Za-z0-9]*)\b/g)) {
    const area = groupArea.get(m[1] ?? m[2]!);
    if (area) used.add(area);
  }
  const imported = new Set([...text.matchAll(/i18n\/areas\/([\w-]+)'/g)].map((m) => m[1]));
  return [...used].filter((a) => !imported.has(a)).sort();
}

/** The en-US parts the page has fetched (as modules; the timing buffer made room for them beside the
 * hundreds of modules of the page). */
performance.setResourceTimingBufferSize(5000);
const fetchedParts = () =>
  [...new Set(performance.getEntriesByType('resource').flatMap((e) => /\/i18n\/en-US\.([\w-]+)\.ts(?!\?raw)/.exec(e.name)?.[1] ?? []))].sort();

describe('i18n: the strings of each area, registered by the code that uses them', () => {
  it('every part of the catalogue outside the base is an area with its registration, and no two parts share a group', () => {
    const parts = Object.keys(partSources).map((p) => p.slice(p.indexOf('zh-CN.') + 6, -3));
    // the parts the base (zh-CN.ts) spreads in: the strings of the kit, on every page
    const base = parts.filter((p) => !areaFiles.includes(p));
    expect(base.sort()).to.deep.equal(['form', 'pickers']);
    expect(areaFiles.filter((a) => !parts.includes(a)), 'areas without a part').to.deep.equal([]);
    const groups = Object.values(partSources).flatMap(partGroups);
    expect(groups.filter((g, i) => groups.indexOf(g) !== i), 'groups in two parts').to.deep.equal([]);
  });

  it("a module that writes an area's keys imports its registration (areas/<area>.ts)", () => {
    expect(Object.keys(code).length).to.be.greaterThan(100);
    const offenders = Object.entries(code).flatMap(([path, text]) => unregistered(text).map((a) => `${path}: ${a}`));
    expect(offenders).to.deep.equal([]);
  });

  it('the check notices a key of an area whose registration is not imported', () => {
    expect(unregistered("t('approvalBar.label'); t(`approvalPath.nodeStatus.${s}`); t.strings.phrases")).to.deep.equal(['approval-bar', 'approval-path', 'approval-phrases']);
    expect(unregistered("import '../../core/i18n/areas/approval-bar';\nt('approvalBar.label')")).to.deep.equal([]);
    // the base's keys need nothing
    expect(unregistered("t('common.confirm'); t('searchForm.search')")).to.deep.equal([]);
  });

  it('the zh-CN strings of a registered area are there at once; those of an area no module registered are not', () => {
    expect(defaultTranslator('projectPicker.title' as MessageKey)).to.not.equal('projectPicker.title');
    expect(defaultTranslator('richText.bold' as MessageKey)).to.equal('richText.bold');
    expect(Object.keys(defaultTranslator.strings)).to.not.include('invoiceEntry');
  });

  it('English fetches the en-US parts of the registered areas only; an area registered later has its part fetched and the translator renewed', async () => {
    const en = await loadLocale('en-US');
    expect(fetchedParts()).to.include('projects').and.not.include('files-rich').and.not.include('finance-invoice');
    expect(en('projectPicker.title' as MessageKey)).to.not.equal('projectPicker.title');

    let told = 0;
    const stop = subscribeCatalogues(() => told++);
    let answer!: (part: { testArea: { hello: string } }) => void;
    defineArea({ testArea: { hello: '你好 {name}' } }, () => new Promise((resolve) => (answer = resolve)));
    const key = 'testArea.hello' as MessageKey;
    expect(defaultTranslator(key, { name: 'A' }), 'zh-CN at once').to.equal('你好 A');
    expect(loadedTranslator('en-US'), 'English waits for the new part').to.equal(undefined);
    expect(told).to.be.greaterThan(0);
    const waiting = loadLocale('en-US');
    await settle(20);
    answer({ testArea: { hello: 'Hello {name}' } });
    const renewed = await waiting;
    stop();
    expect(renewed).to.not.equal(en);
    expect(renewed(key, { name: 'A' })).to.equal('Hello A');
    expect(renewed('projectPicker.title' as MessageKey), 'the parts fetched before are kept').to.equal(en('projectPicker.title' as MessageKey));
    expect(loadedTranslator('en-US')).to.equal(renewed);
  });

  it('an element speaking English keeps its words while the part of an area registered later is fetched', async () => {
    const el = await mount('bo-pagination', { total: '30', lang: 'en' });
    await waitFor(() => textOf(el).includes('30 items'), 'English');
    let answer!: (part: { laterArea: { word: string } }) => void;
    defineArea({ laterArea: { word: '词' } }, () => new Promise((resolve) => (answer = resolve)));
    await settle(50);
    expect(textOf(el), 'meanwhile').to.contain('30 items');
    answer({ laterArea: { word: 'Word' } });
    await waitFor(() => loadedTranslator('en-US')?.('laterArea.word' as MessageKey) === 'Word', 'the new translator');
    await settle(50);
    expect(textOf(el), 'after').to.contain('30 items');
    unmountAll();
  });

  it('an en-US part that cannot be fetched is asked for again the next time', async () => {
    await loadLocale('en-US');
    let attempts = 0;
    defineArea({ failingArea: { word: '词' } }, () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ failingArea: { word: 'Word' } })));
    await waitFor(() => attempts === 1, 'the first attempt');
    const t = await loadLocale('en-US').catch(() => loadLocale('en-US'));
    expect(attempts).to.equal(2);
    expect(t('failingArea.word' as MessageKey)).to.equal('Word');
  });
});
