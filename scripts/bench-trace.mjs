// Evidence for the bench's figures: a Chrome trace of a window between two performance.mark()s
// (main-thread tasks and where their time goes) and a CPU profile (self time per function, mapped to
// the original sources through dist/*.js.map when @jridgewell/trace-mapping is available).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.gc',
];

/** Runs `fn` while tracing; returns the trace events. */
export async function traced(page, fn) {
  await page.tracing.start({ categories: TRACE_CATEGORIES });
  let result;
  try {
    result = await fn();
  } finally {
    const buffer = await page.tracing.stop();
    const json = JSON.parse(Buffer.from(buffer).toString('utf8'));
    result = { result, events: Array.isArray(json) ? json : json.traceEvents };
  }
  return result;
}

const round = (x) => Math.round(x * 10) / 10;

/**
 * Main-thread work between the marks `start` and `end`: the top-level tasks (one per frame, mostly),
 * the longest ones, and self time by trace event name (FunctionCall, UpdateLayoutTree, Layout, Paint...).
 */
export function summariseTrace(events, start, end) {
  const mark = (name) => events.find((e) => e.name === name && String(e.cat).includes('user_timing'));
  const a = mark(start);
  const b = mark(end);
  if (!a || !b) return { error: `marks ${start}/${end} not in the trace` };
  const { pid, tid } = a;
  const spans = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number' && e.ts >= a.ts && e.ts <= b.ts)
    .sort((x, y) => x.ts - y.ts || y.dur - x.dur);
  // nesting: a span is inside the innermost open span that ends after it starts
  const tops = [];
  const selfByName = new Map();
  const stack = [];
  for (const e of spans) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const node = { name: e.name, ts: e.ts, dur: e.dur, self: e.dur, children: [], args: e.args };
    if (stack.length) {
      stack.at(-1).self -= e.dur;
      stack.at(-1).children.push(node);
    } else tops.push(node);
    stack.push(node);
  }
  const tally = (node, into) => {
    into.set(node.name, (into.get(node.name) ?? 0) + Math.max(0, node.self));
    node.children.forEach((c) => tally(c, into));
  };
  tops.forEach((t) => tally(t, selfByName));
  const top = (map, n) =>
    [...map].filter(([name]) => name !== 'RunTask' && name !== 'ThreadControllerImpl::RunTask').sort((x, y) => y[1] - x[1]).slice(0, n)
      .map(([name, us]) => ({ name, ms: round(us / 1000) }));
  const longest = [...tops].sort((x, y) => y.dur - x.dur).slice(0, 3).map((t) => {
    const m = new Map();
    tally(t, m);
    return { ms: round(t.dur / 1000), atMs: round((t.ts - a.ts) / 1000), breakdown: top(m, 6) };
  });
  const busy = tops.reduce((s, t) => s + t.dur, 0);
  // the tasks of the window in order (those over 3 ms, and the arrivals of XHR responses)
  const xhrOf = (t) => {
    const hit = [];
    const walk = (n) => {
      if (n.name === 'XHRReadyStateChange' && n.args?.data?.readyState === 4) hit.push(String(n.args.data.url).replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, ''));
      n.children.forEach(walk);
    };
    walk(t);
    return hit;
  };
  const timeline = tops
    .map((t) => ({ t, xhr: xhrOf(t) }))
    .filter(({ t, xhr }) => t.dur >= 3000 || xhr.length)
    .slice(0, 25)
    .map(({ t, xhr }) => {
      const m = new Map();
      tally(t, m);
      return { atMs: round((t.ts - a.ts) / 1000), ms: round(t.dur / 1000), top: top(m, 3).map((x) => `${x.name} ${x.ms}`).join(', '), ...(xhr.length ? { xhrLoaded: xhr } : {}) };
    });
  const sizable = tops.filter((t) => t.dur >= 2000).map((t) => t.dur).sort((x, y) => x - y);
  return {
    windowMs: round((b.ts - a.ts) / 1000),
    busyMs: round(busy / 1000),
    tasks: tops.length,
    tasksOver16ms: tops.filter((t) => t.dur > 16700).length,
    longestTaskMs: longest[0]?.ms ?? 0,
    taskMedianMs: sizable.length ? round(sizable[sizable.length >> 1] / 1000) : null,
    longest,
    timeline,
    selfTime: top(selfByName, 10),
  };
}

let tracer;
async function mapper(dist) {
  if (tracer === undefined) {
    try {
      const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
      const maps = new Map();
      tracer = (file, line, column) => {
        if (!maps.has(file)) {
          const path = join(dist, `${file}.map`);
          maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
        }
        const map = maps.get(file);
        return map ? originalPositionFor(map, { line: line + 1, column }) : null;
      };
    } catch {
      tracer = null;
    }
  }
  return tracer;
}

/** Where a source path points: src/... of this repository, or the npm package. */
const owner = (source) => {
  if (!source) return '?';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = source.match(/(?:^|\/)(src\/.*|elements\/.*)$/);
  return own ? own[1] : source;
};

/** Runs `fn` under the CDP sampling profiler; returns self time by function and by package/file. */
export async function profiled(page, dist, fn) {
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  let result;
  let profile;
  try {
    result = await fn();
  } finally {
    ({ profile } = await cdp.send('Profiler.stop'));
    await cdp.detach();
  }
  const map = await mapper(dist);
  const parent = new Map();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  // one label per profile node: the original function and file when the source map knows it
  const info = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let label = functionName || '(anonymous)';
    let where = url ? url.replace(/^https?:\/\/[^/]+\//, '') : '';
    let source = '';
    const file = url.match(/\/dist\/(.+\.js)$/)?.[1];
    if (file && map) {
      const pos = map(file, lineNumber, columnNumber);
      if (pos?.source) {
        source = pos.source.replace(/^(\.\.\/)+/, '');
        where = `${owner(source)}:${pos.line}`;
        if (pos.name) label = pos.name;
      }
    }
    const group = url ? (source ? owner(source).replace(/^(src\/[^/]+\/[^/]+).*$/, '$1') : where || '(native)') : `(${functionName || 'native'})`;
    // React components and hooks of any package (PascalCase / useX names from the source map)
    const component = !!source && /^(?:[A-Z][A-Za-z0-9]*|use[A-Z]\w*)$/.test(label);
    info.set(node.id, { key: `${label} @ ${where}`, group, component, own: source.startsWith('src/') || owner(source).startsWith('src/') });
  }
  const dt = new Map();
  const inclusive = new Map();
  // time per node: the sample intervals that landed on it; inclusive time of our own functions (src/):
  // every sample counts once for each distinct function of ours on its stack
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    const d = profile.timeDeltas[i + 1] ?? 0;
    dt.set(id, (dt.get(id) ?? 0) + d);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const x = info.get(n);
      if (x && !seen.has(x.key) && (x.own || x.component)) {
        seen.add(x.key);
        inclusive.set(x.key, (inclusive.get(x.key) ?? 0) + d);
      }
    }
  }
  const byFn = new Map();
  const byOwner = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const us = dt.get(node.id) ?? 0;
    if (!us) continue;
    total += us;
    const { key, group } = info.get(node.id);
    byFn.set(key, (byFn.get(key) ?? 0) + us);
    byOwner.set(group, (byOwner.get(group) ?? 0) + us);
  }
  const top = (m, n) => [...m].sort((x, y) => y[1] - x[1]).slice(0, n).map(([k, us]) => ({ what: k, ms: round(us / 1000) }));
  return { result, totalMs: round(total / 1000), byFunction: top(byFn, 12), byOwner: top(byOwner, 10), inclusive: top(inclusive, +(process.env.TOPN ?? 15)), mapped: !!map };
}

/**
 * Minified bytes of `files` (absolute paths in dist/) by npm package or src/ folder, from their source
 * maps (what source-map-explorer does); the gzip share is about the same as the byte share.
 */
export async function bytesByPackage(dist, files) {
  let decoded;
  try {
    ({ TraceMap: decoded } = await import('@jridgewell/trace-mapping'));
  } catch {
    return null;
  }
  const { decodedMappings } = await import('@jridgewell/trace-mapping');
  const by = new Map();
  let total = 0;
  for (const file of files) {
    const mapPath = `${file}.map`;
    if (!existsSync(mapPath)) continue;
    const map = new decoded(readFileSync(mapPath, 'utf8'));
    const lines = readFileSync(file, 'utf8').split('\n');
    decodedMappings(map).forEach((segments, line) => {
      const text = lines[line] ?? '';
      for (let i = 0; i < segments.length; i++) {
        const [col, src] = segments[i];
        const end = i + 1 < segments.length ? segments[i + 1][0] : text.length;
        const bytes = Buffer.byteLength(text.slice(col, end));
        const key = src === undefined ? '(generated)' : owner(map.sources[src]).replace(/^(src\/[^/]+\/[^/]+).*$/, '$1');
        by.set(key, (by.get(key) ?? 0) + bytes);
        total += bytes;
      }
    });
  }
  return {
    totalKB: round(total / 1024),
    top: [...by].sort((x, y) => y[1] - x[1]).slice(0, +(process.env.TOPN ?? 15)).map(([what, b]) => ({ what, kB: round(b / 1024), share: `${Math.round((b / total) * 100)}%` })),
  };
}
