// `npm start`: the demo gallery on the msw mock backend (public/mockServiceWorker.js), and the example
// host pages (http://127.0.0.1:5173/hosts/) on the built bundle (`npm run build:lib` makes dist/).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formEcho, hostFiles } from '../scripts/host-server.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  publicDir: here('../public'),
  plugins: [react(), hostFiles(here('..')), formEcho()],
  server: { port: 5173, host: '127.0.0.1' },
  build: { outDir: here('../dist/demo'), emptyOutDir: true },
});
