import { type Backend, solveSync } from '../../core/index.js';
import { SeededRandom } from '../sudoku/index.js';
import { buildKakuroModel } from './buildKakuroModel.js';
import { decodeKakuro } from './decodeKakuro.js';
import type { GeneratedKakuro } from './generateKakuro.js';
import { KakuroCellKind, type KakuroPuzzle } from './KakuroPuzzle.js';

/** Solutions counted per step: enough to tell a better filling from a worse one, cheaply. */
const SOLUTION_CAP = 4;

/** Backtracking nodes per redraw: a hopeless redraw gives up instead of searching exponentially. */
const REDRAW_BUDGET = 2000;

import { kakuroRuns } from './kakuroRuns.js';
import { kakuroWithClues } from './kakuroWithClues.js';

/** What `repairKakuro` ends with: the last puzzle tried, and whether it has one solution. */
export interface RepairedKakuro extends GeneratedKakuro {
  /** True when the backend proved the puzzle has exactly one solution. */
  readonly unique: boolean;
}

/**
 * Tries to make a generated Kakuro unique without touching its layout (the alternative to
 * `uniqueKakuro`, whose blackening leaves puzzles that root propagation solves): while `backend` finds
 * other solutions, the planted digits of the cells where a random one of them differs are drawn again
 * (differing along both runs of each cell, at least one digit changed), the clues are derived again,
 * and the redraw is kept unless it raises the number of solutions (counted to a small cap). Keeping
 * the runs long keeps the many-combination sums that make a Kakuro need search. After `maxSteps`
 * redraws it returns the last puzzle with `unique: false`: on small grids (8×8) this often succeeds,
 * on 12×12 random layouts it rarely does. Same seed, same result.
 */
export function repairKakuro(
  g: GeneratedKakuro,
  backend: Backend,
  seed: number,
  maxSteps = 400,
): RepairedKakuro {
  const { rows, cols } = g.puzzle;
  const kinds = g.puzzle.kinds;
  const rng = new SeededRandom(seed);
  const solution = g.solution.slice();
  // The layout stays, so do the runs: the cells sharing a run with each white cell.
  const peers: number[][] = Array.from({ length: rows * cols }, () => []);
  for (const run of kakuroRuns(g.puzzle)) {
    for (const c of run.cells) for (const o of run.cells) if (o !== c) peers[c]!.push(o);
  }
  const count = (digits: Int32Array): { puzzle: KakuroPuzzle; others: Int32Array[] } => {
    const puzzle = kakuroWithClues(rows, cols, kinds, digits);
    const km = buildKakuroModel(puzzle);
    const r = solveSync(backend, km.model, { solutionLimit: SOLUTION_CAP });
    const others = r.solutions
      .map((s) => decodeKakuro(km, s.values))
      .filter((d) => d.some((v, i) => v !== digits[i]));
    return { puzzle, others };
  };
  let current = count(solution);
  for (let step = 0; current.others.length > 0 && step < maxSteps; step++) {
    // Hill climbing on the number of solutions (capped): a redraw that adds solutions is undone.
    const other = current.others[rng.below(current.others.length)]!;
    const differ: number[] = [];
    for (let i = 0; i < rows * cols; i++)
      if (kinds[i] === KakuroCellKind.white && other[i] !== solution[i]) differ.push(i);
    const before = solution.slice();
    redraw(solution, differ, peers, rng);
    const next = count(solution);
    if (next.others.length <= current.others.length) current = next;
    else solution.set(before);
  }
  return { puzzle: current.puzzle, solution, unique: current.others.length === 0 };
}

/**
 * Draws new digits for `cells` (randomised backtracking), each differing from its peers; the old
 * digits are tried last, so some digit changes whenever the cells' peers allow it.
 */
function redraw(
  solution: Int32Array,
  cells: readonly number[],
  peers: readonly number[][],
  rng: SeededRandom,
): void {
  const old = cells.map((c) => solution[c]!);
  for (const c of cells) solution[c] = 0;
  let budget = REDRAW_BUDGET;
  const place = (k: number): boolean => {
    if (--budget < 0) return false;
    if (k === cells.length) return cells.some((c, j) => solution[c] !== old[j]);
    const c = cells[k]!;
    const order = Int32Array.from({ length: 9 }, (_, d) => d + 1);
    rng.shuffle(order);
    const sorted = [...order.filter((d) => d !== old[k]), old[k]!];
    for (const d of sorted) {
      if (peers[c]!.some((o) => solution[o] === d)) continue;
      solution[c] = d;
      if (place(k + 1)) return true;
    }
    solution[c] = 0;
    return false;
  };
  if (!place(0))
    cells.forEach((c, j) => {
      solution[c] = old[j]!;
    });
}
