/**
 * `npm run build`:
 *   vite build              → dist/bo-<tag>.js, one ES module per element, sharing chunks in dist/chunks;
 *                             dist/bo-elements.js, the autoloader (every tag defined at once, an element's
 *                             module loaded when first used); dist/config.js, the configuration entry;
 *                             and the manifests (dist/custom-elements.json, VS Code and JetBrains data)
 *   vite build --mode all   → dist/bo-elements.standalone.js, every element in one file, for a host that
 *                             cannot serve a folder (no source map: it would be 30 MB)
 *   tsc -p tsconfig.build.json → dist/types (npm run build:types)
 * Source maps are separate files (dist/*.js.map): a page downloads them only when its developer tools ask.
 * The demo has its own config (demo/vite.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';
import { stripDocs } from './scripts/strip-docs.mjs';

const elements = {
  ...Object.fromEntries(
    readdirSync('elements')
      .filter((f) => /^bo-.*\.ts$/.test(f))
      .map((f) => [f.replace(/\.ts$/, ''), `elements/${f}`]),
  ),
  'bo-elements': 'elements/autoload.ts',
  config: 'elements/config.ts',
  // the mock backend for pages built before their backend (bo-elements/mock), with msw's worker script
  mock: 'demo/mock/package.ts',
};

/**
 * The all-in-one file holds every part anyway: its lazy parts (`import('./X')` in src/) become static
 * imports, so that the bundler hoists them like the rest instead of wrapping them in lazy initialisers.
 */
const eagerParts = (): Plugin => ({
  name: 'bo-eager-parts',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('/src/') || !/\bimport\(\s*['"]\.{1,2}\//.test(code)) return null;
    let n = 0;
    const imports: string[] = [];
    const out = code.replace(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g, (_m, spec: string) => {
      const name = `__boPart${n++}`;
      imports.push(`import * as ${name} from '${spec}';`);
      return `Promise.resolve(${name})`;
    });
    return { code: `${imports.join('\n')}\n${out}`, map: null };
  },
});

/**
 * Our styles compiled at build time (Griffel's own transform, @griffel/vite-plugin): the element modules
 * carry each makeStyles' rules ready to insert (`__styles`), so that no page downloads Griffel's style
 * resolver (stylis, rtl-css-js: about 6 KB gz of every element's first paint that shows our styles) nor
 * resolves them as it renders. Only the modules that call makeStyles go through it (the transform
 * evaluates them in node with Babel), and only in the element modules' build: the single file keeps the
 * runtime resolver (the precomputed rules would make it 15 KB heavier). The dev server and the tests use
 * the runtime resolver; the same rules either way (the opened goods picker is pixel for pixel the same).
 */
const styled = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return styled(path);
    return /\.tsx?$/.test(e.name) && /\bmake(Reset)?Styles\(/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
const aotStyles = () =>
  griffel({
    include: styled('src').map((f) => new RegExp(`${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
    babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
  } as Parameters<typeof griffel>[0]);

/**
 * The manifests travel with the package: `npm run manifest` writes them at the repository's top from the
 * element registry (test/manifest.test.ts fails when they are not current) and the build puts them in
 * dist/. Their module paths name the built files (`dist/bo-x.js`, relative to the package root), so the
 * two copies are the same file.
 */
const manifests = (): Plugin => ({
  name: 'bo-manifests',
  generateBundle() {
    // each in both languages: the elements' documentation in zh-CN and en-US, the contract in English and zh-CN
    const files = ['custom-elements.json', 'vscode.html-custom-data.json', 'web-types.json', 'backend-contract.json'];
    for (const fileName of [...files, ...files.map((f) => f.replace(/\.json$/, f.startsWith('backend') ? '.zh-CN.json' : '.en-US.json'))])
      this.emitFile({ type: 'asset', fileName, source: readFileSync(fileName, 'utf8') });
    // msw's worker script, which a page on bo-elements/mock serves at its root
    this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync('public/mockServiceWorker.js', 'utf8') });
  },
});

/**
 * The source maps carry the sources of bo-elements itself, not those of the libraries bundled with it
 * (React, Fluent UI…: 9 MB of text): a stack trace still maps to every file and line, the developer tools
 * show our code, and the package stays under 5 MB packed (docs/decisions/package.md).
 */
const ownSourcesOnly = (): Plugin => ({
  name: 'bo-own-sources-only',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) {
      if (item.type !== 'asset' || !item.fileName.endsWith('.map')) continue;
      const map = JSON.parse(String(item.source)) as { sources: string[]; sourcesContent?: (string | null)[] };
      map.sourcesContent = map.sourcesContent?.map((text, i) => (map.sources[i].includes('node_modules/') ? null : text));
      item.source = JSON.stringify(map);
    }
  },
});

export default defineConfig(({ mode }) => ({
  // the manifests' descriptions and the contract loaders stay out of the built files (scripts/strip-docs.mjs)
  plugins: [stripDocs(), react(), ...(mode === 'all' ? [eagerParts()] : [aotStyles(), manifests(), ownSourcesOnly()])],
  publicDir: false, // public/ holds msw's worker for the demo and tests only
  // library mode keeps process.env.NODE_ENV; React and Fluent need it replaced
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: mode !== 'all',
    target: 'es2022',
    sourcemap: mode !== 'all',
    lib:
      mode === 'all'
        ? { entry: 'elements/index.ts', formats: ['es'], fileName: () => 'bo-elements.standalone.js' }
        : { entry: elements, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    rolldownOptions: {
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // legacy pages load these files as they are: minify fully (lib mode does not by default)
        minify: true,
        ...(mode === 'all' ? { codeSplitting: false } : {}),
      },
    },
  },
}));
