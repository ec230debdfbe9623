// Gzipped size of what a page downloads for one entry of dist/: the file and every chunk it imports
// statically, transitively. `node scripts/bundle-size.mjs` (after `npm run build:lib`) prints a table of
// the all-in-one bundle and of a page that loads each element alone, with what each element adds to a
// page that already has bo-goods-picker.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const IMPORT = /(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
/** a lazy part: `import("./chunks/x.js")`, loaded the first time it is used */
const LAZY = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;

/**
 * Files (absolute paths) a page loads for `entry`, itself included: what it imports statically, or with
 * `lazy` also every lazy part it may load later (the toaster, the select widgets, a tooltip...).
 */
export function closure(entry, { lazy = false } = {}) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(IMPORT)) visit(join(dirname(file), spec));
    if (lazy) for (const [, spec] of code.matchAll(LAZY)) visit(join(dirname(file), spec));
  };
  visit(join(DIST, entry));
  return [...seen];
}

export const gzipKB = (files) => files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0) / 1024;

/** The entries of dist/: the autoloader (bo-elements.js), the single file (bo-elements.standalone.js),
 * the configuration entry (config.js) and one per element (bo-*.js). */
export function entries() {
  if (!existsSync(join(DIST, 'bo-goods-picker.js'))) throw new Error('dist/ is missing: run npm run build:lib first');
  return readdirSync(DIST).filter((f) => /^bo-.*\.js$/.test(f) || f === 'config.js').sort();
}

/** The autoloader's page with one element: what it downloads before the element's first paint beyond the
 * element's own module's page (`entry` alone), in gzip KB. */
export const autoloaderExtraKB = (entry) => extraKB('bo-elements.js', entry);

/** What `entry` adds to a page that already has `base`: the gzip KB of its files the base does not load. */
export function extraKB(entry, base) {
  const there = new Set(closure(base));
  return gzipKB(closure(entry).filter((f) => !there.has(f)));
}

export function sizes() {
  const name = { 'bo-elements.js': 'bo-elements.js (autoloader)', 'bo-elements.standalone.js': 'bo-elements.standalone.js (single file)', 'config.js': 'config.js (configuration)' };
  return entries().map((f) => ({ page: name[f] ?? `${f.replace(/\.js$/, '')} alone`, kb: gzipKB(closure(f)), extra: extraKB(f, 'bo-goods-picker.js') }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`${'page'.padEnd(36)} ${'KB gz'.padStart(7)}  added beside bo-goods-picker`);
  for (const { page, kb, extra } of sizes()) console.log(`${page.padEnd(36)} ${kb.toFixed(1).padStart(7)}  ${extra.toFixed(1).padStart(7)}`);
}
