// `npm test` (after `npm run build`), or `npm run test:package`: the package as a page's project gets it.
// `npm pack` makes the tarball, which is installed into a scratch host (no registry needed: the bundles
// hold everything, the package has no dependencies); then, in that host,
//   - the tarball is at most 5 MB (docs/decisions/package.md);
//   - package.json `exports` resolves the autoloader, the configuration entry, each element and the
//     manifest to files of the package, and the manifest's module paths name those files;
//   - TypeScript resolves the types of `bo-elements`, `bo-elements/<tag>`, `bo-elements/vue` and
//     `bo-elements/react`, with every tag of the manifest in Vue's and React's declarations and a named
//     type for every event; vue-tsc checks a Vue SFC (scripts/package-types.mjs);
//   - Chromium loads elements from node_modules/bo-elements, one page through per-element modules only,
//     one through the autoloader (only the elements it shows are fetched), one through the single file,
//     and they upgrade and render.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { findChromium } from './find-chromium.mjs';
import { checkTypes } from './package-types.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// inside the repository's node_modules: ignored by git and the linters, and a host's `vue` and `react`
// type packages are found above it, as in a Vue or React project
const WORK = join(ROOT, 'node_modules/.cache/bo-elements-package-test');
const HOST = join(WORK, 'host');
const t0 = performance.now();
const step = (what) => console.log(`package: ${what} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
const problems = [];
const check = (ok, what) => {
  if (!ok) problems.push(what);
};

if (!existsSync(join(ROOT, 'dist/types/elements/index.d.ts')) || !existsSync(join(ROOT, 'dist/custom-elements.json'))) {
  console.error('package: dist/ is incomplete: run `npm run build` first');
  process.exit(1);
}
rmSync(WORK, { recursive: true, force: true });
mkdirSync(HOST, { recursive: true });

// ------------------------------------------------------------------------------------ pack, install
const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
// --ignore-scripts: npm test has just built dist/ (prepack would build it again)
const [packed] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', WORK], ROOT));
const files = packed.files.map((f) => f.path);
step(`${packed.filename}: ${files.length} files, ${(packed.size / 1048576).toFixed(1)} MB packed, ${(packed.unpackedSize / 1048576).toFixed(1)} MB unpacked`);
const MAX_PACKED_MB = 5;
check(packed.size <= MAX_PACKED_MB * 1048576, `the tarball is ${(packed.size / 1048576).toFixed(1)} MB packed, over the ${MAX_PACKED_MB} MB of docs/decisions/package.md`);
// what docs/decisions/package.md says the package weighs is what it weighs (within 15 %)
const stated = /the tarball ([\d.]+) MB packed, ([\d.]+) MB unpacked/.exec(readFileSync(join(ROOT, 'docs/decisions/package.md'), 'utf8'));
const near = (said, bytes) => Math.abs(Number(said) * 1048576 - bytes) <= 0.15 * bytes;
check(stated && near(stated[1], packed.size) && near(stated[2], packed.unpackedSize),
  `docs/decisions/package.md says ${stated ? `${stated[1]} MB packed, ${stated[2]} MB unpacked` : 'no size'}; npm pack made ${(packed.size / 1048576).toFixed(1)} and ${(packed.unpackedSize / 1048576).toFixed(1)} MB`);
for (const f of ['package.json', 'dist/bo-elements.js', 'dist/bo-elements.js.map', 'dist/config.js', 'dist/bo-elements.standalone.js', 'dist/bo-goods-picker.js', 'dist/custom-elements.json',
  'dist/vscode.html-custom-data.json', 'dist/web-types.json', 'dist/backend-contract.json', 'dist/custom-elements.en-US.json', 'dist/vscode.html-custom-data.en-US.json',
  'dist/web-types.en-US.json', 'dist/backend-contract.zh-CN.json', 'dist/types/elements/index.d.ts', 'dist/types/elements/vue.d.ts', 'dist/mock.js', 'dist/mockServiceWorker.js',
  'dist/types/demo/mock/package.d.ts'])
  check(files.includes(f), `the tarball lacks ${f}`);
const stray = files.filter((f) => !/^(package\.json|README\.md|bin\/[\w.-]+\.mjs|dist\/(?!demo\/).+)$/.test(f));
check(stray.length === 0, `the tarball holds files a page does not need: ${stray.slice(0, 5).join(', ')}`);

writeFileSync(join(HOST, 'package.json'), JSON.stringify({ name: 'scratch-host', private: true, type: 'module' }));
npm(['install', '--offline', '--ignore-scripts', join(WORK, packed.filename)], HOST);
const PKG = join(HOST, 'node_modules/bo-elements');
const installed = JSON.parse(readFileSync(join(PKG, 'package.json'), 'utf8'));
check(!installed.dependencies && !installed.peerDependencies, 'the package has dependencies: a page would install them for nothing');
step('installed into the scratch host');

// ----------------------------------------------------------------------- exports and the manifest
// the manifest as tools find it (package.json customElements); every specifier resolved from the host
// as a bundler for the browser does (ESM; conditions import, browser, default)
const manifest = JSON.parse(readFileSync(join(PKG, installed.customElements), 'utf8'));
const tags = manifest.modules.map((m) => m.declarations[0].tagName);
const specifiers = ['bo-elements', 'bo-elements/config', 'bo-elements/mock', 'bo-elements/mockServiceWorker.js', 'bo-elements/custom-elements.json', 'bo-elements/package.json', ...tags.map((t) => `bo-elements/${t}`)];
const resolutions = JSON.parse(execFileSync(process.execPath, ['--conditions=browser', '--input-type=module', '-e', `
  const { fileURLToPath } = await import('node:url');
  const out = {};
  for (const s of ${JSON.stringify(specifiers)}) {
    try { out[s] = fileURLToPath(import.meta.resolve(s)); } catch (e) { out[s] = { error: e.message.split('\\n')[0] }; }
  }
  console.log(JSON.stringify(out));`], { cwd: HOST, encoding: 'utf8' }));
const inPackage = (specifier) => {
  const r = resolutions[specifier];
  if (typeof r === 'string') return relative(PKG, r).split(sep).join('/');
  problems.push(`${specifier} does not resolve: ${r?.error}`);
  return '';
};
check(installed.customElements === 'dist/custom-elements.json', 'package.json customElements does not name dist/custom-elements.json');
check(inPackage('bo-elements/custom-elements.json') === installed.customElements, 'bo-elements/custom-elements.json is not the manifest of customElements');
check(inPackage('bo-elements') === 'dist/bo-elements.js', 'bo-elements does not resolve to the autoloader dist/bo-elements.js');
check(inPackage('bo-elements/config') === 'dist/config.js', 'bo-elements/config does not resolve to dist/config.js');
check(inPackage('bo-elements/mock') === 'dist/mock.js', 'bo-elements/mock does not resolve to dist/mock.js');
// the backend checker, as npx runs it from the host: it finds the contract in the package and says what
// it could not reach
const checker = (() => {
  try {
    return { code: 0, out: execFileSync(join(HOST, 'node_modules/.bin/bo-elements'), ['check-backend', 'http://127.0.0.1:9', '--tag', 'bo-supplier-picker', '--timeout', '3000'], { cwd: HOST, encoding: 'utf8' }) };
  } catch (e) {
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
})();
check(checker.code === 1 && /FAIL POST +\/eo\/public\/external\/supplier\/popup +no answer/.test(checker.out) && /0 of 1 elements fully served/.test(checker.out), `npx bo-elements check-backend: exit ${checker.code}, ${checker.out.slice(0, 200)}`);
check(inPackage('bo-elements/mockServiceWorker.js') === 'dist/mockServiceWorker.js', "bo-elements/mockServiceWorker.js does not resolve to msw's worker script");
for (const m of manifest.modules) {
  const tag = m.declarations[0].tagName;
  check(existsSync(join(PKG, m.path)), `custom-elements.json names ${m.path} for <${tag}>, which the package lacks`);
  check(inPackage(`bo-elements/${tag}`) === m.path, `bo-elements/${tag} does not resolve to ${m.path}`);
}
check(readFileSync(join(PKG, 'dist/bo-elements.js'), 'utf8').trimEnd().endsWith('//# sourceMappingURL=bo-elements.js.map'), 'the autoloader does not point to its separate source map');
// the single file holds every element's code: what no built file may carry is looked for there
const allInOne = readFileSync(join(PKG, 'dist/bo-elements.standalone.js'), 'utf8');
check(!files.includes('dist/bo-elements.standalone.js.map'), 'the tarball holds a source map of the single file');
step(`exports resolve the autoloader, the configuration entry and ${tags.length} elements`);

// the manifest's descriptions stay out of the code a page loads (scripts/strip-docs.mjs); short ones may
// be a catalogue's text as well, so only the long ones are looked for
const described = manifest.modules.flatMap((m) => m.declarations.flatMap((d) => [d.description, ...['attributes', 'events', 'members', 'cssParts'].flatMap((k) => (d[k] ?? []).map((x) => x.description))]));
const long = described.filter((text) => typeof text === 'string' && text.length >= 24);
const shipped = long.filter((text) => allInOne.includes(text));
check(long.length > 100, `the manifest holds only ${long.length} long descriptions`);
check(shipped.length === 0, `the all-in-one file carries ${shipped.length} descriptions of the manifest, e.g. ${shipped[0]}`);

// so are the words of the backend contract (what its fields and parameters mean, where a value comes
// from): the calls and the checks of the answers never read them
const contractWords = [];
const wordsOf = (node) => {
  if (Array.isArray(node)) return node.forEach(wordsOf);
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'description' || key === 'from') && typeof value === 'string') contractWords.push(value);
    else wordsOf(value);
  }
};
const contract = JSON.parse(readFileSync(join(PKG, 'dist/backend-contract.json'), 'utf8'));
wordsOf([contract.envelope, Object.values(contract.elements).map((e) => e.calls)]);
const longWords = [...new Set(contractWords)].filter((text) => text.length >= 24);
// as a string of its own (a runtime message may say the same words within a longer text)
const shippedWords = longWords.filter((text) => ['"', "'", '`'].some((q) => allInOne.includes(`${q}${text}${q}`)));
check(longWords.length > 200, `the backend contract holds only ${longWords.length} long descriptions`);
check(shippedWords.length === 0, `the all-in-one file carries ${shippedWords.length} words of the backend contract, e.g. ${shippedWords[0]}`);

// so are the loaders of the backend contracts: no contract module a definition's `backend` imports is
// among the sources of the built files (their source maps)
const definers = [...readdirSync(join(ROOT, 'elements')).filter((f) => /^bo-.*\.ts$/.test(f)).map((f) => join(ROOT, 'elements', f)), join(ROOT, 'src/kit/picker/definePicker.ts')];
const contracts = definers.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/import\('(\.{1,2}\/[^']*contract)'\)/g)].map((m) => relative(ROOT, resolve(dirname(file), m[1]))),
);
const sources = new Set(
  files
    .filter((f) => f.endsWith('.js.map'))
    .flatMap((f) => JSON.parse(readFileSync(join(PKG, f), 'utf8')).sources.map((s) => relative(ROOT, resolve(ROOT, dirname(f), s)).replace(/\.tsx?$/, ''))),
);
const loadedContracts = contracts.filter((c) => sources.has(c));
check(contracts.length > 20, `only ${contracts.length} contract loaders were found in the definitions`);
check(sources.has('src/core/runtime/host'), 'the source maps do not name the runtime: the contract loaders were not looked for');
check(loadedContracts.length === 0, `the built files carry ${loadedContracts.length} backend contracts, e.g. ${loadedContracts[0]}`);

// ---------------------------------------------------------------------------------------- types
step(await checkTypes({ root: ROOT, host: HOST, manifest, problems }));

// -------------------------------------------------------------------------------------- Chromium
const url = (specifier) => `/${relative(HOST, join(PKG, inPackage(specifier))).split(sep).join('/')}`;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };
const pages = {
  '/per-element.html': `<bo-pagination total="50"></bo-pagination><bo-goods-picker></bo-goods-picker>
    <script type="module" src="${url('bo-elements/bo-pagination')}"></script>
    <script type="module" src="${url('bo-elements/bo-goods-picker')}"></script>`,
  '/autoloader.html': `<bo-pagination total="50"></bo-pagination><script type="module" src="${url('bo-elements')}"></script>`,
  '/standalone.html': `<bo-pagination total="50"></bo-pagination><script type="module" src="${url('bo-elements').replace(/bo-elements\.js$/, 'bo-elements.standalone.js')}"></script>`,
};
// the one backend call a page makes without being used: a closed picker that reads the user asks the login
// info when the browser is idle (its rehearsal)
const LOGIN = JSON.stringify({ code: 200, msg: '', data: { staff: { id: 1, name: '测试' }, staff_main_department: { id: 1 }, company_id: 1 } });
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path === '/base/user/login_info') return void res.writeHead(200, { 'content-type': 'application/json' }).end(LOGIN);
  const file = join(HOST, path);
  const body = pages[path] ? `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><body>${pages[path]}</body>` : file.startsWith(HOST + sep) ? await readFile(file).catch(() => null) : null;
  res.writeHead(body === null ? 404 : 200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
  res.end(body ?? '');
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({
  executablePath: findChromium(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** Opens a host page; gives what it loaded and what it says once `ready` (run in the page) holds. */
async function visit(path, ready) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await page.goto(base + path);
  const said = await page.waitForFunction(ready, { timeout: 15000, polling: 50 }).then((h) => h.jsonValue(), (e) => ({ timeout: e.message }));
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
  await page.close();
  for (const e of errors) problems.push(`${path}: ${e}`);
  return { said, loaded };
}

const shadowText = (tag) => `document.querySelector('${tag}')?.shadowRoot?.textContent?.replace(/\\s+/g, ' ')`;
try {
  const one = await visit('/per-element.html', `(() => {
    const pager = ${shadowText('bo-pagination')};
    const picker = document.querySelector('bo-goods-picker');
    return pager?.includes('共 50 条') && customElements.get('bo-goods-picker') && picker.shadowRoot?.childElementCount
      && { pager, pickerShow: typeof picker.show, defined: ['bo-pagination', 'bo-goods-picker', 'bo-status-badge'].map((t) => !!customElements.get(t)) };
  })()`);
  check(!one.said.timeout, `per-element modules: the elements did not render (${one.said.timeout})`);
  check(one.said.pickerShow === 'function', 'per-element modules: <bo-goods-picker> did not upgrade (no show())');
  check(JSON.stringify(one.said.defined) === '[true,true,false]', `per-element modules: defined ${one.said.defined}, expected the two loaded elements only`);
  check(!one.loaded.some((p) => p.endsWith('/bo-elements.js')), 'per-element modules: the page loaded the all-in-one file');
  check(one.loaded.some((p) => p.includes('/dist/chunks/')), 'per-element modules: no shared chunk was loaded');

  const drawnPager = `(() => {
    const pager = ${shadowText('bo-pagination')};
    return pager?.includes('共 50 条') && { undefinedTags: ${JSON.stringify(tags)}.filter((t) => !customElements.get(t)) };
  })()`;
  const auto = await visit('/autoloader.html', drawnPager);
  check(!auto.said.timeout, `autoloader: <bo-pagination> did not render (${auto.said.timeout})`);
  check(auto.said.undefinedTags?.length === 0, `autoloader: tags of the manifest left undefined: ${auto.said.undefinedTags}`);
  const elementModules = auto.loaded.filter((p) => /\/dist\/bo-[\w-]+\.js$/.test(p)).map((p) => p.replace(/^.*\/dist\//, '')).sort();
  check(JSON.stringify(elementModules) === '["bo-config.js","bo-elements.js","bo-pagination.js"]', `autoloader: the page fetched the modules ${elementModules}, expected the pager's only`);
  const single = await visit('/standalone.html', drawnPager);
  check(!single.said.timeout, `single file: <bo-pagination> did not render (${single.said.timeout})`);
  check(single.said.undefinedTags?.length === 0, `single file: tags of the manifest left undefined: ${single.said.undefinedTags}`);
  check(single.loaded.filter((p) => p.endsWith('.js')).length === 1, `single file: the page loaded more than one script: ${single.loaded}`);
  step('Chromium: per-element modules, the autoloader and the single file upgrade and render from node_modules/bo-elements');
} finally {
  await browser.close();
  await new Promise((done) => server.close(done));
}

rmSync(WORK, { recursive: true, force: true });
if (problems.length) {
  console.error(`package: ✖ ${problems.length} problem(s)\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
step('✔ the package works when installed');
