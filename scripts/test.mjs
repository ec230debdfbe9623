// `npm test`: every check of the project, each timed: the type check, lint, the manifest check and the API
// surface check (scripts/api-surface.mjs) side by side, the build (once: the size guard, the package test and
// the host tests share it), the size guard, the package test and the Node tests (test/node: the backend
// checker, the API surface check) side by side, then every browser test in Chromium
// through @web/test-runner. At the end: each step's
// time, the ten slowest test files and the total; it fails, naming them, when a test file's tests took
// more than FILE_CAP_S (a file that heavy is the critical path of the run: split it).
//
//   npm test                          everything (CI)
//   npm test -- --area pickers        the browser tests of one area (test/pickers and the tests of each
//                                     of its elements), and the shared suites' rows of its elements
//   npm test -- bo-goods-picker       the browser tests of one element (or several), and its shared rows
//   npm test -- --stress              everything, beside two CPU-burning processes the run starts and stops
//   npm test -- --record              everything; then writes each file's time into test/durations.json
//                                     (the order of the next runs: the heaviest files first)
//   npm test -- --files test/x.test.ts   one file, or WTR_FILES=a,b (any other argument goes to
//                                     @web/test-runner)
//
// A narrowed run (an area, elements, files) skips the steps before the browser tests (the host tests,
// which load the built bundle, need `npm run build:lib` first).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { filesOf, tagsOf, testFiles, AREAS } from './test-scope.mjs';

/** the most a test file's tests may take (seconds) on two cores at rest; a run beside CPU burners is
 * allowed more (their share of the machine): BO_FILE_CAP_S overrides */
const FILE_CAP_S = Number(process.env.BO_FILE_CAP_S) || 120;
const STRESS_CAP_FACTOR = 2.5;
/** the count of checks (tests run) of the whole suite, which may not fall */
const CHECKS = 'test/checks.json';
/** each file's recorded time (s): the whole run starts the heaviest first, so that none is its tail;
 * `npm test -- --record` writes them after a run that passed */
const DURATIONS = 'test/durations.json';
/** the time taken for a file not yet recorded: early rather than late */
const UNRECORDED_S = 60;

const args = process.argv.slice(2);
const take = (flag) => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const area = take('--area');
const flag = (name) => (args.includes(name) ? (args.splice(args.indexOf(name), 1), true) : false);
const stress = flag('--stress');
const record = flag('--record');
const tags = args.filter((a) => /^bo-[a-z-]+$/.test(a));
const wtrArgs = args.filter((a) => !tags.includes(a));
if (area && !AREAS.includes(area)) fail(`--area ${area}: not an area (${AREAS.join(', ')})`);

// some files only (an area, elements, WTR_FILES or --files): the browser tests alone
const narrowed = area || tags.length || process.env.WTR_FILES || wtrArgs.includes('--files');
const steps = [];
const t0 = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function fail(message) {
  console.error(`\nnpm test: ${message}`);
  process.exit(1);
}

/** Runs a step; `held`: its output is kept and printed in one block when it ends (steps that run side by
 * side would interleave their lines). */
function run(name, command, commandArgs, env = {}, held = false) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const out = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => out.push(chunk));
    child.on('close', (code, signal) => {
      steps.push([name, performance.now() - started]);
      if (held && out.length) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(out).toString()}`);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

/** Two processes that keep a core each busy until the run ends. */
function burners() {
  const burn = () => spawn(process.execPath, ['-e', 'for(;;);'], { stdio: 'ignore' });
  const procs = [burn(), burn()];
  console.log(`npm test: --stress: two CPU-burning processes beside the run (pids ${procs.map((p) => p.pid).join(', ')})`);
  const stop = () => procs.forEach((p) => p.kill('SIGKILL'));
  process.on('exit', stop);
  return stop;
}

async function main() {
  const stopBurning = stress ? burners() : () => {};
  if (!narrowed) {
    // in three rounds, the steps of a round side by side: the type check, lint and the manifest check
    // each keep one core busy, the build uses every core, and the steps that read the build share it
    const rounds = [
      [
        ['type check', 'npx', ['tsc', '-p', '.']],
        ['lint', 'npx', ['eslint', '.']],
        ['manifest check', 'node', ['scripts/manifest.mjs', '--check']],
        // nothing of the surface recorded at the release lost without a version step or a changelog entry
        ['api surface', 'node', ['scripts/api-surface.mjs', '--check']],
      ],
      [['build', 'npm', ['run', 'build']]],
      [
        ['size guard', 'node', ['scripts/size-guard.mjs']],
        ['package test', 'node', ['scripts/package-test.mjs']],
        // Node-side tests: the backend checker against the mock over HTTP and a wrong server
        ['node tests', 'node', ['--test', 'test/node/']],
      ],
    ];
    for (const round of rounds) {
      const codes = await Promise.all(round.map(([name, command, commandArgs]) => run(name, command, commandArgs, {}, round.length > 1)));
      const failed = round.flatMap(([name], i) => (codes[i] ? [`${name} (exit ${codes[i]})`] : []));
      if (failed.length) {
        stopBurning();
        fail(`${failed.join(', ')} failed`);
      }
    }
  }

  const env = { CHROME_PATH: findChromium() };
  // every wait may take longer on a busy machine (test/helpers.ts waitFor, each test's timeout): twice
  // as long as the 10 s a wait takes alone (the run loads the machine itself), more when it was busy
  // before the run began, four times beside the CPU burners. A timeout bounds a failure only: a passing
  // test is not slower for it.
  const busy = Math.round(loadavg()[0] / availableParallelism());
  env.VITE_BO_SLOW = process.env.VITE_BO_SLOW || String(stress ? 4 : Math.min(4, Math.max(2, 1 + busy)));
  const scope = area || tags.length ? { tags: area ? tagsOf(area) : tags, files: filesOf({ area, tags }) } : null;
  if (scope) {
    if (!scope.files.length) fail(`no test files for ${area ? `--area ${area}` : tags.join(' ')}`);
    env.VITE_BO_TAGS = scope.tags.join(',');
    env.WTR_FILES = scope.files.join(',');
    console.log(`npm test: ${scope.files.length} files; the shared suites narrowed to ${scope.tags.join(', ')}`);
  }
  const whole = !scope && !narrowed && !wtrArgs.length;
  if (whole) {
    const recorded = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {};
    const weight = (f) => recorded[f] ?? UNRECORDED_S;
    env.WTR_FILES = testFiles().sort((a, b) => weight(b) - weight(a)).join(',');
  }
  const times = join(mkdtempSync(join(tmpdir(), 'bo-test-')), 'files.json');
  env.WTR_FILE_TIMES = times;
  const code = await run('browser tests', 'npx', ['wtr', ...wtrArgs], env);
  stopBurning();

  const result = existsSync(times) ? JSON.parse(readFileSync(times, 'utf8')) : { files: [], passed: 0, failed: 0, skipped: 0 };
  const files = result.files;
  const checks = result.passed + result.failed;
  console.log('\nnpm test: the slowest test files (the sum of their tests):');
  for (const [file, ms] of files.slice(0, 10)) console.log(`  ${seconds(ms).padStart(6)}  ${file}`);
  console.log(`npm test: ${steps.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}; total ${seconds(performance.now() - t0)}`);
  // the whole suite makes at least as many checks as it made when they were last recorded
  if (whole) {
    const floor = JSON.parse(readFileSync(CHECKS, 'utf8')).checks;
    console.log(`npm test: ${checks} checks run (at least ${floor}: ${CHECKS})`);
    if (code === 0 && checks < floor) fail(`${checks} checks run, fewer than the ${floor} recorded: a suite lost checks`);
    if (code === 0 && checks > floor) console.log(`npm test: more checks than recorded: write ${checks} into ${CHECKS}`);
  }
  if (whole && record && code === 0) {
    writeFileSync(DURATIONS, `${JSON.stringify(Object.fromEntries(files.map(([f, ms]) => [f, Math.round(ms / 1000)])), null, 1)}\n`);
    console.log(`npm test: the files' times written into ${DURATIONS}`);
  }
  const cap = FILE_CAP_S * (stress ? STRESS_CAP_FACTOR : 1);
  const heavy = files.filter(([, ms]) => ms > cap * 1000);
  // reported on every run; a failure once the files are measured at rest under it (BO_ENFORCE_CAP=1;
  // issue 37: on a shared machine a host file took 136 s)
  if (heavy.length && process.env.BO_ENFORCE_CAP !== '1')
    console.log(`npm test: over ${cap} s: ${heavy.map(([file, ms]) => `${file} (${seconds(ms)})`).join(', ')}: share its tests out`);
  else if (heavy.length)
    fail(`${heavy.map(([file, ms]) => `${file} (${seconds(ms)})`).join(', ')} took more than ${cap} s: a file that heavy is the run's critical path; share its tests out`);
  process.exit(code);
}

main();
