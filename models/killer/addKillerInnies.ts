import type { Model } from '../../core/index.js';
import type { SudokuGeometry } from '../sudoku/index.js';
import type { KillerCage } from './KillerCage.js';

/** Largest innie / outie group added as a redundant sum (bigger sums prune too little to pay). */
export const MAX_INNIE_CELLS = 5;

/**
 * Adds the "45 rule" as redundant sums, the first thing human killer solvers look for. For every
 * region that is one house or a run of consecutive rows or columns, holding `r` times each digit
 * (`r · N(N+1)/2` in total):
 *
 * - *innies*: the region's cells outside the cages that lie wholly inside it add up to the total
 *   minus those cages' sums;
 * - *outies*: when every cell of the region belongs to a cage with a sum, the cells of the cages
 *   that straddle the region's border, taken outside it, add up to those cages' sums minus the
 *   innies' total.
 *
 * Each group of 1..`MAX_INNIE_CELLS` cells that is not already a cage or a house becomes one `linear`
 * equation (`innies rows 1-3`, `outies column 4`); duplicates are skipped. In a single house with too
 * many innies, the cells of the cages wholly inside it get one joint sum instead (`caged row 2`). They follow from the other
 * constraints, so the solutions do not change; an innie group inside one house is also all
 * different, so the native engine gives it the cage treatment. Returns the number of sums added.
 */
export function addKillerInnies(
  model: Model,
  geometry: SudokuGeometry,
  cages: readonly KillerCage[],
): number {
  const n = geometry.size;
  const houseTotal = (n * (n + 1)) / 2;
  const cageOf = new Int32Array(geometry.cellCount).fill(-1);
  cages.forEach((cage, i) => {
    for (const c of cage.cells) cageOf[c] = i;
  });
  // Groups already constrained, as sorted cell lists (only those small enough to be an innie group).
  const seen = new Set<string>();
  const known = (cells: readonly number[]): void => {
    if (cells.length <= MAX_INNIE_CELLS) seen.add([...cells].sort((a, b) => a - b).join(','));
  };
  for (const cage of cages) known(cage.cells);
  for (const h of geometry.houses) known(h);
  let added = 0;
  const add = (cells: number[], sum: number, name: string): void => {
    if (cells.length === 0 || cells.length > MAX_INNIE_CELLS) return;
    cells.sort((a, b) => a - b);
    const key = cells.join(',');
    if (seen.has(key)) return;
    seen.add(key);
    model.sum(model.varsAt(cells), '=', sum, name);
    added++;
  };
  // Per region, stamped instead of cleared: which cells are inside, and how many cells of each
  // cage. About 100 regions per puzzle, so this runs for every killer solved.
  const insideStamp = new Int32Array(geometry.cellCount);
  const touchedStamp = new Int32Array(cages.length);
  const touchedCount = new Int32Array(cages.length);
  const touched: number[] = []; // cages with cells inside, in first-seen order
  let stamp = 0;
  const region = (cells: readonly number[], copies: number, name: string): void => {
    stamp++;
    for (const c of cells) insideStamp[c] = stamp;
    touched.length = 0;
    let innieSum = copies * houseTotal;
    const innies: number[] = [];
    let allCaged = true;
    for (const c of cells) {
      const k = cageOf[c]!;
      if (k < 0 || cages[k]!.sum === undefined) {
        innies.push(c);
        allCaged = false;
        continue;
      }
      if (touchedStamp[k] !== stamp) {
        touchedStamp[k] = stamp;
        touchedCount[k] = 0;
        touched.push(k);
      }
      touchedCount[k]!++;
    }
    let outieSum = 0;
    const outies: number[] = [];
    for (const k of touched) {
      const cage = cages[k]!;
      if (touchedCount[k] === cage.cells.length) {
        innieSum -= cage.sum!;
        continue;
      }
      outieSum += cage.sum!;
      for (const c of cage.cells) {
        if (insideStamp[c] === stamp) innies.push(c);
        else outies.push(c);
      }
    }
    add(innies, innieSum, `innies ${name}`);
    // In one house the cells outside the innies (the cages wholly inside) are just as distinct: when the
    // innies are too many, their complement carries the same fact in fewer cells.
    if (copies === 1 && innies.length > MAX_INNIE_CELLS) {
      stamp++;
      for (const c of innies) insideStamp[c] = stamp;
      const rest = cells.filter((c) => insideStamp[c] !== stamp);
      add(rest, houseTotal - innieSum, `caged ${name}`);
    }
    if (allCaged) add(outies, outieSum - innieSum, `outies ${name}`);
  };
  const houses = geometry.houses;
  houses.forEach((h, i) => {
    region(h, 1, geometry.houseName(i));
  });
  for (let first = 0; first < n; first++) {
    const rows: number[] = [];
    const cols: number[] = [];
    for (let last = first; last < n; last++) {
      rows.push(...houses[last]!);
      cols.push(...houses[n + last]!);
      const copies = last - first + 1;
      if (copies === 1 || copies === n) continue;
      region(rows, copies, `rows ${first + 1}-${last + 1}`);
      region(cols, copies, `columns ${first + 1}-${last + 1}`);
    }
  }
  return added;
}
