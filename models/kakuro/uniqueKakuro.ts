import { type Backend, solveSync } from '../../core/index.js';
import { buildKakuroModel } from './buildKakuroModel.js';
import { decodeKakuro } from './decodeKakuro.js';
import type { GeneratedKakuro } from './generateKakuro.js';
import { KakuroCellKind, type KakuroPuzzle } from './KakuroPuzzle.js';

/**
 * Makes a generated Kakuro have exactly one solution without givens, by blackening cells: while
 * `backend` finds a second solution, the first white cell where it differs from the planted one turns
 * black, and the clues are derived again from the planted solution (which stays a solution, while
 * the second loses that cell's run sums). At most `maxSteps` cells go; the result then may still
 * have several solutions. Runs of a single cell may appear; they are legal in this model.
 */
export function uniqueKakuro(g: GeneratedKakuro, backend: Backend, maxSteps = 200): GeneratedKakuro {
  const kinds = g.puzzle.kinds.slice();
  const solution = g.solution.slice();
  for (let step = 0; ; step++) {
    const puzzle = withClues(g.puzzle.rows, g.puzzle.cols, kinds, solution);
    const km = buildKakuroModel(puzzle);
    const r = solveSync(backend, km.model, { solutionLimit: 2 });
    const other = r.solutions
      .map((s) => decodeKakuro(km, s.values))
      .find((d) => d.some((v, i) => v !== solution[i]));
    if (r.solutions.length < 2 || other === undefined || step === maxSteps) return { puzzle, solution };
    const cell = other.findIndex((v, i) => v !== solution[i]);
    kinds[cell] = KakuroCellKind.block;
    solution[cell] = 0;
  }
}

/** The puzzle of a layout whose clues are the run sums of `solution`. */
function withClues(rows: number, cols: number, layout: Uint8Array, solution: Int32Array): KakuroPuzzle {
  const kinds = layout.slice();
  const down = new Int32Array(rows * cols);
  const across = new Int32Array(rows * cols);
  const white = (r: number, c: number): boolean =>
    r < rows && c < cols && kinds[r * cols + c] === KakuroCellKind.white;
  for (let i = 0; i < rows * cols; i++) {
    if (kinds[i] === KakuroCellKind.white) continue;
    const r = Math.floor(i / cols);
    const c = i % cols;
    let a = 0;
    let d = 0;
    for (let cc = c + 1; white(r, cc); cc++) a += solution[r * cols + cc]!;
    for (let rr = r + 1; white(rr, c); rr++) d += solution[rr * cols + c]!;
    across[i] = a;
    down[i] = d;
    kinds[i] = a !== 0 || d !== 0 ? KakuroCellKind.clue : KakuroCellKind.block;
  }
  return { rows, cols, kinds, down, across, givens: new Int32Array(rows * cols) };
}
