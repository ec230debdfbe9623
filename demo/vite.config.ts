// `npm start`: the demo gallery on the msw mock backend (public/mockServiceWorker.js).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  publicDir: here('../public'),
  plugins: [react()],
  server: { port: 5173, host: '127.0.0.1' },
  build: { outDir: here('../dist/demo'), emptyOutDir: true },
});
