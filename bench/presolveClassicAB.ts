// A/B of presolve on classic 9×9 sudoku (no sums: presolve must find nothing and cost nothing):
// native, solve + uniqueness proof, presolve on and off interleaved over 8 passes, CPU µs per puzzle
// (median over the passes): in one batch (the compile cache reuses the engine), with a fresh
// backend per puzzle (a compile each), compile alone; and one presolve call alone.
//
//   npx tsx bench/presolveClassicAB.ts [set] [limit]      (default: kaggle 2000)
import { NativeBackend } from '../adapters/native/NativeBackend.js';
import { compileModel, cpuTimeMs, layoutOf, presolveModel } from '../core/index.js';
import { buildSudokuModel } from '../models/sudoku/index.js';
import { dataDir, loadNineSet } from './dataSets.js';
import { median } from './median.js';

const set = process.argv[2] ?? 'kaggle';
const limit = Number(process.argv[3] ?? 2000);
const models = loadNineSet(dataDir(), set, limit).puzzles.map((g) => buildSudokuModel(g).model);
const FRESH = Math.min(500, models.length);
const PASSES = 8;
const times: Record<string, number[]> = {};
const note = (key: string, us: number): void => {
  (times[key] ??= []).push(us);
};
for (let pass = 0; pass < PASSES; pass++) {
  for (const presolve of pass % 2 === 0 ? [true, false] : [false, true]) {
    const tag = presolve ? 'on' : 'off';
    const options = { solutionLimit: 2, backendOptions: { native: { presolve } } };
    const batch = new NativeBackend();
    let t0 = cpuTimeMs();
    for (const m of models) batch.solveSync(m, options);
    note(`batch ${tag}`, ((cpuTimeMs() - t0) * 1000) / models.length);
    t0 = cpuTimeMs();
    for (const m of models.slice(0, FRESH)) new NativeBackend().solveSync(m, options);
    note(`fresh ${tag}`, ((cpuTimeMs() - t0) * 1000) / FRESH);
    t0 = cpuTimeMs();
    for (const m of models.slice(0, FRESH)) compileModel(m, { presolve });
    note(`compile ${tag}`, ((cpuTimeMs() - t0) * 1000) / FRESH);
  }
}
const layouts = models.map((m) => layoutOf(m));
const t0 = cpuTimeMs();
let added = 0;
for (let r = 0; r < 100; r++)
  for (let i = 0; i < models.length; i++)
    added += presolveModel(models[i]!.constraints, layouts[i]!).constraints.length;
const presolveUs = ((cpuTimeMs() - t0) * 1000) / (100 * models.length);
const row = (label: string, key: string): string =>
  `${label.padEnd(36)} presolve ${median(times[`${key} on`]!).toFixed(1).padStart(7)}   off ${median(times[`${key} off`]!).toFixed(1).padStart(7)}`;
process.stdout.write(
  [
    `${set}: ${models.length} puzzles, ${PASSES} interleaved passes, median CPU µs per puzzle`,
    row('batch solve + uniqueness (one backend)', 'batch'),
    row(`fresh backend per puzzle (${FRESH})`, 'fresh'),
    row(`compileModel alone (${FRESH})`, 'compile'),
    `presolveModel alone: ${presolveUs.toFixed(3)} µs per call, ${added} constraints derived`,
    '',
  ].join('\n'),
);
