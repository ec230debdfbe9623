// Prints the failed tests and one plain closing line "wtr: N passed, N failed" that CI log readers parse.
export function plainSummaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      const failures = [];
      const walk = (suite, path) => {
        for (const t of suite.tests) {
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
      for (const f of failures) console.log(`FAILED: ${f}`);
      console.log(`wtr: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    },
  };
}
