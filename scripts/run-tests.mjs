#!/usr/bin/env node
// Runs vitest and prints the plain closing line `N passed, N failed` that CI reads,
// because vitest's own summary line is not in a form CI recognises.
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
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
