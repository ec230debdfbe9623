// The bench's statistics and its report: the printed table and bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

export const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const max = (xs) => (xs.length ? Math.max(...xs) : null);
export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : null;
};
export const r1 = (x) => (x == null ? null : Math.round(x * 10) / 10);
export const ms = (x) => (x == null ? '—' : `${r1(x).toFixed(1)} ms`);

/** Prints the table of figures and writes bench/results/latest.json. */
export function report(results, { root, started }) {
  results.seconds = Math.round((Date.now() - started) / 1000);
  results.load.end = loadavg().map(r1);
  // the peer (bench-peer.mjs) beside the figures it shares with ours; ratio < 1: ours smaller / faster
  const ratio = (f) => {
    if (!f.peer?.num || f.num == null) return '';
    const x = f.num / f.peer.num;
    return `${x >= 0.1 ? x.toFixed(2) : x.toPrecision(2)}×`;
  };
  const rows = results.figures.map((f) => [f.id, f.name, f.value, f.target, f.pass == null ? 'info' : f.pass ? 'PASS' : 'FAIL', f.peer?.value ?? '', ratio(f)]);
  const head = ['#', 'figure', 'value', 'target', '', 'peer (Vue 3 + Element Plus)', 'ours / peer'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd();
  console.log('');
  console.log(`bo-elements bench — ${results.browser}, commit ${results.commit}${results.dirty ? ' + uncommitted src changes' : ''}, ${results.cpus} CPUs, load ${results.load.start[0]} → ${results.load.end[0]}, ${results.seconds} s`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
  const missed = results.figures.filter((f) => f.pass === false);
  console.log('');
  if (results.scrollQuantised != null && results.scrollQuantised > 0.8) {
    const d = results.figures.find((f) => f.id === '3a')?.detail;
    console.log(`note: ${Math.round(results.scrollQuantised * 100)}% of the rAF deltas sit on the 16.7 ms vsync grid (headless frames are paced), so 3a moves in whole frames (${Object.entries(d?.histogram ?? {}).map(([k, v]) => `${v}× ${k}`).join(', ')}); 3b is the work inside the frames. Control, the same rAF loop without scrolling: longest delta ${ms(d?.idleMaxDelta)} over ${d?.idleFrames} frames.`);
  }
  console.log(missed.length ? `targets missed: ${missed.map((f) => `${f.id} (${f.name}: ${f.value}, target ${f.target})`).join('; ')}` : 'all targets met');
  for (const p of results.problems) console.log(`problem: ${p}`);
  // the start is before our browser runs; at the end the bench's own Chromium adds about 1
  results.busy = results.load.start[0] > results.cpus * 0.75 || results.load.end[0] > results.cpus * 1.25;
  if (results.busy) {
    console.log(`warning: the machine was busy (1-min load average ${results.load.start[0]} at the start, ${results.load.end[0]} at the end, ${results.cpus} CPUs): the timings are inflated by other processes; run again on a quiet machine before reading them as the elements' cost.`);
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('details and evidence (trace, profiles): bench/results/latest.json');
}
