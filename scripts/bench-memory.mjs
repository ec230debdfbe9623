// Figure 8 of the bench (bench/README.md): 1,000 create → show() → rows painted → hide() → a frame → remove cycles
// of a bo-goods-picker (50 rows) on the goods picker's page, beside the page's own picker that stays. The
// JavaScript heap is read through the DevTools protocol after two forced collections, once after 100
// warm-up cycles (what a page fills once: code, optimised code, styles, the login info) and once at the
// end; the growth of the page's JavaScript objects (heap snapshot: objects, closures, arrays, strings...)
// is what the cycles left reachable, and is judged. The whole V8 heap is shown beside it: it also grows
// with compiled code (V8 keeps optimising the cycle's functions: ~0.5 MB per 300 cycles after the
// warm-up, measured by a snapshot diff), which is the engine's and not kept by the elements. The resource
// timing buffer is emptied before each reading, and the DevTools network domain is off during the
// cycles (it keeps a copy of every XHR).
import { r1 } from './bench-report.mjs';

export const MEMORY_CYCLES = +(process.env.BO_CYCLES ?? 1000);
const WARM_UP = 100;

/** Runs `n` cycles in the page; resolves with their total time. */
const cycles = (page, n) =>
  page.evaluate(async (count) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const api = new URLSearchParams(location.search).get('api') || '/n50';
    const t0 = performance.now();
    for (let i = 0; i < count; i++) {
      const el = document.createElement('bo-goods-picker');
      el.setAttribute('api-base', api);
      document.body.append(el);
      void el.show();
      while (!el.shadowRoot?.querySelector('[data-row-id]')) await frame();
      el.hide();
      await frame();
      el.remove();
    }
    return performance.now() - t0;
  }, n);

/** Node types of a heap snapshot that are the page's JavaScript objects (not compiled code, not the
 * engine's or the browser's native buffers). */
const OBJECT_TYPES = new Set(['object', 'closure', 'array', 'string', 'concatenated string', 'sliced string', 'regexp', 'number', 'hidden', 'object shape', 'bigint']);

/** After two collections: the V8 heap in use, and the bytes of the page's JavaScript objects in a heap
 * snapshot, in MB. */
async function heap(page, cdp) {
  await page.evaluate(() => performance.clearResourceTimings());
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const chunks = [];
  const take = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', take);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [type, size] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let objects = 0;
  for (let i = 0; i < nodes.length; i += fields.length) if (OBJECT_TYPES.has(types[nodes[i + type]])) objects += nodes[i + size];
  return { used: usedSize / 1048576, objects: objects / 1048576 };
}

export async function benchMemory({ openPage, closePage, figure, results, log }) {
  const page = await openPage('/pages/goods-picker.html?api=/n50');
  const cdp = await page.createCDPSession();
  // the DevTools protocol's network domain (puppeteer's) keeps a replay copy of every XHR: not the page's
  await page._client().send('Network.disable');
  await cycles(page, WARM_UP);
  const before = await heap(page, cdp);
  const ms = await cycles(page, MEMORY_CYCLES);
  const after = await heap(page, cdp);
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  await closePage(page, 'memory');
  const grown = after.objects - before.objects;
  results.raw.memory = { before, after, ms, nodes, jsEventListeners };
  figure({
    id: '8',
    name: `${MEMORY_CYCLES.toLocaleString('en')} create/show/hide/remove cycles of a picker: heap growth (JS objects)`,
    value: `${r1(grown * 1024)} KB (${r1(before.objects)} → ${r1(after.objects)} MB; whole V8 heap ${r1(before.used)} → ${r1(after.used)} MB)`,
    detail: { msPerCycle: r1(ms / MEMORY_CYCLES), nodesAfter: nodes, listenersAfter: jsEventListeners, usedGrowthMB: r1(after.used - before.used) },
    target: '≤ 1 MB',
    pass: grown <= 1,
  });
  log(`memory: ${MEMORY_CYCLES} cycles in ${r1(ms / 1000)} s, JS objects ${r1(before.objects)} → ${r1(after.objects)} MB, V8 heap ${r1(before.used)} → ${r1(after.used)} MB`);
}
