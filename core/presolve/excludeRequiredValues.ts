import type { StoreLayout } from '../solver/compileModel.js';
import { requiredOf } from './distinctCombinations.js';
import type { FactSink } from './FactSink.js';
import type { SumFact } from './SumFact.js';

/**
 * Required values: a sum whose cells must all differ (they lie in one all-different group) and
 * whose every possible combination of distinct values contains `v` holds `v` somewhere; so every
 * other member of any all-different group containing the whole sum is not `v`. Values range over
 * the store layout (see `scanModel`). Returns the number of exclusions added.
 */
export function excludeRequiredValues(
  facts: readonly SumFact[],
  groups: readonly (readonly number[])[],
  layout: StoreLayout,
  sink: FactSink,
): number {
  const groupsOf: number[][] = [];
  groups.forEach((g, i) => {
    for (const v of g) (groupsOf[v] ??= []).push(i);
  });
  const members: (Set<number> | undefined)[] = [];
  const memberSet = (g: number): Set<number> => (members[g] ??= new Set(groups[g]));
  let added = 0;
  for (const f of facts) {
    if (f.cells.length < 2) continue;
    const first = f.cells[0]!;
    const off = layout.offsets[first]!;
    const span = layout.spans[first]!;
    if (!f.cells.every((v) => layout.offsets[v] === off && layout.spans[v] === span)) continue;
    const holding = (groupsOf[first] ?? []).filter((g) => {
      const set = memberSet(g);
      return groups[g]!.length > f.cells.length && f.cells.every((v) => set.has(v));
    });
    if (holding.length === 0) continue;
    const required = requiredOf(f.cells.length, f.sum, off, off + span - 1);
    if (required === undefined || required.length === 0) continue;
    const inFact = new Set(f.cells);
    for (const g of holding) {
      for (const x of groups[g]!) {
        if (inFact.has(x)) continue;
        for (const value of required) if (sink.exclude(x, value, `required ${value}`)) added++;
      }
    }
  }
  return added;
}
