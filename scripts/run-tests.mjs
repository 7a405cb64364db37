#!/usr/bin/env node
// Runs the whole vitest suite and closes with the plain `N passed, N failed` line that the CI
// harness reads, taken from vitest's own JSON report (vitest's summary is not read by CI).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const report = '.vitest-results.json';
rmSync(report, { force: true });
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
if (!existsSync(report)) {
  console.log('0 passed, 1 failed');
  process.exit(run.status || 1);
}
const results = JSON.parse(readFileSync(report, 'utf8'));
const passed = results.numPassedTests ?? 0;
// A test file that failed without any failing test (it did not load, or a hook threw) counts once;
// vitest's numFailedTestSuites also counts each describe block holding a failed test, so it is not used.
const brokenFiles = (results.testResults ?? []).filter(
  (file) =>
    file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
).length;
const failed = (results.numFailedTests ?? 0) + brokenFiles;
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || run.status !== 0 ? 1 : 0);
