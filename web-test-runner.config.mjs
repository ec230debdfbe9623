import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import react from '@vitejs/plugin-react';
import { viteBridge } from './scripts/wtr-vite-bridge.mjs';
import { plainSummaryReporter } from './scripts/wtr-summary-reporter.mjs';
import { memoryPlugin } from './scripts/wtr-memory-plugin.mjs';
import { formEcho } from './scripts/host-server.mjs';

// The tests run React and Fluent as the built bundle ships them: their production builds (vite bundles the
// dependencies with NODE_ENV=production; the JSX is compiled for them). The development builds' checks cost
// a quarter of the run's CPU (6 heavy files: 335-356 core-s and 224-237 s on two cores, 262-265 and 192-196
// s in production) and a page never sees them. NODE_ENV=development npx wtr keeps them for a session that
// wants React's warnings.
process.env.NODE_ENV ||= 'production';

// scripts/test.mjs finds (or installs) Chromium and sets CHROME_PATH before starting us.
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const SLOW = Number(process.env.VITE_BO_SLOW) || 1;
const vite = viteBridge({
  publicDir: 'public',
  // the Vue host tests compile their templates in the page, as a page without a build step does: the
  // builds with the template compiler (vue2 is Vue 2.7, installed under that name beside Vue 3)
  resolve: {
    alias: [
      { find: /^vue$/, replacement: 'vue/dist/vue.esm-bundler.js' },
      { find: /^vue2$/, replacement: 'vue2/dist/vue.esm.js' },
    ],
  },
  plugins: [
    react(),
    // the form post of the example host page demo/hosts/form.html, answered as the demo server does
    formEcho(),
    {
      // WTR's own websocket module must stay an external absolute URL
      name: 'wtr-externals',
      resolveId: (id) => (id.startsWith('/__web-dev-server') ? { id, external: true } : null),
    },
  ],
  optimizeDeps: {
    // scan every test and element up front: a dependency discovered mid-run makes vite re-bundle and a
    // page already loaded would then hold two copies of React
    entries: ['test/**/*.test.{ts,tsx}', 'elements/**/*.ts', 'demo/**/*.{ts,tsx}'],
    exclude: ['@web/test-runner-commands'],
  },
});

export default {
  files: process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : ['test/**/*.test.{ts,tsx}'],
  middleware: [vite.middleware],
  // memoryPlugin: the `memory-counters` command (GC + DOM node and listener counts) of the lifecycle tests
  plugins: [vite.plugin, memoryPlugin()],
  filterBrowserLogs: ({ args }) => !args.some((a) => typeof a === 'string' && a.startsWith('[vite]')),
  browsers: [
    chromeLauncher({
      // each test page in its own browser context, i.e. its own window: a background tab gets no
      // frames, so its animations (Fluent's dialog and drawer motions) would never end
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
      launchOptions: {
        executablePath: CHROME,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
          '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
      },
    }),
  ],
  reporters: [defaultReporter(), plainSummaryReporter()],
  // four test pages at once on two cores: the tests mostly wait (answers, motions, idle callbacks), and a
  // whole run at 4 passed with the machine at load 12 (issue 37)
  concurrency: 4,
  // a busy machine (VITE_BO_SLOW, set by `npm test -- --stress`) gives every test and every wait more time:
  // slower, never red
  testFramework: { config: { timeout: 20000 * SLOW } },
  // per test file: the conformance suite (every element's checks and lifecycle cycles) takes ~5 minutes
  // on two cores shared with other test runs, and more when they are busy
  testsFinishTimeout: 900000 * SLOW,
  browserStartTimeout: 60000,
};
