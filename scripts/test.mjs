// `npm test` (after the type check): runs every browser test in Chromium through @web/test-runner.
// Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const chrome = findChromium();
const args = process.argv.slice(2);
const child = spawn('npx', ['wtr', ...args], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
