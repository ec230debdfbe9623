// `npm test` (after the library build): the gzip size of a page that loads only bo-goods-picker, and of
// one that loads only bo-status-badge, may not grow beyond the reference figures of
// bench/size-budget.json plus its margin. Sizes are deterministic (same sources → same bytes), so this
// is a plain check; timings stay in `npm run bench`. Only JavaScript counts: the source maps are separate
// files (dist/**/*.js.map, fetched only when a developer opens the browser's tools), and a built file that
// carried its map inline (`sourceMappingURL=data:`) fails here.
import { readFileSync } from 'node:fs';
import { closure, gzipKB } from './bundle-size.mjs';

const budget = JSON.parse(readFileSync(new URL('../bench/size-budget.json', import.meta.url), 'utf8'));
let failed = 0;
for (const [entry, reference] of Object.entries(budget.pages)) {
  const limit = reference * (1 + budget.marginPercent / 100);
  const kb = gzipKB(closure(entry));
  const ok = kb <= limit;
  if (!ok) failed++;
  console.log(`size guard: ${entry.replace(/\.js$/, '')} alone ${kb.toFixed(1)} KB gz ${ok ? '≤' : '>'} ${limit.toFixed(1)} (${reference} + ${budget.marginPercent} %)${ok ? '' : '  ✖ too big'}`);
}
const inline = closure('bo-elements.js').concat(...Object.keys(budget.pages).map((entry) => closure(entry, { lazy: true })))
  .filter((file) => readFileSync(file, 'utf8').includes('sourceMappingURL=data:'));
if (inline.length) {
  failed++;
  console.log(`size guard: ✖ source maps inline in ${[...new Set(inline)].join(', ')}: they belong in separate .map files`);
}
process.exit(failed ? 1 : 0);
