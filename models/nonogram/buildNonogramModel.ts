import { Model, nonogramDfa, regular } from '../../core/index.js';
import type { NonogramModel } from './NonogramModel.js';
import type { NonogramPuzzle } from './NonogramPuzzle.js';

/**
 * Builds the model of a nonogram: one 0/1 variable per cell (`r1c1`, … row-major, 1 = filled) and one
 * `regular` per row and per column over the automaton of its clue (`nonogramDfa`). Lines with the same
 * clue share one automaton, so it is compiled once. Clues that cannot fit are the reader's to reject;
 * here they simply make the model unsatisfiable.
 */
export function buildNonogramModel(puzzle: NonogramPuzzle): NonogramModel {
  const { width, height } = puzzle;
  const model = new Model();
  const cells = model.intVars(width * height, (i) => `r${Math.floor(i / width) + 1}c${(i % width) + 1}`, {
    min: 0,
    max: 1,
  });
  const automata = new Map<string, ReturnType<typeof nonogramDfa>>();
  const dfaOf = (clue: readonly number[]) => {
    const key = clue.join(',');
    let dfa = automata.get(key);
    if (dfa === undefined) {
      dfa = nonogramDfa(clue);
      automata.set(key, dfa);
    }
    return dfa;
  };
  puzzle.rows.forEach((clue, r) => {
    model.add(regular(cells.slice(r * width, (r + 1) * width), dfaOf(clue), `row ${r + 1}`));
  });
  puzzle.columns.forEach((clue, c) => {
    const line = Array.from({ length: height }, (_, r) => cells[r * width + c]!);
    model.add(regular(line, dfaOf(clue), `column ${c + 1}`));
  });
  return { model, puzzle };
}
