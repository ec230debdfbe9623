// Finds a Chromium for the browser tests and the benchmark: CHROME_PATH, /usr/bin/chromium,
// chromium-browser, google-chrome. When none is found and we are root on a Debian machine, installs
// Debian's chromium; otherwise stops with a message naming what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (name) => {
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

function find() {
  const env = process.env.CHROME_PATH;
  if (env && existsSync(env)) return env;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const p = onPath(name);
    if (p) return p;
  }
  return null;
}

export function findChromium() {
  let path = find();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    console.log('[bo-elements] Chromium not found: installing Debian\'s chromium package (apt-get install chromium)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    path = find();
    if (path) return path;
  }
  console.error(
    '[bo-elements] No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROME_PATH to a Chrome or Chromium executable, then run the command again.',
  );
  process.exit(2);
}
