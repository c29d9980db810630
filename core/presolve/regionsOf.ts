import { sortedAscending } from '../util/sortedAscending.js';
import type { SumFact } from './SumFact.js';

/** Most groups in one family whose runs become regions (runs are quadratic in the family size). */
export const MAX_FAMILY_RUN_GROUPS = 64;

/**
 * The regions presolve applies the sum rule to: every permutation group, and every run of two or
 * more consecutive groups (in model order) of a *family* of pairwise disjoint groups, short of
 * the whole family. Families are formed greedily in model order: a group joins the first family
 * it is disjoint from. Models declare their groups in a meaningful order (rows one after the
 * other), so runs are unions of adjacent houses (bands, stacks of rows); any union of disjoint
 * permutation groups has a known sum, so the rule stays sound whatever the order.
 */
export function regionsOf(permutations: readonly SumFact[], varCount: number): SumFact[] {
  const out: SumFact[] = [...permutations];
  const families: SumFact[][] = [];
  const taken: Uint8Array[] = [];
  for (const g of permutations) {
    let f = 0;
    for (; f < families.length; f++) if (g.cells.every((v) => taken[f]![v] === 0)) break;
    if (f === families.length) {
      families.push([]);
      taken.push(new Uint8Array(varCount));
    }
    families[f]!.push(g);
    for (const v of g.cells) taken[f]![v] = 1;
  }
  for (const fam of families) {
    if (fam.length > MAX_FAMILY_RUN_GROUPS) continue;
    for (let first = 0; first < fam.length; first++) {
      const cells: number[] = [...fam[first]!.cells];
      let sum = fam[first]!.sum;
      for (let last = first + 1; last < fam.length; last++) {
        cells.push(...fam[last]!.cells);
        sum += fam[last]!.sum;
        if (first === 0 && last === fam.length - 1) break;
        out.push({ cells: sortedAscending(cells), sum });
      }
    }
  }
  return out;
}
