import { valuesOf } from '../../../core/model/Domain.js';
import { Model } from '../../../core/model/Model.js';
import { CompileCache } from '../../../core/solver/CompileCache.js';
import { engineSolveSync } from '../../../core/solver/engineSolve.js';
import { makeStep } from '../techniques/makeStep.js';
import type { Step } from '../techniques/Step.js';
import { maskValues } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

// Trials of one puzzle share their constraints, so the engine compiles them once.
const cache = new CompileCache();

/** The puzzle's model with each cell narrowed to its candidates, and `cell` to `value`. */
function trialModel(grid: VariantCandidates, cell: number, value: number): Model {
  const source = grid.variant.model;
  const copy = new Model({ kinds: source.kinds });
  source.variables.forEach((v, i) => {
    if (i >= grid.cellCount) copy.variables.push(v);
    else
      copy.variables.push({
        name: v.name,
        domain: valuesOf(i === cell ? [value] : maskValues(grid.maskOf(i))),
      });
  });
  // Same constraint objects: valid already, and the compile cache recognises them.
  for (const c of source.constraints) copy.constraints.push(c);
  return copy;
}

/**
 * Guessing, the last resort that completes the path of every puzzle with one solution: in a cell with
 * fewest candidates, each candidate is tried and the search goes on (the exact solver on the puzzle's
 * model); a candidate under which no solution exists is removed. `Step.length` is the search nodes.
 * Same cost as classic guessing (20000 / 15000).
 */
export const variantGuessing: VariantTechnique = {
  id: 'guessing',
  name: 'Guessing',
  cost: { first: 20000, later: 15000 },
  find(grid: VariantCandidates): Step | null {
    let cell = -1;
    let fewest = 33;
    for (let c = 0; c < grid.cellCount; c++) {
      if (grid.values[c] !== 0) continue;
      const k = grid.count(c);
      if (k >= 2 && k < fewest) {
        fewest = k;
        cell = c;
      }
    }
    if (cell < 0) return null;
    let nodes = 0;
    for (const value of grid.candidatesOf(cell)) {
      const r = engineSolveSync(trialModel(grid, cell, value), { solutionLimit: 1 }, cache);
      nodes += r.stats.nodes;
      if (r.solutions.length > 0 || r.status !== 'unsat') continue;
      const name = grid.geometry.cellName(cell);
      return makeStep(this, {
        eliminations: [{ cell, value }],
        cells: [cell],
        candidates: [{ cell, value }],
        length: nodes,
        because: `trying ${value} in ${name} and searching on (${nodes} search node${nodes === 1 ? '' : 's'}) finds no solution, so ${value} is removed from ${name}.`,
      });
    }
    return null;
  },
};
