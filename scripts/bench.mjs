// `npm run bench`: builds dist/ (npm run build:lib), serves it with the pages of bench/pages and a fake
// backend (scripts/bench-server.mjs) on 127.0.0.1, drives headless Chromium with puppeteer-core and
// prints the figures of bench/README.md with their targets; writes bench/results/latest.json.
// Figures 6 and 7 (a big organisation: staff and department pickers) are in scripts/bench-org.mjs; the
// peer (a Vue 3 + Element Plus goods picker, bench/peer) measured beside figures 1b–4b in bench-peer.mjs.
// A measurement, not a test: exits 0 when a target is missed (non-zero only when the bench itself broke).
// Options: --no-build (use dist/ as it is), --no-profile (skip the trace / profiler evidence).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { findChromium } from './find-chromium.mjs';
import { BIG_TREE, countNodes, startServer } from './bench-server.mjs';
import { profiled, summariseTrace, traced } from './bench-trace.mjs';
import { furtherFigure, openedPageFigure, sizeFigures, snapshotDist } from './bench-sizes.mjs';
import { benchMemory } from './bench-memory.mjs';
import { max, median, ms, pct, r1, report } from './bench-report.mjs';
import { benchOrg, filterFigures, typeRuns } from './bench-org.mjs';
import { benchPeer, buildPeer, peerSize } from './bench-peer.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const flags = new Set(process.argv.slice(2));
const started = Date.now();
const FRAME = 1000 / 60;

// runs of each figure (kept so that the whole bench stays under the 240 s watchdog); the peer has the same
const OPEN_LOADS = 5; // page loads per list size: one cold opening and two warm ones each
const WARM_PER_LOAD = 2;
const SCROLL_RUNS = 3; // ~2 s each
const FILTER_RUNS = 3; // 5 keys each
const FILTER_TEXT = 'screw';
const BADGE_LOADS = 5; // page loads: one cold rendering and two warm ones each

const log = (...a) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...a);

const results = { date: new Date().toISOString(), cpus: cpus().length, load: { start: loadavg().map(r1) }, figures: [], raw: {}, evidence: {}, problems: [] };
const figure = (f) => {
  results.figures.push(f);
  return f;
};

// ------------------------------------------------------------------------------------------ build
if (!flags.has('--no-build')) {
  log('npm run build:lib');
  const build = spawnSync('npm', ['run', 'build:lib'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[bench] build:lib failed');
    process.exit(1);
  }
  log('vite build of the peer (bench/peer)');
  if (!buildPeer(ROOT)) {
    console.error('[bench] the peer build failed');
    process.exit(1);
  }
}
results.commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
results.dirty = spawnSync('git', ['status', '--porcelain', '--', 'src', 'elements'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() !== '';

// ------------------------------------------------------------------------------------------ 1. sizes
// The bench serves a snapshot of dist/ (scripts/bench-sizes.mjs)
const snapshot = await snapshotDist(DIST);
if (!snapshot) {
  console.error('[bench] could not take a consistent snapshot of dist/ (is another build running in a loop?)');
  process.exit(1);
}
const { SNAP, inSnap } = snapshot;
results.raw.sizes = await sizeFigures({ figure, SNAP, inSnap, evidence: results.evidence });
let peer = null;
try {
  peer = peerSize(ROOT);
} catch {
  console.error('[bench] bench/peer/dist is missing: run the bench without --no-build once');
  process.exit(1);
}

// ------------------------------------------------------------------------------------------ browser
const server = await startServer(ROOT, SNAP);
const base = `http://127.0.0.1:${server.port}`;
log(`bench server: /org answers ${Object.entries(server.bytes.org).map(([k, b]) => `${k} ${(b / 1024).toFixed(0)} KB`).join(', ')}`);
const userDataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
const browser = await puppeteer.launch({
  executablePath: findChromium(),
  headless: true,
  userDataDir,
  defaultViewport: { width: 1440, height: 900, deviceScaleFactor: 1 },
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
results.browser = await browser.version();

async function shutdown() {
  await browser.close().catch(() => {});
  await server.close().catch(() => {});
  rmSync(userDataDir, { recursive: true, force: true });
  rmSync(SNAP, { recursive: true, force: true });
}
// the whole bench stays under 6 minutes (our figures about 2, the peer's about 1, the memory cycles about
// 1.5): past 360 s the browser is closed, which ends the measurement in progress; what was measured is
// reported
let timedOut = false;
setTimeout(() => {
  timedOut = true;
  results.problems.push('watchdog: the bench ran past 360 s and was stopped; the figures after this point are missing');
  browser.close().catch(() => {});
  setTimeout(async () => {
    report();
    await shutdown();
    process.exit(1);
  }, 8000).unref();
}, 360_000).unref();

async function openPage(path) {
  const page = await browser.newPage();
  page.setDefaultTimeout(20000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  // a call the element aborted (its drawer closed before the answer came: the tree of a 10,000-department
  // answer when the bench closes the picker at the first rows) is by design, not a problem
  const aborted = (r) => r.failure()?.errorText === 'net::ERR_ABORTED';
  page.on('requestfailed', (r) => !r.url().includes('favicon') && !aborted(r) && errors.push(`requestfailed ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('favicon.ico') && errors.push(`${r.status()} ${r.url()}`));
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  const tag = `bo-${path.match(/\/pages\/([\w-]+)(?:\.auto)?\.html/)[1]}`; // goods-picker.html → <bo-goods-picker>
  await page.evaluate((t) => window.bench.ready(t), tag);
  // a user's first click comes after the page has loaded and gone idle: the cold opening is 1 s after
  // the element is defined (a closed picker prepares its opening when the browser is idle)
  await page.evaluate(() => window.bench.sleep(1000));
  page.errors = errors;
  return page;
}
const closePage = async (page, label) => {
  if (page.errors.length) results.problems.push(`${label}: ${[...new Set(page.errors)].slice(0, 5).join(' | ')}`);
  await page.close();
};

/** OPEN_LOADS page loads of `path`: one cold opening and WARM_PER_LOAD warm ones each (ours and the peer) */
async function openRuns(path, label) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < OPEN_LOADS; i++) {
    const page = await openPage(path);
    cold.push(await page.evaluate(() => window.bench.openPicker()));
    for (let w = 0; w < WARM_PER_LOAD; w++) {
      await page.evaluate(() => window.bench.closePicker());
      warm.push(await page.evaluate(() => window.bench.openPicker()));
    }
    await closePage(page, label);
  }
  return { cold, warm };
}

/** Opens `path`, a 1 s control run without scrolling and SCROLL_RUNS scroll runs; `then(page)` before closing */
async function scrollRuns(path, label, then = async () => null) {
  const page = await openPage(path);
  await page.evaluate(() => window.bench.openPicker());
  await page.evaluate(() => window.bench.sleep(600)); // drawer motion and tree load over
  // control: the same rAF loop for 1 s without scrolling (what the headless frame clock gives)
  const idle = await page.evaluate(() => window.bench.scrollTable(0, 1000));
  const runs = [];
  for (let i = 0; i < SCROLL_RUNS; i++) runs.push(await page.evaluate(() => window.bench.scrollTable(100, 2000)));
  const extra = await then(page);
  await closePage(page, label);
  return { idle, runs, extra };
}

let failure = null;
try {
  // ---------------------------------------------------------------------------------------- 2. open
  results.raw.open = {};
  for (const n of [50, 10000]) {
    const { cold, warm } = await openRuns(`/pages/goods-picker.html?api=/n${n}`, `open ${n}`);
    results.raw.open[n] = { cold, warm };
    const target = n === 50 ? 50 : 100;
    for (const [kind, xs] of [['cold', cold], ['warm', warm]]) {
      const painted = xs.map((x) => x.painted);
      figure({
        id: `2${n === 50 ? 'a' : 'b'}-${kind}`,
        name: `show() → ${n === 50 ? '50' : '10,000'} rows painted, ${kind === 'cold' ? 'cold (1st open)' : 'warm (2nd+ open)'}`,
        value: `${ms(median(painted))} (max ${ms(max(painted))})`,
        detail: {
          inDomMedian: r1(median(xs.map((x) => x.inDom))),
          loginEndMedian: r1(median(xs.map((x) => x.loginEnd))),
          listStartMedian: r1(median(xs.map((x) => x.listStart))),
          listEndMedian: r1(median(xs.map((x) => x.listEnd))),
          rowsInDom: median(xs.map((x) => x.rows)),
        },
        num: median(painted),
        target: `≤ ${target} ms, < peer`,
        pass: median(painted) <= target,
      });
    }
    log(`open ${n}: cold ${ms(median(cold.map((x) => x.painted)))}, warm ${ms(median(warm.map((x) => x.painted)))}`);
  }

  const opened = await openedPageFigure({ figure, openPage, closePage, SNAP });
  results.raw.sizes.furtherElementKB = furtherFigure({ figure, DIST, inSnap, pageFiles: opened.paths });

  // evidence (not counted in the figures): traced cold and warm openings of 50 and 10,000 rows, CPU
  // profiles of a cold and a warm opening of 10,000 rows
  if (!flags.has('--no-profile')) {
    const tracedOpen = (page) =>
      traced(page, () =>
        page.evaluate(async () => {
          performance.mark('bench-open-start');
          const r = await window.bench.openPicker();
          performance.mark('bench-open-end');
          return r;
        }),
      );
    for (const n of [50, 10000]) {
      const page = await openPage(`/pages/goods-picker.html?api=/n${n}`);
      for (const kind of ['cold', 'warm']) {
        if (kind === 'warm') await page.evaluate(() => window.bench.closePicker());
        const t = await tracedOpen(page);
        results.evidence[`${kind}Open${n}Trace`] = { painted: r1(t.result.painted), ...summariseTrace(t.events, 'bench-open-start', 'bench-open-end') };
      }
      await closePage(page, `trace open ${n}`);
    }
    const page2 = await openPage('/pages/goods-picker.html?api=/n10000');
    const p = await profiled(page2, SNAP, () => page2.evaluate(() => window.bench.openPicker()));
    results.evidence.coldOpen10kProfile = { painted: r1(p.result.painted), totalMs: p.totalMs, byOwner: p.byOwner, byFunction: p.byFunction, inclusive: p.inclusive };
    await page2.evaluate(() => window.bench.closePicker());
    const p2 = await profiled(page2, SNAP, () => page2.evaluate(() => window.bench.openPicker()));
    results.evidence.warmOpen10kProfile = { painted: r1(p2.result.painted), totalMs: p2.totalMs, byOwner: p2.byOwner, byFunction: p2.byFunction, inclusive: p2.inclusive };
    await closePage(page2, 'profile open');
    log('open evidence: trace + profiles');
  }

  // ---------------------------------------------------------------------------------------- 3. scroll
  {
    // evidence, on the same page after the runs: a traced and a profiled run
    const evidence = async (page) => {
      if (flags.has('--no-profile')) return null;
      const t = await traced(page, () => page.evaluate(() => window.bench.scrollTable(100, 2000)));
      results.evidence.scrollTrace = summariseTrace(t.events, 'bench-scroll-start', 'bench-scroll-end');
      const p = await profiled(page, SNAP, () => page.evaluate(() => window.bench.scrollTable(100, 2000)));
      results.evidence.scrollProfile = { totalMs: p.totalMs, byOwner: p.byOwner, byFunction: p.byFunction, inclusive: p.inclusive };
      return results.evidence.scrollTrace;
    };
    const { idle, runs, extra: trace } = await scrollRuns('/pages/goods-picker.html?api=/n10000', 'scroll', evidence);
    const deltas = runs.flatMap((r) => r.deltas);
    const work = runs.flatMap((r) => r.beforeRaf);
    const loaf = runs.flatMap((r) => r.loaf);
    const quantised = deltas.filter((d) => Math.abs(d / FRAME - Math.round(d / FRAME)) * FRAME < 1).length / deltas.length;
    const over = deltas.filter((d) => d > FRAME + 1).length;
    results.raw.scroll = runs.map(({ deltas: d, beforeRaf, ...rest }) => ({ ...rest, deltas: d.map(r1), beforeRaf: beforeRaf.map(r1) }));
    const longestLoaf = loaf.length ? Math.max(...loaf.map((e) => e.duration)) : null;
    figure({
      id: '3a',
      name: 'scroll 10,000 rows: longest frame (rAF delta)',
      value: `${ms(max(deltas))} (median ${ms(median(deltas))}, ${over}/${deltas.length} frames > 16.7)`,
      detail: {
        frames: deltas.length,
        p95: r1(pct(deltas, 95)),
        quantisedToVsync: r1(quantised * 100) + '%',
        loafSupported: runs[0].loafSupported,
        histogram: Object.fromEntries([...new Set(deltas.map((d) => Math.round(d / FRAME)))].sort((x, y) => x - y).map((k) => [`${r1(k * FRAME)} ms`, deltas.filter((d) => Math.round(d / FRAME) === k).length])),
        idleMaxDelta: r1(max(idle.deltas)),
        idleFrames: idle.deltas.length,
        loafEntries: loaf.length,
        longestLoaf: r1(longestLoaf),
        longestLoafDetail: loaf.length ? loaf.reduce((x, y) => (y.duration > x.duration ? y : x)) : null,
        scrollEvents: runs.map((r) => r.scrolls),
        scrolledTo: runs.map((r) => r.scrolledTo),
        renderedRows: runs.map((r) => r.renderedRows),
      },
      num: max(deltas),
      target: '≤ 16.7 ms',
      pass: max(deltas) <= FRAME + 1,
    });
    figure({
      id: '3b',
      name: 'scroll 10,000 rows: main-thread work per frame',
      value: trace?.longestTaskMs != null
        ? `${ms(trace.longestTaskMs)} longest task (${trace.tasksOver16ms} tasks > 16.7)`
        : `${ms(max(work))} scroll handling (in-page)`,
      detail: {
        scrollHandlingMedian: r1(median(work)),
        scrollHandlingMax: r1(max(work)),
        traceTasksOver16ms: trace?.tasksOver16ms,
        traceTaskMedian: trace?.taskMedianMs,
        traceBusyMs: trace?.busyMs,
        traceWindowMs: trace?.windowMs,
      },
      target: '≤ 16.7 ms',
      pass: (trace?.longestTaskMs ?? max(work)) <= FRAME,
    });
    results.scrollQuantised = quantised;
    log(`scroll: max delta ${ms(max(deltas))}, ${r1(quantised * 100)}% of deltas on the 16.7 ms grid, longest task ${ms(trace?.longestTaskMs)}`);
  }

  // ---------------------------------------------------------------------------------------- 4. tree filter
  {
    const page = await openPage('/pages/goods-picker.html?api=/tree10k');
    await page.evaluate(() => window.bench.openPicker());
    const typeRun = () => typeRuns(page, { text: FILTER_TEXT, runs: 1 }).then(({ keys, shownAfter }) => ({ got: keys, shown: shownAfter[0] }));
    const { keys, shownAfter } = await typeRuns(page, { text: FILTER_TEXT, runs: FILTER_RUNS });
    results.raw.filter = { nodes: countNodes(BIG_TREE), text: FILTER_TEXT, keys, treeItemsAfterTyping: shownAfter };
    if (!flags.has('--no-profile')) {
      const t = await traced(page, async () => {
        await page.evaluate(() => performance.mark('bench-filter-start'));
        const r = await typeRun();
        await page.evaluate(() => performance.mark('bench-filter-end'));
        return r;
      });
      results.evidence.filterTrace = summariseTrace(t.events, 'bench-filter-start', 'bench-filter-end');
      const p = await profiled(page, SNAP, typeRun);
      results.evidence.filterProfile = { totalMs: p.totalMs, byOwner: p.byOwner, byFunction: p.byFunction, inclusive: p.inclusive };
    }
    const { two, settle } = filterFigures(figure, {
      ids: ['4a', '4b'],
      name: `tree filter, ${countNodes(BIG_TREE).toLocaleString('en')} nodes`,
      what: 'tree filter',
      text: FILTER_TEXT, keys, shownAfter, runs: FILTER_RUNS, problems: results.problems, shownWithin: FRAME,
    });
    Object.assign(results.figures.find((f) => f.id === '4a'), { num: max(two) });
    Object.assign(results.figures.find((f) => f.id === '4b'), { num: max(settle) });
    log(`tree filter: 2 frames ${ms(median(two))} / max ${ms(max(two))}, tree shown ${ms(median(settle))} / max ${ms(max(settle))}`);
    await closePage(page, 'tree filter');
  }

  // ---------------------------------------------------------------------------------------- peer (scripts/bench-peer.mjs)
  results.peer = await benchPeer({
    figures: results.figures, size: peer, openRuns, scrollRuns, openPage, closePage, log,
    filter: { text: FILTER_TEXT, runs: FILTER_RUNS },
  });

  // ---------------------------------------------------------------------------------------- 5. badges
  {
    const cold = [];
    const warm = [];
    for (let i = 0; i < BADGE_LOADS; i++) {
      const page = await openPage('/pages/status-badge.html');
      cold.push((await page.evaluate(() => window.bench.badges(200))).ms);
      for (let w = 0; w < 2; w++) warm.push((await page.evaluate(() => window.bench.badges(200))).ms);
      await closePage(page, 'badges');
    }
    results.raw.badges = { cold, warm };
    figure({ id: '5a', name: '200 <bo-status-badge> via innerHTML, 1st in page', value: `${ms(median(cold))} (max ${ms(max(cold))})`, target: '—', pass: null });
    figure({ id: '5b', name: '200 <bo-status-badge> via innerHTML, again', value: `${ms(median(warm))} (max ${ms(max(warm))})`, target: '—', pass: null });
    if (!flags.has('--no-profile')) {
      const page = await openPage('/pages/status-badge.html');
      const t = await traced(page, () =>
        page.evaluate(async () => {
          performance.mark('bench-badges-start');
          const r = await window.bench.badges(200);
          performance.mark('bench-badges-end');
          return r;
        }),
      );
      results.evidence.badgesTrace = { ms: r1(t.result.ms), ...summariseTrace(t.events, 'bench-badges-start', 'bench-badges-end') };
      const p = await profiled(page, SNAP, () => page.evaluate(() => window.bench.badges(200)));
      results.evidence.badgesProfile = { ms: r1(p.result.ms), totalMs: p.totalMs, byOwner: p.byOwner, byFunction: p.byFunction, inclusive: p.inclusive };
      await closePage(page, 'badges trace');
    }
    log(`badges: cold ${ms(median(cold))}, warm ${ms(median(warm))}`);
  }

  // ---------------------------------------------------------------------------------------- 6, 7. organisation
  await benchOrg({ openPage, closePage, figure, results, flags, log, dist: SNAP, bytes: server.bytes.org });

  // ---------------------------------------------------------------------------------------- 8. memory
  await benchMemory({ openPage, closePage, figure, results, log });
} catch (e) {
  failure = e;
  results.problems.push(`bench error: ${String(e.stack ?? e).split('\n').slice(0, 4).join(' | ')}`);
}

results.server = { requests: server.requests, unexpected: [...new Set(server.unexpected)], listBytes: server.bytes };
if (server.unexpected.length) results.problems.push(`requests the bench server does not answer: ${[...new Set(server.unexpected)].join(', ')}`);
report(results, { root: ROOT, started });
await shutdown();
process.exit(failure || timedOut ? 1 : 0);
