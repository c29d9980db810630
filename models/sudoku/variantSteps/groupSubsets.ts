import { makeStep } from '../techniques/makeStep.js';
import type { CellValue, Step } from '../techniques/Step.js';
import { cellList, maskValues, removedText, sortedCellValues } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

const SUBSET_NAMES = ['', '', 'pair', 'triple', 'quad'];

/** Calls `visit` with every k-element subset of `items` (as indices) until it returns `true`. */
function someSubset(count: number, k: number, visit: (pick: readonly number[]) => boolean): boolean {
  const pick: number[] = [];
  const walk = (from: number): boolean => {
    if (pick.length === k) return visit(pick);
    for (let i = from; i <= count - (k - pick.length); i++) {
      pick.push(i);
      if (walk(i + 1)) return true;
      pick.pop();
    }
    return false;
  };
  return walk(0);
}

/**
 * Naked subset of size k in any group of different digits (houses, and smaller groups such as killer
 * cages): k cells of the group whose candidates together are k values hold those values, so no other cell
 * that sees all k of them can.
 */
function nakedSubset(k: number, cost: VariantTechnique['cost']): VariantTechnique {
  const technique: VariantTechnique = {
    id: `naked-${SUBSET_NAMES[k]}`,
    name: `Naked ${SUBSET_NAMES[k]}`,
    cost,
    find(grid: VariantCandidates): Step | null {
      for (const group of grid.resolved.groups) {
        const open = group.cells.filter((c) => grid.values[c] === 0 && grid.count(c) <= k);
        if (open.length < k) continue;
        let step: Step | null = null;
        someSubset(open.length, k, (pick) => {
          const cells = pick.map((i) => open[i]!);
          let union = 0;
          for (const c of cells) union |= grid.cands[c]!;
          if (maskValues(union).length !== k) return false;
          const eliminations: CellValue[] = [];
          for (const target of grid.peers[cells[0]!]!) {
            if (grid.values[target] !== 0 || cells.includes(target)) continue;
            if ((grid.cands[target]! & union) === 0 || !cells.every((c) => grid.sees(c, target))) continue;
            for (const value of maskValues(grid.cands[target]! & union))
              eliminations.push({ cell: target, value });
          }
          if (eliminations.length === 0) return false;
          sortedCellValues(eliminations);
          step = makeStep(technique, {
            eliminations,
            cells,
            candidates: cells.flatMap((cell) => grid.candidatesOf(cell).map((value) => ({ cell, value }))),
            because: `in ${group.name}, ${cellList(grid, cells)} hold ${maskValues(union).join(', ')} between them, so the cells that see them all lose those: ${removedText(grid, eliminations)}.`,
          });
          return true;
        });
        if (step !== null) return step;
      }
      return null;
    },
  };
  return technique;
}

/**
 * Hidden subset of size k in a house: k values whose places in the house are the same k cells fill them,
 * so those cells lose every other candidate.
 */
function hiddenSubset(k: number, cost: VariantTechnique['cost']): VariantTechnique {
  const technique: VariantTechnique = {
    id: `hidden-${SUBSET_NAMES[k]}`,
    name: `Hidden ${SUBSET_NAMES[k]}`,
    cost,
    find(grid: VariantCandidates): Step | null {
      for (let h = 0; h < grid.houses.length; h++) {
        const house = grid.houses[h]!;
        const values: number[] = [];
        const places: number[][] = [];
        for (let v = 1; v <= grid.size; v++) {
          if (grid.placedIn(h, v)) continue;
          const p = grid.placesOf(h, v);
          if (p.length >= 2 && p.length <= k) {
            values.push(v);
            places.push(p);
          }
        }
        if (values.length < k) continue;
        let step: Step | null = null;
        someSubset(values.length, k, (pick) => {
          const cells = [...new Set(pick.flatMap((i) => places[i]!))].sort((a, b) => a - b);
          if (cells.length !== k) return false;
          let keep = 0;
          for (const i of pick) keep |= 1 << (values[i]! - 1);
          const eliminations: CellValue[] = [];
          for (const cell of cells) {
            for (const value of maskValues(grid.cands[cell]! & ~keep)) eliminations.push({ cell, value });
          }
          if (eliminations.length === 0) return false;
          const vs = maskValues(keep);
          step = makeStep(technique, {
            eliminations,
            cells,
            candidates: cells.flatMap((cell) =>
              vs.filter((value) => grid.has(cell, value)).map((value) => ({ cell, value })),
            ),
            houses: [h],
            because: `in ${house.name}, ${vs.join(', ')} fit only in ${cellList(grid, cells)}, so those cells lose their other candidates: ${removedText(grid, eliminations)}.`,
          });
          return true;
        });
        if (step !== null) return step;
      }
      return null;
    },
  };
  return technique;
}

/** Naked pair in any group (classic cost 750 / 500). */
export const variantNakedPair = nakedSubset(2, { first: 750, later: 500 });
/** Naked triple in any group (classic cost 2000 / 1400). */
export const variantNakedTriple = nakedSubset(3, { first: 2000, later: 1400 });
/** Naked quad in any group (classic cost 5000 / 4000). */
export const variantNakedQuad = nakedSubset(4, { first: 5000, later: 4000 });
/** Hidden pair in a house (classic cost 1500 / 1200). */
export const variantHiddenPair = hiddenSubset(2, { first: 1500, later: 1200 });
/** Hidden triple in a house (classic cost 2400 / 1600). */
export const variantHiddenTriple = hiddenSubset(3, { first: 2400, later: 1600 });
