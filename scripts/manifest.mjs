// `npm run manifest`: loads the element registry through vite (SSR, no browser needed) and writes
// custom-elements.json, vscode.html-custom-data.json and web-types.json from it, and the backend
// contract: backend-contract.json, docs/backend/<tag>.md and the index of docs/backend.md.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'vite';

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
  const out = {
    'custom-elements.json': m.customElementsManifest(defs, version),
    'vscode.html-custom-data.json': m.vscodeCustomData(defs),
    'web-types.json': m.webTypes(defs, version),
    'backend-contract.json': contract,
  };
  for (const [file, data] of Object.entries(out)) await writeFile(file, JSON.stringify(data, null, 2) + '\n');
  // a page per element that calls the backend; pages of elements that no longer do are removed
  const pages = docs.contractPages(contract);
  await mkdir('docs/backend', { recursive: true });
  for (const old of await readdir('docs/backend')) if (!pages[`docs/backend/${old}`]) await rm(`docs/backend/${old}`);
  for (const [file, text] of Object.entries(pages)) await writeFile(file, text);
  await writeFile('docs/backend.md', docs.withContractIndex(await readFile('docs/backend.md', 'utf8'), contract));
  console.log(`manifest: ${defs.length} elements → ${Object.keys(out).join(', ')}, docs/backend.md and ${Object.keys(pages).length} pages in docs/backend/`);
} finally {
  await server.close();
}
