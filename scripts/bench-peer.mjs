// The bench's peer (bench/README.md "Peer"): the goods picker in Vue 3 + Element Plus (bench/peer),
// built into bench/peer/dist, served by the bench server under /peer with the same data sets, and
// measured by the same code as bo-goods-picker (the in-page helpers of bench/pages/bench.js and the
// run loops of scripts/bench.mjs): page gzip size, cold and warm openings at 50 and 10,000 rows, the
// longest scroll frame at 10,000 rows, the tree filter per key at 10,110 nodes. Each of those figures
// of ours gets the peer's value beside it and the ratio ours / peer (bench-report.mjs prints them).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipKB } from './bundle-size.mjs';
import { max, median, ms, r1 } from './bench-report.mjs';
import { keyTimes, typeRuns } from './bench-org.mjs';

export const PEER_PAGE = '/pages/peer-goods-picker.html';
const CONFIG = 'bench/peer/vite.peer.config.ts';

/** Builds the peer with vite (no plugin: render functions only); false when the build failed. */
export function buildPeer(root) {
  const build = spawnSync('npx', ['vite', 'build', '--config', CONFIG], { cwd: root, stdio: 'inherit' });
  return build.status === 0 && existsSync(join(root, 'bench/peer/dist/peer-goods-picker.js'));
}

/**
 * The gzip size (scripts/bundle-size.mjs's gzipKB, level 9) of what the peer's page loads: its script
 * (one file: the build has no chunks) and its stylesheet.
 */
export function peerSize(root) {
  const dir = join(root, 'bench/peer/dist');
  const files = readdirSync(dir);
  const of = (ext) => files.filter((f) => f.endsWith(ext)).map((f) => join(dir, f));
  const js = gzipKB(of('.js'));
  const css = gzipKB(of('.css'));
  return { js, css, total: js + css, files };
}

/**
 * Measures the peer with the loops that measure ours (`openRuns`, `scrollRuns` of scripts/bench.mjs) and
 * puts its numbers beside our figures: `figure.peer = {value, num}` and `figure.num` (ours, the judged
 * statistic). Throws (the bench fails) when the peer page never shows its rows.
 */
export async function benchPeer({ figures, size, openRuns, scrollRuns, openPage, closePage, filter, log }) {
  const raw = { sizeKB: { js: r1(size.js), css: r1(size.css), total: r1(size.total) }, files: size.files, open: {} };
  // a target that says `< peer` is missed too when ours is not below the peer's; `≤ 1.3× peer` when ours
  // is over that share of the peer's
  const beside = (id, num, value) => {
    const f = figures.find((x) => x.id === id);
    if (!f) return;
    f.peer = { num, value };
    if (f.pass != null && f.target.includes('< peer')) f.pass = f.pass && f.num < num;
    const share = /≤ ([\d.]+)× peer/.exec(f.target);
    if (f.pass != null && share) f.pass = f.pass && f.num <= Number(share[1]) * num;
  };
  const sized = `${size.total.toFixed(1)} KB (JS ${size.js.toFixed(1)} + CSS ${size.css.toFixed(1)})`;
  beside('1b', size.total, sized);
  beside('1b-o', size.total, sized);

  for (const n of [50, 10000]) {
    const { cold, warm } = await openRuns(`${PEER_PAGE}?api=/n${n}`, `peer open ${n}`);
    raw.open[n] = { cold, warm };
    for (const [kind, xs] of [['cold', cold], ['warm', warm]]) {
      const painted = xs.map((x) => x.painted);
      beside(`2${n === 50 ? 'a' : 'b'}-${kind}`, median(painted), `${ms(median(painted))} (max ${ms(max(painted))})`);
    }
    log(`peer open ${n}: cold ${ms(median(cold.map((x) => x.painted)))}, warm ${ms(median(warm.map((x) => x.painted)))}`);
  }

  const { idle, runs } = await scrollRuns(`${PEER_PAGE}?api=/n10000`, 'peer scroll');
  const deltas = runs.flatMap((r) => r.deltas);
  const over = deltas.filter((d) => d > 1000 / 60 + 1).length;
  raw.scroll = { idleMaxDelta: r1(max(idle.deltas)), runs: runs.map(({ deltas: d, beforeRaf, loaf, ...rest }) => ({ ...rest, deltas: d.map(r1), beforeRaf: beforeRaf.map(r1), loafEntries: loaf.length })) };
  beside('3a', max(deltas), `${ms(max(deltas))} (median ${ms(median(deltas))}, ${over}/${deltas.length} > 16.7)`);
  log(`peer scroll: max delta ${ms(max(deltas))}`);

  const page = await openPage(`${PEER_PAGE}?api=/tree10k`);
  await page.evaluate(() => window.bench.openPicker());
  const { keys, shownAfter } = await typeRuns(page, { text: filter.text, runs: filter.runs });
  await closePage(page, 'peer tree filter');
  if (keys.length !== filter.text.length * filter.runs) throw new Error(`peer tree filter: ${keys.length} keydowns seen, ${filter.text.length * filter.runs} typed`);
  const { two, settle } = keyTimes(keys);
  raw.filter = { text: filter.text, keys, treeItemsAfterTyping: shownAfter };
  beside('4a', max(two), `${ms(median(two))} (max ${ms(max(two))})`);
  beside('4b', max(settle), `${ms(median(settle))} (max ${ms(max(settle))})`);
  log(`peer tree filter: 2 frames ${ms(median(two))} / max ${ms(max(two))}, tree shown ${ms(median(settle))} / max ${ms(max(settle))}`);
  return raw;
}
