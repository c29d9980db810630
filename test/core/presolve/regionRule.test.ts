import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FactSink, MAX_DERIVED_SUM_CELLS } from '../../../core/presolve/FactSink.js';
import { RegionRule } from '../../../core/presolve/RegionRule.js';
import type { SumFact } from '../../../core/presolve/SumFact.js';

/**
 * The sum rule on one region written the plain way, with sets and no stamps, as `RegionRule`
 * documents it: cages wholly inside (disjoint, in cage order), innies, the caged part, then the
 * straddling cages (disjoint from each other and the inside ones) and the outies or the
 * outies-minus-innies difference. `RegionRule` is the fast form (stamped scratch arrays, one
 * instance for every region); the two must post the same facts in the same order.
 */
function plainRule(cages: readonly SumFact[], region: SumFact, single: boolean, sink: FactSink): number {
  const inRegion = new Set(region.cells);
  const touched = cages.flatMap((c, k) => (c.cells.some((v) => inRegion.has(v)) ? [k] : []));
  if (touched.length === 0) return 0;
  const used = new Set<number>();
  const wholly = (k: number): boolean => cages[k]!.cells.every((v) => inRegion.has(v));
  const free = (k: number): boolean => cages[k]!.cells.every((v) => !used.has(v));
  let rest = region.sum;
  let picked = 0;
  for (const k of touched) {
    if (!wholly(k) || !free(k)) continue;
    for (const v of cages[k]!.cells) used.add(v);
    rest -= cages[k]!.sum;
    picked++;
  }
  let added = 0;
  const innies = region.cells.filter((v) => !used.has(v));
  if (sink.sum(innies, rest, 'innies')) added++;
  if (single && innies.length > MAX_DERIVED_SUM_CELLS && picked > 1) {
    const caged = region.cells.filter((v) => used.has(v));
    if (sink.sum(caged, region.sum - rest, 'caged part', region.cells.length - 1)) added++;
  }
  let straddling = 0;
  const outies: number[] = [];
  for (const k of touched) {
    if (wholly(k) || !free(k)) continue;
    for (const v of cages[k]!.cells) {
      used.add(v);
      if (!inRegion.has(v)) outies.push(v);
    }
    straddling += cages[k]!.sum;
  }
  if (outies.length === 0) return added;
  outies.sort((a, b) => a - b);
  const uncovered = region.cells.filter((v) => !used.has(v));
  const k = straddling - rest;
  if (uncovered.length === 0) {
    if (sink.sum(outies, k, 'outies')) added++;
  } else if (sink.difference(outies, uncovered, k, 'outies minus innies')) added++;
  return added;
}

const CELLS = 36;
const factArb = (min: number, max: number): fc.Arbitrary<SumFact> =>
  fc.record({
    cells: fc
      .uniqueArray(fc.integer({ min: 0, max: CELLS - 1 }), { minLength: min, maxLength: max })
      .map((cs) => [...cs].sort((a, b) => a - b)),
    sum: fc.integer({ min: 1, max: 60 }),
  });

describe('RegionRule', () => {
  it('posts exactly the facts of the plain set-based rule, region after region (overlapping cages too)', () => {
    fc.assert(
      fc.property(
        fc.array(factArb(1, 6), { minLength: 1, maxLength: 14 }),
        fc.array(fc.tuple(factArb(2, 24), fc.boolean()), { minLength: 1, maxLength: 8 }),
        (cages, regions) => {
          const cagesOf: number[][] = [];
          cages.forEach((c, i) => {
            for (const v of c.cells) (cagesOf[v] ??= []).push(i);
          });
          // One instance for every region, as presolve uses it: stale stamps must not leak.
          const rule = new RegionRule(cages, cagesOf, CELLS);
          const fast = new FactSink();
          const plain = new FactSink();
          for (const [region, single] of regions) {
            expect(rule.apply(region, single, fast)).toBe(plainRule(cages, region, single, plain));
          }
          expect(fast.constraints).toEqual(plain.constraints);
        },
      ),
      { numRuns: 300, seed: 18 },
    );
  });
});
