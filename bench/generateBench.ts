// Generator speed: `npx tsx bench/generateBench.ts [--quick]` (or compiled with `tsc -p tsconfig.bench.json`
// and run from .bench-dist). Times unique puzzles of several shapes (CPU time, single thread) and 9×9
// puzzles at grade fiendish or harder (rated by the built-in human-style rating); prints a table. Seeds
// are fixed, so runs are comparable. `--only=9×9` runs the cases whose name starts so.
import { pathToFileURL } from 'node:url';
import { NativeBackend } from '../adapters/native/NativeBackend.js';
import { formatTable } from '../cli/formatTable.js';
import { cpuTimeMs } from '../core/index.js';
import { generate, type SudokuSymmetry } from '../models/sudoku/generator/index.js';
import { SudokuGeometry } from '../models/sudoku/index.js';
import { median } from './median.js';

/** One row of the table. */
export interface GenerateBenchRow {
  /** What was generated. */
  readonly task: string;
  /** Puzzles made. */
  readonly puzzles: number;
  /** Puzzles per CPU second. */
  readonly perSecond: number;
  /** Median CPU ms per puzzle. */
  readonly medianMs: number;
  /** Slowest puzzle, CPU ms. */
  readonly maxMs: number;
  /** Median wall-clock ms per puzzle (above CPU time when the machine is shared). */
  readonly medianWallMs: number;
  /** Mean givens. */
  readonly givens: number;
}

/** One benchmark case. */
interface BenchCase {
  readonly task: string;
  readonly geometry: SudokuGeometry;
  readonly puzzles: number;
  readonly symmetry?: SudokuSymmetry;
  readonly difficulty?: string;
}

/** Generates `c.puzzles` puzzles with seeds 1, 2, … and measures each one's CPU time. */
export function runCase(c: BenchCase, backend = new NativeBackend()): GenerateBenchRow {
  const times: number[] = [];
  const walls: number[] = [];
  let givens = 0;
  const first = cpuTimeMs();
  for (let i = 0; i < c.puzzles; i++) {
    const t = cpuTimeMs();
    const w = performance.now();
    const p = generate({
      backend,
      geometry: c.geometry,
      seed: i + 1,
      ...(c.symmetry === undefined ? {} : { symmetry: c.symmetry }),
      ...(c.difficulty === undefined ? {} : { difficulty: c.difficulty, maxAttempts: 100_000 }),
    });
    times.push(cpuTimeMs() - t);
    walls.push(performance.now() - w);
    givens += p.givens;
  }
  const total = cpuTimeMs() - first;
  return {
    task: c.task,
    puzzles: c.puzzles,
    perSecond: (1000 * c.puzzles) / total,
    medianMs: median(times),
    maxMs: Math.max(...times),
    medianWallMs: median(walls),
    givens: givens / c.puzzles,
  };
}

/** Runs the cases and prints the table to stdout. */
export function main(args: readonly string[] = process.argv.slice(2)): GenerateBenchRow[] {
  const quick = args.includes('--quick');
  const scale = (n: number): number => (quick ? Math.max(1, Math.ceil(n / 10)) : n);
  const nine = SudokuGeometry.fromBox(3, 3);
  const cases: BenchCase[] = [
    { task: '9×9 unique', geometry: nine, puzzles: scale(2000) },
    { task: '9×9 unique, rotational', geometry: nine, puzzles: scale(2000), symmetry: 'rotational' },
    { task: '12×12 (4×3) unique', geometry: SudokuGeometry.fromBox(4, 3), puzzles: scale(100) },
    { task: '16×16 unique', geometry: SudokuGeometry.fromBox(4, 4), puzzles: scale(40) },
    { task: '25×25 unique', geometry: SudokuGeometry.fromBox(5, 5), puzzles: scale(10) },
  ];
  cases.push({ task: '9×9 fiendish+', geometry: nine, puzzles: scale(200), difficulty: 'fiendish+' });
  cases.push({ task: '9×9 fiendish (exactly)', geometry: nine, puzzles: scale(200), difficulty: 'fiendish' });
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const rows: GenerateBenchRow[] = [];
  for (const c of cases) {
    if (only !== undefined && !c.task.startsWith(only)) continue;
    rows.push(runCase(c));
  }
  const lines = formatTable(
    ['task', 'puzzles', 'puzzles/CPU s', 'median CPU ms', 'max CPU ms', 'median wall ms', 'mean givens'],
    rows.map((r) => [
      r.task,
      String(r.puzzles),
      r.perSecond.toFixed(1),
      r.medianMs.toFixed(2),
      r.maxMs.toFixed(1),
      r.medianWallMs.toFixed(2),
      r.givens.toFixed(1),
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  return rows;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
