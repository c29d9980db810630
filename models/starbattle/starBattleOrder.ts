import type { VariableOrder } from '../../core/index.js';
import type { StarBattlePuzzle } from './StarBattlePuzzle.js';

/**
 * A variable order for Star Battle models (`buildStarBattleModel`): branch on a free cell of the
 * row, column or region with the fewest free cells per star still missing, the way people look at
 * the most cramped region first. Every cell is a 0/1 variable, so plain MRV sees only ties; this
 * order makes each decision settle the unit closest to being forced.
 */
export function starBattleOrder(puzzle: StarBattlePuzzle): VariableOrder {
  const n = puzzle.size;
  // Units: rows, columns, regions; each a list of cell (= variable) indices.
  const units: Int32Array[] = [];
  for (let r = 0; r < n; r++) units.push(Int32Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) units.push(Int32Array.from({ length: n }, (_, r) => r * n + c));
  puzzle.letters.forEach((_, g) => {
    const cells: number[] = [];
    for (let i = 0; i < n * n; i++) if (puzzle.regions[i] === g) cells.push(i);
    units.push(Int32Array.from(cells));
  });
  return {
    name: 'starBattleUnits',
    select(view) {
      const store = view.store;
      let best = -1;
      // Compare free/missing as fractions: free·bestMissing < bestFree·missing.
      let bestFree = 1;
      let bestMissing = 0;
      for (const unit of units) {
        let free = 0;
        let placed = 0;
        let first = -1;
        for (let j = 0; j < unit.length; j++) {
          const v = unit[j]!;
          if (store.size[v]! > 1) {
            if (first < 0) first = v;
            free++;
          } else if (store.min(v) === 1) placed++;
        }
        const missing = puzzle.stars - placed;
        if (free === 0 || missing <= 0) continue;
        if (best < 0 || free * bestMissing < bestFree * missing) {
          best = first;
          bestFree = free;
          bestMissing = missing;
        }
      }
      return best >= 0 ? best : view.freeVariable(0);
    },
  };
}
