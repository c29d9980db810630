import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import {
  buildKakuroModel,
  generateHardKakuro,
  generateKakuro,
  KakuroCellKind,
  type KakuroPuzzle,
  kakuroRuns,
  uniqueKakuro,
} from '../../models/kakuro/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/** The same Kakuro for MiniZinc: a variable per white cell, `all_different` and `sum` per run. */
export function kakuroMzn(p: KakuroPuzzle): string {
  const index = new Int32Array(p.rows * p.cols).fill(0);
  let count = 0;
  for (let i = 0; i < p.rows * p.cols; i++) if (p.kinds[i] === KakuroCellKind.white) index[i] = ++count;
  const lines = ['include "all_different.mzn";', `array[1..${count}] of var 1..9: x;`];
  for (let i = 0; i < p.rows * p.cols; i++) {
    if (p.givens[i] !== 0) lines.push(`constraint x[${index[i]}] = ${p.givens[i]};`);
  }
  for (const run of kakuroRuns(p)) {
    const vars = `[${run.cells.map((c) => `x[${index[c]}]`).join(', ')}]`;
    if (run.cells.length >= 2) lines.push(`constraint all_different(${vars});`);
    if (run.sum !== 0) lines.push(`constraint sum(${vars}) = ${run.sum};`);
  }
  lines.push('solve satisfy;', 'output [show(x)];', '');
  return lines.join('\n');
}

/** One bench instance of a Kakuro. */
function instance(label: string, p: KakuroPuzzle, expected?: number): CatalogueInstance {
  const base = { label, model: buildKakuroModel(p).model, mzn: kakuroMzn(p), goal: 'unique' as const };
  return expected === undefined ? base : { ...base, expected };
}

/** A bench Kakuro: its label, the puzzle, and its number of solutions counted to 2 when known. */
export interface BenchKakuro {
  /** Short label. */
  readonly label: string;
  /** The puzzle. */
  readonly puzzle: KakuroPuzzle;
  /** 1 for the unique ones. */
  readonly expected?: number;
}

/**
 * The bench Kakuros: random 12×12 grids with the clues of a planted solution, as generated (several
 * solutions), made unique by blackening cells where a second solution differs (`uniqueKakuro`; root
 * propagation solves those), and unique ones that root propagation does not solve
 * (`generateHardKakuro`: digits redrawn before any cell is blackened), which measure search.
 */
export function benchKakuros(): BenchKakuro[] {
  const native = new NativeBackend();
  const out: BenchKakuro[] = [];
  for (const seed of [1, 2, 3]) {
    out.push({ label: `kakuro 12×12 #${seed} (as generated)`, puzzle: generateKakuro(12, 12, seed).puzzle });
  }
  for (const seed of [1, 2, 3]) {
    const u = uniqueKakuro(generateKakuro(12, 12, seed), native);
    out.push({ label: `kakuro 12×12 #${seed} (unique)`, puzzle: u.puzzle, expected: 1 });
  }
  for (const seed of [1, 2, 3, 4]) {
    const h = generateHardKakuro(12, 12, seed, native);
    out.push({ label: `kakuro 12×12 #${seed} (unique, needs search)`, puzzle: h.puzzle, expected: 1 });
  }
  return out;
}

/**
 * Kakuro (issue 19) on `benchKakuros`, counted to 2 (a uniqueness proof on the unique ones). The runs
 * are `allDifferent` plus a unit sum, which the native engine strengthens with the distinct-sum
 * propagator.
 */
export const kakuroRow: CatalogueRow = {
  kind: 'kakuro',
  minizinc: 'all_different + sum per run',
  problem: 'kakuro 12×12, random, count to 2',
  instances: () => benchKakuros().map((k) => instance(k.label, k.puzzle, k.expected)),
};
