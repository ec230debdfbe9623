// Builds the bench's peer (bench/peer/goods-picker.ts, Vue 3 + Element Plus) into bench/peer/dist:
// one script and one stylesheet, loaded by bench/pages/peer-goods-picker.html. No Vue plugin: the peer
// is render functions only. `npx vite build --config bench/peer/vite.peer.config.ts` (scripts/bench.mjs does it).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  // the flags @vitejs/plugin-vue would define: no Options API devtools, no hydration details
  define: { __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    rollupOptions: {
      input: here('./goods-picker.ts'),
      output: { entryFileNames: 'peer-goods-picker.js', chunkFileNames: 'peer-[name].js', assetFileNames: 'peer-goods-picker[extname]' },
    },
  },
});
