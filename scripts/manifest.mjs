// `npm run manifest`: loads the element registry through vite (SSR, no browser needed) and writes
// custom-elements.json, vscode.html-custom-data.json and web-types.json from it (and their en-US copies,
// scripts/manifest-i18n.mjs), the autoloader's table
// (elements/autoload.ts), the named event types (elements/events/<tag>.ts and their index
// elements/event-types.ts), Fluent's light theme as CSS (src/core/runtime/light-theme.ts), and the backend
// contract: backend-contract.json, docs/backend/<tag>.md and the index of docs/backend.md.
// `--check` (run by `npm test`) writes nothing: it exits non-zero when a file would change, which says
// both that the script still runs in node and that the committed files are those of the sources.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'vite';
import { localizedFiles } from './manifest-i18n.mjs';

const server = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
try {
  const { version } = JSON.parse(await readFile('package.json', 'utf8'));
  const { registry } = await server.ssrLoadModule('/src/core/runtime/registry.ts');
  await server.ssrLoadModule('/elements/index.ts');
  const m = await server.ssrLoadModule('/src/core/manifest.ts');
  const { backendContract } = await server.ssrLoadModule('/src/core/contract.ts');
  const docs = await server.ssrLoadModule('/src/core/contract-docs.ts');
  const defs = [...registry.values()];
  const contract = await backendContract(defs);
  // only the elements that call the backend document api-base
  const calling = new Set(Object.entries(contract.elements).filter(([, e]) => e.calls.length).map(([tag]) => tag));
  const out = {
    'custom-elements.json': m.customElementsManifest(defs, version, calling),
    'vscode.html-custom-data.json': m.vscodeCustomData(defs, calling),
    'web-types.json': m.webTypes(defs, version, calling),
    'backend-contract.json': contract,
  };
  // the same in the other language: the elements' documentation in en-US, the contract in zh-CN
  const localized = await localizedFiles(out);
  const files = Object.fromEntries(Object.entries({ ...out, ...localized.files }).map(([file, data]) => [file, JSON.stringify(data, null, 2) + '\n']));
  // the autoloader's table: every tag's head and loader
  files['elements/autoload.ts'] = m.autoloaderModule(defs);
  // a named type per element's event and detail (BoGoodsPickerConfirmEvent, GoodsPickerConfirmDetail)
  const eventTypes = m.eventTypesModules(defs);
  Object.assign(files, eventTypes);
  // the paths of the contract as a type: what an adapter's call.route may be (src/core/config.ts)
  const paths = [...new Set(Object.values(contract.elements).flatMap((e) => e.calls.map((c) => c.path)))].sort();
  files['src/core/contract-paths.ts'] = `/** Every path of backend-contract.json (a template where the element fills it: '/project/{id}'), the
 * \`route\` an adapter is given (config.ts BackendCall). Written by \`npm run manifest\` (scripts/manifest.mjs): do not edit. */
export type ContractPath =
${paths.map((p) => `  | ${JSON.stringify(p).replace(/^"|"$/g, "'")}`).join('\n')};
`;
  // Fluent's light theme as the CSS every element adopts (a page does not build it from Fluent's palettes)
  const { themeCss } = await server.ssrLoadModule('/src/core/runtime/theme-variants.ts');
  const { webLightTheme } = await server.ssrLoadModule('@fluentui/react-components');
  files['src/core/runtime/light-theme.ts'] = `/** Fluent's web light theme (@fluentui/react-components ${JSON.parse(await readFile('node_modules/@fluentui/react-components/package.json', 'utf8')).version}) as CSS on :host, with the CJK fonts
 * (theme-variants.ts themeCss). Written by \`npm run manifest\` (scripts/manifest.mjs): do not edit. */
export const LIGHT_THEME_CSS = ${JSON.stringify(themeCss(webLightTheme, 'light'))};
`;
  // a page per element that calls the backend; pages of elements that no longer do are removed
  const pages = docs.contractPages(contract);
  Object.assign(files, pages, { 'docs/backend.md': docs.withContractIndex(await readFile('docs/backend.md', 'utf8'), contract) });
  // files of a folder the script writes whole that it no longer writes (an element that no longer calls the
  // backend, one removed)
  const staleIn = async (dir, wanted) => (await readdir(dir).catch(() => [])).map((f) => `${dir}/${f}`).filter((f) => !wanted[f]);
  const stale = [...(await staleIn('docs/backend', pages)), ...(await staleIn('elements/events', eventTypes))];
  // a description without its translation, or a translation of a text gone: fixed in the same commit
  for (const problem of localized.problems) console.error(`manifest: ${problem}`);
  if (localized.problems.length) process.exitCode = 1;
  if (process.argv.includes('--check')) {
    const read = (f) => readFile(f, 'utf8').catch(() => null);
    const differ = [...stale];
    for (const [file, text] of Object.entries(files)) if ((await read(file)) !== text) differ.push(file);
    if (differ.length) {
      console.error(`manifest: out of date (run npm run manifest and commit): ${differ.join(', ')}`);
      process.exitCode = 1;
    } else console.log(`manifest: ${defs.length} elements, ${Object.keys(files).length} files up to date`);
  } else {
    await mkdir('docs/backend', { recursive: true });
    await mkdir('elements/events', { recursive: true });
    for (const file of stale) await rm(file);
    for (const [file, text] of Object.entries(files)) await writeFile(file, text);
    console.log(`manifest: ${defs.length} elements → ${Object.keys(out).join(', ')}, docs/backend.md and ${Object.keys(pages).length} pages in docs/backend/`);
  }
} finally {
  await server.close();
}
