// Prints the slowest test files (the sum of their tests' durations: where the run's time goes), the
// failed tests and one plain closing line "wtr: N passed, N failed" that CI log readers parse. With
// WTR_TIMES=file, also writes every test's duration there, slowest first ([ms, "file > suite > test"]);
// with WTR_FILE_TIMES=file, each file's (["test/x.test.ts", ms], slowest first).
import { writeFileSync } from 'node:fs';

export function plainSummaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      const failures = [];
      const times = new Map();
      const each = [];
      const walk = (suite, path) => {
        for (const t of suite.tests) {
          times.set(path[0], (times.get(path[0]) ?? 0) + (t.duration ?? 0));
          each.push([t.duration ?? 0, [...path, t.name].join(' > ')]);
          if (t.skipped) skipped++;
          else if (t.passed) passed++;
          else {
            failed++;
            failures.push([...path, t.name].join(' > '));
          }
        }
        for (const s of suite.suites) walk(s, [...path, s.name]);
      };
      for (const s of sessions) {
        if (s.testResults) walk(s.testResults, [s.testFile]);
        if (!s.passed && (!s.testResults || s.errors?.length)) {
          failed += 1;
          failures.push(`${s.testFile}: ${s.errors?.map((e) => e.message).join('; ') || 'session failed'}`);
        }
      }
      if (process.env.WTR_TIMES) writeFileSync(process.env.WTR_TIMES, JSON.stringify(each.sort((a, b) => b[0] - a[0])));
      const byFile = [...times].map(([file, ms]) => [file.replace(/^.*\/test\//, 'test/'), ms]).sort((a, b) => b[1] - a[1]);
      // scripts/test.mjs prints the slowest and holds each file to its cap
      if (process.env.WTR_FILE_TIMES) writeFileSync(process.env.WTR_FILE_TIMES, JSON.stringify({ files: byFile, passed, failed, skipped }));
      const slowest = [...times].sort((a, b) => b[1] - a[1]).slice(0, 12);
      console.log(`slowest test files: ${slowest.map(([file, ms]) => `${file.replace(/^.*\/test\//, 'test/')} ${(ms / 1000).toFixed(0)} s`).join(', ')}`);
      for (const f of failures) console.log(`FAILED: ${f}`);
      console.log(`wtr: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    },
  };
}
