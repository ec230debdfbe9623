// What a host page's own server does for the example host pages (demo/hosts/*.html), as vite plugins:
// - formEcho(): answers the form post of demo/hosts/form.html (POST /api/form-echo) with a page listing
//   every field it received, in order. A form post is a navigation, which msw's service worker lets
//   through to the server, so the dev server answers it (the demo's and the tests').
// - hostFiles(): for the demo server, whose root is demo/, serves the files a host page loads from the
//   repository: the built bundles (/dist/…) and the host's own libraries (/node_modules/<lib>/dist/…).
//   The test server's root is the repository, so it serves them itself.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The received fields as a page: one row per entry (a repeated name gives one row per value). */
function echoPage(entries) {
  const rows = entries.map(([name, value]) => `<tr><th>${escape(name)}</th><td>${escape(typeof value === 'string' ? value : value.name)}</td></tr>`);
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="UTF-8"><title>服务器收到的表单</title></head>
<body>
  <h1>服务器收到的表单</h1>
  <table id="received"><tbody>
${rows.join('\n')}
  </tbody></table>
  <p><a href="javascript:history.back()">返回</a></p>
</body>
</html>
`;
}

/** POST /api/form-echo (any base before /form-echo): the form fields received, as a page. */
export function formEcho() {
  return {
    name: 'bo-form-echo',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (req.method !== 'POST' || !/\/form-echo(\?|$)/.test(req.url ?? '')) return next();
        try {
          const body = new Response(Readable.toWeb(req), { headers: { 'content-type': req.headers['content-type'] ?? '' } });
          const page = echoPage([...(await body.formData()).entries()]);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
        } catch (e) {
          res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`form-echo: ${String(e)}`);
        }
      });
    },
  };
}

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.map': 'application/json', '.json': 'application/json', '.css': 'text/css' };

/** Serves `/dist/…` and `/node_modules/<lib>/dist/…` (only the listed libraries) from `repo`. */
export function hostFiles(repo, libraries = ['jquery', 'vue', 'vue2']) {
  const served = new RegExp(`^/(dist|node_modules/(${libraries.join('|')})/dist)/`);
  return {
    name: 'bo-host-files',
    // a page's `import '/dist/bo-elements.js'` stays a URL the browser fetches (not a module of the demo);
    // vite still reads it when it prepares a page's scripts ahead of the request
    resolveId: (id) => (served.test(id) ? { id, external: true } : null),
    load: (id) => (served.test(id) ? readFileSync(join(repo, normalize(id)), 'utf8') : null),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = normalize(decodeURIComponent((req.url ?? '').split('?')[0]));
        if (req.method !== 'GET' || !served.test(path)) return next();
        const file = join(repo, path);
        if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
        createReadStream(file).pipe(res);
      });
    },
  };
}
