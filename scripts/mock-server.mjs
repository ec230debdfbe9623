// The demo's mock backend over HTTP, in Node: msw's handlers (demo/mock/handlers, loaded through vite's
// module loader: they are TypeScript) answer each request as they do in the browser. For Node-side
// tests of what talks to a backend (the backend checker, bin/bo-elements.mjs).
//   node scripts/mock-server.mjs [port]      serves until stopped
import { createServer as createHttpServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { getResponse } from 'msw';

/** Starts the mock on `port` (0: any free one); gives its base URL and close(). */
export async function startMockServer(port = 0) {
  const vite = await createViteServer({ configFile: false, logLevel: 'silent', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  const { handlers } = await vite.ssrLoadModule('/demo/mock/handlers/index.ts');
  const server = createHttpServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).filter(([, v]) => typeof v === 'string'),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const response = (await getResponse(handlers, request)) ?? new Response('not found', { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** the demo's example attributes of every element ({tag: {name: value}}): what its calls send */
    examples: async () => Object.fromEntries(Object.entries((await vite.ssrLoadModule('/demo/examples.ts')).examples).map(([tag, e]) => [tag, e.attributes])),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { url } = await startMockServer(Number(process.argv[2]) || 0);
  console.log(`mock backend: ${url}`);
}
