// `npm test` (after the library build): a page that loads only one element (each dist/bo-*.js entry, the
// all-in-one bundle too) may not grow beyond the budgets recorded for it in bench/size-budget.json plus
// their margin: `pages`, what it downloads before its first paint (the entry and its static imports), and
// `inAll`, that plus every lazy part it may load later (the picker's drawer, the toaster, a dialog...), so
// that moving code into a lazy part does not hide its growth. Every entry must have both (a new element
// records them). Sizes are deterministic (same
// sources → same bytes), so this is a plain check; timings stay in `npm run bench`. Only JavaScript
// counts: the source maps are separate files (dist/**/*.js.map, fetched only when a developer opens the
// browser's tools), and a built file that carried its map inline (`sourceMappingURL=data:`) fails here.
//
// No element's page may be over `firstPaintKB` before its first paint, whatever its budget says, and the
// autoloader (bo-elements.js) may add at most `autoloaderExtraKB` to a page with one element.
//
// `node scripts/size-guard.mjs --record` writes today's sizes as the budgets (of the entries named after
// it, or of all): do it in the commit that makes a page bigger on purpose, and say why in its message.
import { readFileSync, writeFileSync } from 'node:fs';
import { autoloaderExtraKB, closure, entries, gzipKB } from './bundle-size.mjs';

const FILE = new URL('../bench/size-budget.json', import.meta.url);
const budget = JSON.parse(readFileSync(FILE, 'utf8'));
const all = entries();
const KINDS = { pages: 'alone', inAll: 'with its lazy parts' };
const sizeOf = { pages: (entry) => gzipKB(closure(entry)), inAll: (entry) => gzipKB(closure(entry, { lazy: true })) };
const sizes = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, new Map(all.map((entry) => [entry, sizeOf[kind](entry)]))]));
const round = (kb) => Math.ceil(kb * 10) / 10;

const record = process.argv.indexOf('--record');
if (record >= 0) {
  const named = process.argv.slice(record + 1).map((tag) => (tag.endsWith('.js') ? tag : `${tag}.js`));
  for (const kind of Object.keys(KINDS)) {
    const pages = { ...budget[kind] };
    for (const entry of named.length ? named : all) {
      if (!sizes[kind].has(entry)) throw new Error(`size guard: no dist/${entry}`);
      pages[entry] = round(sizes[kind].get(entry));
    }
    for (const entry of Object.keys(pages)) if (!sizes[kind].has(entry)) delete pages[entry];
    budget[kind] = Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
  }
  writeFileSync(FILE, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(`size guard: recorded the budgets of ${named.length || all.length} entries in bench/size-budget.json`);
  process.exit(0);
}

const problems = [];
let within = 0;
for (const [kind, words] of Object.entries(KINDS)) {
  for (const [entry, kb] of sizes[kind]) {
    const reference = budget[kind]?.[entry];
    if (reference === undefined) {
      problems.push(`${entry} ${words}: ${kb.toFixed(1)} KB gz and no budget (node scripts/size-guard.mjs --record ${entry.replace(/\.js$/, '')})`);
      continue;
    }
    const limit = reference * (1 + budget.marginPercent / 100);
    if (kb > limit) problems.push(`${entry} ${words}: ${kb.toFixed(1)} KB gz > ${limit.toFixed(1)} (${reference} + ${budget.marginPercent} %)`);
    else within++;
  }
  for (const entry of Object.keys(budget[kind] ?? {})) if (!sizes[kind].has(entry)) problems.push(`${entry}: a budget for an entry the build no longer has`);
}

// no element's first paint over `firstPaintKB` (issue 35); the autoloader's page with one element downloads
// at most `autoloaderExtraKB` more than that element's own module's page before the element's first paint
const elementPages = all.filter((e) => !['bo-elements.js', 'bo-elements.standalone.js', 'config.js'].includes(e));
for (const entry of elementPages) {
  const kb = sizes.pages.get(entry);
  if (kb > budget.firstPaintKB) problems.push(`${entry}: its first paint is ${kb.toFixed(1)} KB gz, over ${budget.firstPaintKB} (make what it shows later a lazy part)`);
}
const extra = elementPages.map((entry) => [entry, autoloaderExtraKB(entry)]).sort((a, b) => b[1] - a[1]);
if (extra[0][1] > budget.autoloaderExtraKB) problems.push(`the autoloader adds ${extra[0][1].toFixed(1)} KB gz to the page of ${extra[0][0]}, over ${budget.autoloaderExtraKB}`);

const inline = [...new Set(all.flatMap((entry) => closure(entry, { lazy: true })))].filter((file) => readFileSync(file, 'utf8').includes('sourceMappingURL=data:'));
if (inline.length) problems.push(`source maps inline in ${inline.join(', ')}: they belong in separate .map files`);

const show = (entry) => `${entry.replace(/\.js$/, '')} ${sizes.pages.get(entry).toFixed(1)} ≤ ${budget.pages[entry]} (in all ${sizes.inAll.get(entry).toFixed(1)} ≤ ${budget.inAll?.[entry]})`;
console.log(`size guard: ${within} of ${all.length * 2} budgets kept (+ ${budget.marginPercent} %), e.g. ${['bo-goods-picker.js', 'bo-status-badge.js'].filter((e) => budget.pages[e]).map(show).join(', ')} KB gz; the autoloader adds at most ${extra[0][1].toFixed(1)} KB gz to an element's page (≤ ${budget.autoloaderExtraKB})`);
for (const p of problems) console.log(`size guard: ✖ ${p}`);
process.exit(problems.length ? 1 : 0);
