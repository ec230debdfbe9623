// What a narrowed `npm test` runs (scripts/test.mjs): the areas, the elements of each, and the test files
// of an area or of elements: their own files, and the shared suites (conformance, action and fault
// matrices, XSS, picker contract, backend needs), which VITE_BO_TAGS narrows to their rows.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
export const AREAS = ['pickers', 'management', 'approval', 'finance', 'files', 'widgets'];

/** the test files that run over every registered element (narrowed by VITE_BO_TAGS) */
const SHARED = [/^test\/conformance-.*\.test\.ts$/, /^test\/pickers\/contract-\d+\.test\.ts$/, /^test\/backend-needs\.test\.ts$/];

function walk(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : /\.test\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

export const testFiles = () => walk('test').map((f) => relative('.', join(ROOT, f)).replace(/^(\.\.\/)*/, ''));
const shared = (f) => SHARED.some((re) => re.test(f));
/** the host tests load the built bundle: only once it is built */
const runnable = (f) => !f.startsWith('test/hosts/') || existsSync(join(ROOT, 'dist/bo-elements.js'));

/** every element's tag with its area: the src/<area> folder its module imports */
function catalogue() {
  return readdirSync(join(ROOT, 'elements'))
    .filter((f) => /^bo-.*\.ts$/.test(f))
    .map((f) => {
      const source = readFileSync(join(ROOT, 'elements', f), 'utf8');
      const area = AREAS.find((a) => source.includes(`../src/${a}/`));
      return { tag: f.replace(/\.ts$/, ''), area };
    });
}

export const tagsOf = (area) => catalogue().filter((e) => e.area === area).map((e) => e.tag);

/** the test files of an area (its folder) or of some elements (the files of their area's folder that name
 * them), the shared suites included */
export function filesOf({ area, tags = [] }) {
  const elements = catalogue();
  const chosen = area ? elements.filter((e) => e.area === area).map((e) => e.tag) : tags;
  const known = new Set(elements.map((e) => e.tag));
  for (const tag of chosen) if (!known.has(tag)) throw new Error(`${tag}: no such element (elements/${tag}.ts)`);
  const files = testFiles();
  const mentions = (f, tag) => {
    const source = readFileSync(join(ROOT, f), 'utf8');
    return source.includes(`'${tag}'`) || source.includes(`"${tag}"`) || source.includes(`elements/${tag}'`) || source.includes(`<${tag}`);
  };
  const areaOf = new Map(elements.map((e) => [e.tag, e.area]));
  // an element's own tests: the files of its area's folder that name it
  const own = (f) => chosen.some((t) => f.startsWith(`test/${areaOf.get(t)}/`) && mentions(f, t));
  // a shared suite's part N holds every N-th of the chosen elements: none beyond their count
  const holds = (f) => Number(/-(\d+)\.test\.ts$/.exec(f)?.[1] ?? 1) <= chosen.length;
  return files.filter((f) => runnable(f) && ((shared(f) && holds(f)) || (area && f.startsWith(`test/${area}/`)) || own(f)));
}
