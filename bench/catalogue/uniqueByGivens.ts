import { createContainer, getBackend } from '../../adapters/index.js';
import type { Model, SolveOptions } from '../../core/index.js';

const native = getBackend(createContainer(), 'native');

/**
 * Makes a generated puzzle unique and minimal the way puzzle setters do: while it has two solutions,
 * give the value of the intended solution at the first cell where the two differ; then drop every given
 * whose removal keeps the solution unique (in order), so no given is redundant. `build(givens)` makes
 * the model of the puzzle with `givens` (cell index → value); `cellOf(values, cell)` reads a cell of a
 * solution; `solution[cell]` is the intended value. Returns the final givens (the map, changed in place).
 */
export function uniqueByGivens(
  build: (givens: ReadonlyMap<number, number>) => Model,
  cellOf: (values: Int32Array, cell: number) => number,
  solution: ArrayLike<number>,
  givens: Map<number, number>,
  options: SolveOptions = {},
): Map<number, number> {
  if (native.solveSync === undefined) throw new Error('the native backend has no synchronous solve');
  const solve = native.solveSync.bind(native);
  const count = (): number => solve(build(givens), { ...options, solutionLimit: 2 }).solutions.length;
  for (;;) {
    const found = solve(build(givens), { ...options, solutionLimit: 2 }).solutions;
    if (found.length < 2) break;
    const a = found[0]!.values;
    const b = found[1]!.values;
    let cell = -1;
    for (let i = 0; i < solution.length && cell < 0; i++) if (cellOf(a, i) !== cellOf(b, i)) cell = i;
    if (cell < 0) throw new Error('two solutions that do not differ');
    givens.set(cell, solution[cell]!);
  }
  for (const [cell, value] of [...givens]) {
    givens.delete(cell);
    if (count() !== 1) givens.set(cell, value);
  }
  return givens;
}
