#!/usr/bin/env node
// Runs vitest, then (on a full run) the web playground's browser tests with Playwright, and prints
// the plain closing line `N passed, N failed` that CI reads, counting both, because neither
// runner's own summary line is in a form CI recognises. Arguments go to vitest and skip the
// browser tests (a targeted run).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const out = '.vitest-results.json';
rmSync(out, { force: true });
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
let passed = 0;
let failed = 0;
try {
  const json = JSON.parse(readFileSync(out, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  if (json.numTotalTestSuites > 0 && json.numFailedTestSuites > 0 && failed === 0)
    failed = json.numFailedTestSuites;
} catch {
  failed = Math.max(failed, 1);
}
let ok = run.status === 0;

if (process.argv.length <= 2) {
  // The browser tests write their own JSON report (web/playwright.config.ts).
  const webOut = 'web/test-results/e2e-results.json';
  rmSync(webOut, { force: true });
  const web = spawnSync('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts'], {
    stdio: 'inherit',
  });
  ok &&= web.status === 0;
  try {
    const stats = JSON.parse(readFileSync(webOut, 'utf8')).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (web.status !== 0 && stats.unexpected === 0) failed += 1; // the run itself failed (no browser, no server)
  } catch {
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
