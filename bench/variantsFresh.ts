// The variant bench the way ISS's figures were taken: one fresh Node process per puzzle, start-up
// (module loading) excluded, so the JIT is cold for every solve rather than warmed by the puzzles
// before it. Each child (`variants/freshChild.ts`) imports the library and solves the one puzzle it
// is sent, as a user's program would. `npm run bench:variants-fresh [-- --timeout MS] [-- --json FILE]`
// (`--json`: every run, one JSON object a line, for comparing two builds puzzle by puzzle).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatTable } from '../cli/formatTable.js';
import { median } from './median.js';
import { loadVariantBenchSet } from './variants/loadVariantBenchSet.js';
import type { VariantRun } from './variants/runVariantBench.js';

const args = process.argv.slice(2);
const timeoutAt = args.indexOf('--timeout');
const timeoutMs = timeoutAt >= 0 ? Number(args[timeoutAt + 1]) : 10_000;
const jsonAt = args.indexOf('--json');
const child = fileURLToPath(new URL('./variants/freshChild.js', import.meta.url));

const set = loadVariantBenchSet((m) => process.stderr.write(`${m}\n`));
const runs: (VariantRun & { readonly wallMs: number })[] = [];
for (const puzzle of set) {
  const out = execFileSync(process.execPath, [child, String(timeoutMs)], {
    encoding: 'utf8',
    input: JSON.stringify(puzzle),
  });
  const run = JSON.parse(out) as VariantRun & { readonly wallMs: number };
  runs.push(run);
  process.stderr.write(run.outcome === 'ok' ? '.' : `\n${run.name}: ${run.outcome.toUpperCase()}\n`);
}
process.stderr.write('\n');
if (jsonAt >= 0) writeFileSync(args[jsonAt + 1]!, runs.map((r) => `${JSON.stringify(r)}\n`).join(''));
const categories = [...new Set(runs.map((r) => r.category)), 'all'];
const rows = categories.map((category) => {
  const mine = runs.filter((r) => category === 'all' || r.category === category);
  const ms = mine.map((r) => r.cpuMs);
  return [
    category,
    String(mine.length),
    String(mine.filter((r) => r.outcome === 'timeout').length),
    String(mine.filter((r) => r.outcome === 'wrong').length),
    median(ms).toFixed(1),
    Math.max(...ms).toFixed(1),
    median(mine.map((r) => r.wallMs)).toFixed(1),
  ];
});
process.stdout.write(
  [
    `variant bench, one fresh process per puzzle (start-up excluded), native with presolve (CPU time counts V8's compiler threads too), ${new Date().toISOString()}`,
    '',
    ...formatTable(
      ['category', 'puzzles', 'timeouts', 'wrong', 'median CPU ms', 'max CPU ms', 'median wall ms'],
      rows,
      ['left', 'right', 'right', 'right', 'right', 'right'],
    ),
    '',
  ].join('\n'),
);
