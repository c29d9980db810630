import { type Dfa, type IntVar, Model, regular } from '../../core/index.js';
import { checkSkyscrapersPuzzle } from './checkSkyscrapersPuzzle.js';
import type { SkyscrapersModel } from './SkyscrapersModel.js';
import type { SkyscrapersPuzzle } from './SkyscrapersPuzzle.js';
import { visibilityDfa } from './visibilityDfa.js';

/**
 * Builds the model of a skyscrapers puzzle: one variable per cell (`r1c1`…, heights 1..N or the given),
 * `allDifferent` per row and column, and per clue a `regular` over the line read from the clue's side
 * with the automaton of (tallest so far, seen so far) (`visibilityDfa`), named `top 3`, `left 1`, ….
 * Equal clues share one automaton.
 *
 * @throws `SkyscrapersError` from `checkSkyscrapersPuzzle` for malformed input.
 */
export function buildSkyscrapersModel(puzzle: SkyscrapersPuzzle): SkyscrapersModel {
  checkSkyscrapersPuzzle(puzzle);
  const n = puzzle.size;
  const model = new Model();
  const cells = Array.from({ length: n * n }, (_, i) => {
    const g = puzzle.givens[i]!;
    return model.intVar(`r${Math.floor(i / n) + 1}c${(i % n) + 1}`, g === 0 ? { min: 1, max: n } : [g]);
  });
  const row = (r: number): IntVar[] => cells.slice(r * n, (r + 1) * n);
  const column = (c: number): IntVar[] => Array.from({ length: n }, (_, r) => cells[r * n + c]!);
  for (let k = 0; k < n; k++) {
    model.allDifferent(row(k), `row ${k + 1}`);
    model.allDifferent(column(k), `column ${k + 1}`);
  }
  const automata = new Map<number, Dfa>();
  const see = (clue: number, line: IntVar[], name: string): void => {
    if (clue === 0) return;
    let dfa = automata.get(clue);
    if (dfa === undefined) {
      dfa = visibilityDfa(n, clue);
      automata.set(clue, dfa);
    }
    model.add(regular(line, dfa, name));
  };
  for (let k = 0; k < n; k++) {
    see(puzzle.top[k]!, column(k), `top ${k + 1}`);
    see(puzzle.bottom[k]!, column(k).reverse(), `bottom ${k + 1}`);
    see(puzzle.left[k]!, row(k), `left ${k + 1}`);
    see(puzzle.right[k]!, row(k).reverse(), `right ${k + 1}`);
  }
  return { model, puzzle };
}
