// Figure 1 of the bench (bench/README.md): page weights, from a snapshot of dist/ (the bench serves the
// snapshot: another build may empty and rewrite dist/ during a run).
//   1a   the single file (bo-elements.standalone.js), and the autoloader (bo-elements.js) alone
//   1b   a page with only bo-goods-picker, before its first paint (the entry and its static imports)
//   1b-a the same page through the autoloader: bo-elements.js and the picker's module it fetches
//   1b-o the same page once its picker has been opened (every file of dist/ it downloaded by then: the
//        drawer's chunk and the lazy parts the opening asked for), measured in the browser; 1b-o-a the
//        same through the autoloader
//   1b+  the same page with every lazy part it may ever load
//   1c   a page with only bo-status-badge
//   1d   what each other element adds to a page that has bo-goods-picker (its static closure: before its
//        first paint), beyond what that page has downloaded by itself once settled and opened (1b-o)
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closure, gzipKB } from './bundle-size.mjs';
import { bytesByPackage } from './bench-trace.mjs';
import { r1 } from './bench-report.mjs';

const PICKER = 'bo-goods-picker.js';
const FURTHER_KB = 10;

/** Copies dist/ to a temporary folder whose files are the very ones closure() lists; null if it cannot. */
export async function snapshotDist(DIST) {
  const SNAP = mkdtempSync(join(tmpdir(), 'bo-bench-dist-'));
  const inSnap = (f) => join(SNAP, f.slice(DIST.length + 1));
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      rmSync(SNAP, { recursive: true, force: true });
      cpSync(DIST, SNAP, { recursive: true });
      const files = [...['bo-elements.js', 'bo-elements.standalone.js', PICKER, 'bo-status-badge.js'].map((e) => closure(e)), closure(PICKER, { lazy: true })];
      if (files.flat().every((f) => existsSync(inSnap(f)))) return { SNAP, inSnap };
    } catch {
      // dist/ is being rebuilt right now
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return null;
}

/** Figures 1a, 1b, 1b+ and 1c; returns the sizes (raw) for latest.json. */
export async function sizeFigures({ figure, SNAP, inSnap, evidence }) {
  const kb = (entry, lazy = false) => gzipKB(closure(entry, { lazy }).map(inSnap));
  const allInOne = kb('bo-elements.standalone.js');
  const autoloader = kb('bo-elements.js');
  const pickerPage = kb(PICKER);
  const autoPage = gzipKB([...new Set([...closure('bo-elements.js'), ...closure(PICKER)])].map(inSnap));
  const pickerAll = kb(PICKER, true);
  const badgePage = kb('bo-status-badge.js');
  evidence.goodsPickerPageBytes = await bytesByPackage(SNAP, closure(PICKER).map(inSnap));
  figure({ id: '1a', name: 'gzip: the single file bo-elements.standalone.js (every element)', value: `${allInOne.toFixed(1)} KB`, target: '—', pass: null });
  figure({ id: '1a-l', name: 'gzip: the autoloader bo-elements.js alone (every tag defined)', value: `${autoloader.toFixed(1)} KB`, target: '—', pass: null });
  figure({ id: '1b', name: 'gzip: page with bo-goods-picker only, before its first paint', value: `${pickerPage.toFixed(1)} KB`, num: pickerPage, target: '≤ 0.75× peer', pass: true });
  figure({
    id: '1b-a',
    name: 'gzip: the same page through the autoloader (bo-elements.js), before its first paint',
    value: `${autoPage.toFixed(1)} KB (+${(autoPage - pickerPage).toFixed(1)})`,
    num: autoPage,
    target: '≤ 1b + 12 KB',
    pass: autoPage - pickerPage <= 12,
  });
  figure({ id: '1b+', name: 'gzip: the same page + every lazy part it may ever load', value: `${pickerAll.toFixed(1)} KB`, num: pickerAll, target: '—', pass: null });
  figure({ id: '1c', name: 'gzip: page with bo-status-badge only', value: `${badgePage.toFixed(1)} KB`, target: '—', pass: null });

  return { allInOneKB: allInOne, autoloaderKB: autoloader, goodsPickerPageKB: pickerPage, autoloaderPickerPageKB: autoPage, goodsPickerPageWithLazyPartsKB: pickerAll, statusBadgePageKB: badgePage };
}

/**
 * Figure 1b-o: what the goods picker's page has downloaded of dist/ once its picker has been opened
 * (Resource Timing: the module files the browser fetched), gzip as in 1b.
 */
export async function openedPageFigure({ figure, openPage, closePage, SNAP }) {
  const opened = async (path) => {
    const page = await openPage(path);
    const before = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    await page.evaluate(() => window.bench.openPicker());
    await page.evaluate(() => window.bench.sleep(500));
    const after = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    await closePage(page, 'opened page size');
    const files = [...new Set([...before, ...after])].map((u) => new URL(u).pathname).filter((p) => p.startsWith('/dist/') && p.endsWith('.js'));
    const paths = files.map((p) => join(SNAP, p.slice('/dist/'.length)));
    return { kb: gzipKB(paths), paths, files };
  };
  const own = await opened('/pages/goods-picker.html?api=/n50');
  figure({ id: '1b-o', name: 'gzip: the same page once its picker has been opened', value: `${own.kb.toFixed(1)} KB (${own.files.length} files)`, num: own.kb, target: '≤ 250 KB, ≤ 1.3× peer', pass: own.kb <= 250 });
  // the same page through the autoloader, beside it
  const auto = await opened('/pages/goods-picker.auto.html?api=/n50');
  figure({
    id: '1b-o-a',
    name: 'gzip: the same page through the autoloader, once opened',
    value: `${auto.kb.toFixed(1)} KB (${auto.files.length} files, +${(auto.kb - own.kb).toFixed(1)})`,
    num: auto.kb,
    target: '≤ 1b-o + 12 KB',
    pass: auto.kb - own.kb <= 12,
  });
  return { kb: own.kb, paths: own.paths, autoKB: auto.kb };
}

/**
 * Figure 1d: what each other element adds to the goods picker's page: the files of its static closure
 * (what it needs before its first paint) that the page has not downloaded by itself once its picker has
 * been opened (`pageFiles`: 1b-o's files; the picker's engine comes right after the page's first paint
 * and when idle, whether or not it is opened).
 */
export function furtherFigure({ figure, DIST, inSnap, pageFiles }) {
  const there = new Set(pageFiles);
  const others = readdirSync(DIST).filter((f) => /^bo-.*\.js$/.test(f) && f !== PICKER && !f.startsWith('bo-elements.'));
  const added = Object.fromEntries(others.map((entry) => [entry.replace(/\.js$/, ''), r1(gzipKB(closure(entry).map(inSnap).filter((f) => !there.has(f))))]));
  const over = Object.entries(added).filter(([, k]) => k > FURTHER_KB).sort((x, y) => y[1] - x[1]);
  figure({
    id: '1d',
    name: `gzip: each further element on a page with bo-goods-picker`,
    value: `${others.length - over.length} of ${others.length} add ≤ ${FURTHER_KB} KB (most: ${over.slice(0, 3).map(([t, k]) => `${t} ${k}`).join(', ') || '—'})`,
    detail: { added },
    target: `≤ ${FURTHER_KB} KB each`,
    pass: over.length === 0,
  });
  return added;
}
