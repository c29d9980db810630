// `npm run fuzz [-- --runs N] [--seed S] [--only NAME]`: the fuzz targets of fuzz.test.ts at length.
// N inputs in all (default 1,000,000), shared out so that cheap targets get more; each input is timed
// (over 10 s counts as a hang). Prints one line per target and exits 1 on any failure.
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { FUZZ_TARGETS } from './fuzzTargets.js';

const HANG_MS = 10_000;

const { values } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' }, only: { type: 'string' } },
});
const total = Number(values.runs ?? 1_000_000);
const seed = Number(values.seed ?? Date.now() % 1_000_000);
const targets = FUZZ_TARGETS.filter((t) => values.only === undefined || t.name.includes(values.only));
const share = targets.reduce((s, t) => s + 1 / t.weight, 0);

console.log(`fuzz: ${total} inputs over ${targets.length} targets, seed ${seed}`);
let failed = 0;
let inputs = 0;
const started = performance.now();
for (const target of targets) {
  const runs = Math.max(1, Math.round((total * (1 / target.weight)) / share));
  let worst = 0;
  let hang: unknown;
  const t0 = performance.now();
  const result = await fc.check(
    fc.asyncProperty(target.arbitrary, async (input) => {
      const t = performance.now();
      await target.check(input);
      const ms = performance.now() - t;
      if (ms > worst) worst = ms;
      if (ms > HANG_MS && hang === undefined) hang = input;
    }),
    { numRuns: runs, seed },
  );
  inputs += result.numRuns;
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  const status = result.failed ? 'FAILED' : hang !== undefined ? 'HANG' : 'ok';
  console.log(
    `${status.padEnd(6)} ${target.name.padEnd(42)} ${String(result.numRuns).padStart(8)} inputs  ${secs.padStart(7)} s  slowest ${worst.toFixed(0)} ms`,
  );
  if (result.failed) {
    failed++;
    console.log(`       counterexample: ${fc.stringify(result.counterexample)}`);
    console.log(`       ${String(result.errorInstance)}`);
  } else if (hang !== undefined) {
    failed++;
    console.log(`       slow input: ${fc.stringify(hang)}`);
  }
}
console.log(
  `fuzz: ${inputs} inputs in ${((performance.now() - started) / 1000).toFixed(0)} s, ${failed} target(s) failed`,
);
process.exit(failed === 0 ? 0 : 1);
