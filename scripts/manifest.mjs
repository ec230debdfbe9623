// `npm run manifest`: loads the element registry through vite (SSR, no browser needed) and writes
// custom-elements.json, vscode.html-custom-data.json and web-types.json from it.
import { writeFile, readFile } from 'node:fs/promises';
import { createServer } from 'vite';

const server = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
try {
  const { version } = JSON.parse(await readFile('package.json', 'utf8'));
  const { registry } = await server.ssrLoadModule('/src/core/runtime/registry.ts');
  await server.ssrLoadModule('/elements/index.ts');
  const m = await server.ssrLoadModule('/src/core/manifest.ts');
  const defs = [...registry.values()];
  const out = {
    'custom-elements.json': m.customElementsManifest(defs, version),
    'vscode.html-custom-data.json': m.vscodeCustomData(defs),
    'web-types.json': m.webTypes(defs, version),
  };
  for (const [file, data] of Object.entries(out)) await writeFile(file, JSON.stringify(data, null, 2) + '\n');
  console.log(`manifest: ${defs.length} elements → ${Object.keys(out).join(', ')}`);
} finally {
  await server.close();
}
