// Bridge between @web/test-runner and vite: WTR serves its own runner files (/, /__web*, /__wds*),
// everything else (TSX, dependencies, public/) is answered by an in-process vite dev server in
// middleware mode. (@remcovaes/web-test-runner-vite-plugin does not work with WTR 0.20: its middleware
// arrives after koa has composed the stack.)
import { createServer } from 'vite';

export function viteBridge(viteConfig = {}) {
  let vitePromise;
  const getVite = () =>
    (vitePromise ??= createServer({
      configFile: false,
      logLevel: 'warn',
      ...viteConfig,
      appType: 'custom',
      server: { ...(viteConfig.server ?? {}), middlewareMode: true, hmr: false, ws: false },
    }));
  const isRunnerPath = (p) => p === '/' || p.startsWith('/__web') || p.startsWith('/__wds');
  return {
    plugin: {
      name: 'vite-bridge',
      // before the first test page opens: vite's scan of the test files and its bundling of their
      // dependencies (a minute on a cold cache and a busy machine), which the first pages' hooks would
      // otherwise wait for, against their timeout
      async serverStart() {
        const vite = await getVite();
        const optimizer = vite.environments?.client?.depsOptimizer;
        if (!optimizer) return;
        const t0 = performance.now();
        await optimizer.init();
        await optimizer.scanProcessing;
        await Promise.all(Object.values(optimizer.metadata?.discovered ?? {}).map((d) => d.processing));
        const s = (performance.now() - t0) / 1000;
        if (s > 1) console.log(`vite: dependencies bundled before the tests in ${s.toFixed(0)} s`);
      },
      async serverStop() {
        if (vitePromise) await (await vitePromise).close();
      },
    },
    middleware: async (ctx, next) => {
      if (isRunnerPath(ctx.path)) return next();
      const vite = await getVite();
      const handled = await new Promise((resolve, reject) => {
        ctx.res.once('finish', () => resolve(true));
        vite.middlewares(ctx.req, ctx.res, (err) => (err ? reject(err) : resolve(false)));
      });
      if (handled) {
        ctx.respond = false;
        return;
      }
      return next();
    },
  };
}
