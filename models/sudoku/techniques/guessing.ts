import type { CandidateGrid } from './CandidateGrid.js';
import { makeStep } from './makeStep.js';
import type { Step } from './Step.js';
import { searchSolutions } from './searchSolutions.js';
import type { Technique } from './Technique.js';

/**
 * Guessing with backtracking, the last resort that completes every path of a puzzle with one solution:
 * in a cell with fewest candidates (two or more), try each candidate and search on (singles, then further guesses); a
 * candidate under which no solution exists is removed. `Step.length` is the number of search nodes.
 * When every candidate of that cell leads to a solution the puzzle has several, and this finds nothing.
 * Cost chosen above everything else: 20000 first, 15000 later.
 */
export const guessing: Technique = {
  id: 'guessing',
  name: 'Guessing',
  cost: { first: 20000, later: 15000 },
  find(grid: CandidateGrid): Step | null {
    let cell = -1;
    let fewest = 33;
    for (let c = 0; c < grid.cands.length; c++) {
      const bits = grid.cands[c]!;
      // A single candidate is no choice; guessing needs two or more.
      if (bits === 0 || (bits & (bits - 1)) === 0) continue;
      const k = grid.count(c);
      if (k < fewest) {
        fewest = k;
        cell = c;
      }
    }
    if (cell < 0) return null;
    let nodes = 0;
    for (const value of grid.candidatesOf(cell)) {
      const trial = grid.clone();
      trial.place(cell, value);
      const outcome = searchSolutions(trial, 1);
      nodes += outcome.nodes;
      if (outcome.solutions > 0) continue;
      const name = grid.geometry.cellName(cell);
      return makeStep(guessing, {
        eliminations: [{ cell, value }],
        cells: [cell],
        candidates: [{ cell, value }],
        length: nodes,
        because:
          `trying ${value} in ${name} and searching on (${nodes} position${nodes === 1 ? '' : 's'} tried) ` +
          `finds no solution, so ${value} is removed from ${name}.`,
      });
    }
    return null;
  },
};
