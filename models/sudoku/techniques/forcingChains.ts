import { popcount32 } from '../../../core/util/bits.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { makeStep } from './makeStep.js';
import { propagateSingles } from './propagateSingles.js';
import { ScratchGrids } from './ScratchGrids.js';
import type { Step } from './Step.js';
import type { Technique } from './Technique.js';

/** The best conclusion found so far (shortest chains first). */
interface Best {
  length: number;
  kind: 'placement' | 'contradiction';
  /** Source: a cell with two candidates (`house` -1), or a value with two places in `house`. */
  cellA: number;
  cellB: number;
  valueA: number;
  valueB: number;
  house: number;
  /** The conclusion: place `value` in `cell`, or (contradiction) remove `value` from `cell`. */
  cell: number;
  value: number;
}

/**
 * Forcing chains: take a cell with two candidates (or a value with two places in a house) and follow the
 * singles each choice forces. When both choices force the same value into some cell, it is placed; when
 * one choice runs into a contradiction, the other is true. Of all conclusions the shortest (fewest rounds
 * of singles, `Step.length`) is reported. Cost from the table: 4200 first, 2100 later.
 */
export const forcingChains: Technique = {
  id: 'forcing-chains',
  name: 'Forcing chains',
  cost: { first: 4200, later: 2100 },
  find(grid: CandidateGrid): Step | null {
    const { layout } = grid;
    const n = layout.size;
    const scratch = ScratchGrids.of(layout);
    const roundA = scratch.roundTable(0);
    const roundB = scratch.roundTable(1);
    const state: { best: Best | null } = { best: null };
    const shortest = (): number => state.best?.length ?? Number.POSITIVE_INFINITY;

    const tryPair = (cellA: number, valueA: number, cellB: number, valueB: number, house: number): void => {
      const a = scratch.copy(0, grid);
      a.place(cellA, valueA);
      roundA[cellA] = 0;
      const ra = propagateSingles(a, roundA);
      if (ra < 0 && -ra < shortest()) {
        state.best = {
          length: -ra,
          kind: 'contradiction',
          cellA,
          cellB,
          valueA,
          valueB,
          house,
          cell: cellA,
          value: valueA,
        };
      }
      const b = scratch.copy(1, grid);
      b.place(cellB, valueB);
      roundB[cellB] = 0;
      const rb = propagateSingles(b, roundB);
      if (rb < 0 && -rb < shortest()) {
        state.best = {
          length: -rb,
          kind: 'contradiction',
          cellA: cellB,
          cellB: cellA,
          valueA: valueB,
          valueB: valueA,
          house,
          cell: cellB,
          value: valueB,
        };
      }
      if (ra < 0 || rb < 0) return;
      for (let c = 0; c < layout.cellCount; c++) {
        if (grid.values[c] !== 0) continue;
        const v = a.values[c]!;
        if (v === 0 || b.values[c] !== v) continue;
        const length = Math.max(roundA[c]!, roundB[c]!);
        if (length < shortest()) {
          state.best = { length, kind: 'placement', cellA, cellB, valueA, valueB, house, cell: c, value: v };
        }
      }
    };

    // Cells with two candidates first: the classic forcing chain.
    for (let c = 0; c < layout.cellCount; c++) {
      const bits = grid.cands[c]!;
      if (bits === 0 || popcount32(bits) !== 2) continue;
      const lo = 32 - Math.clz32(bits & -bits);
      const hi = 32 - Math.clz32(bits);
      tryPair(c, lo, c, hi, -1);
      if (shortest() <= 1) break;
    }
    // Then values with two places in a house.
    if (shortest() > 2) {
      for (let h = 0; h < layout.houseCount; h++) {
        for (let rest = layout.allValues & ~grid.placedIn[h]!; rest !== 0; rest &= rest - 1) {
          const v0 = 31 - Math.clz32(rest & -rest);
          const p = grid.where[h * n + v0]!;
          if (popcount32(p) !== 2) continue;
          const cellA = layout.houseCells[h * n + 31 - Math.clz32(p & -p)]!;
          const cellB = layout.houseCells[h * n + 31 - Math.clz32(p)]!;
          tryPair(cellA, v0 + 1, cellB, v0 + 1, h);
        }
      }
    }
    return state.best === null ? null : build(forcingChains, grid, state.best);
  },
};

function build(technique: Technique, grid: CandidateGrid, best: Best): Step {
  const g = grid.geometry;
  const source =
    best.house < 0
      ? `${g.cellName(best.cellA)} is ${Math.min(best.valueA, best.valueB)} or ${Math.max(best.valueA, best.valueB)}`
      : `in ${g.houseName(best.house)}, ${best.valueA} is in ${g.cellName(Math.min(best.cellA, best.cellB))} or ${g.cellName(Math.max(best.cellA, best.cellB))}`;
  const cells = best.cellA === best.cellB ? [best.cellA] : [best.cellA, best.cellB].sort((x, y) => x - y);
  const candidates =
    best.cellA === best.cellB
      ? [
          { cell: best.cellA, value: Math.min(best.valueA, best.valueB) },
          { cell: best.cellA, value: Math.max(best.valueA, best.valueB) },
        ]
      : cells.map((cell) => ({ cell, value: best.valueA }));
  const houses = best.house < 0 ? [] : [best.house];
  const rounds = `${best.length} round${best.length === 1 ? '' : 's'} of singles`;
  if (best.kind === 'contradiction') {
    return makeStep(technique, {
      eliminations: [{ cell: best.cell, value: best.value }],
      cells,
      candidates,
      houses,
      length: best.length,
      because:
        `${source}; putting ${best.value} in ${g.cellName(best.cell)} leads to a contradiction within ${rounds}, ` +
        `so ${best.value} is removed from ${g.cellName(best.cell)}.`,
    });
  }
  return makeStep(technique, {
    placements: [{ cell: best.cell, value: best.value }],
    cells,
    candidates,
    houses,
    length: best.length,
    because: `${source}; either way ${g.cellName(best.cell)} becomes ${best.value} within ${rounds}, so it is ${best.value}.`,
  });
}
