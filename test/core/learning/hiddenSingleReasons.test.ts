import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExplainingAllDifferent, IntBuffer, Model, REASON_LAZY, TRUE_LIT } from '../../../core/index.js';
import { learningSearchFor } from '../../support/learningSearchFor.js';
import { cellValuePairs } from '../../support/randomModel.js';

/**
 * A Latin square of side `n` over values 1..maxValue (more values than cells: no permutation
 * group; as many: every row and column is one), some cells given, some values removed.
 */
function latin(
  n: number,
  maxValue: number,
  givens: readonly (readonly [number, number])[],
  holes: readonly (readonly [number, number])[],
): Model {
  const m = new Model();
  const xs = m.intVars(n * n, (i) => `x${i}`, { min: 1, max: maxValue });
  for (let r = 0; r < n; r++) m.allDifferent(xs.slice(r * n, r * n + n));
  for (let c = 0; c < n; c++) m.allDifferent(xs.filter((_, i) => i % n === c));
  const removed = new Map<number, Set<number>>();
  for (const [cell, v] of holes) {
    if (cell >= n * n || v > maxValue) continue;
    const set = removed.get(cell) ?? new Set<number>();
    set.add(v);
    removed.set(cell, set);
  }
  for (const [cell, set] of removed) {
    const keep: number[] = [];
    for (let v = 1; v <= maxValue; v++) if (!set.has(v)) keep.push(v);
    if (keep.length > 0) m.setDomain(xs[cell]!, keep);
  }
  for (const [cell, v] of givens) if (cell < n * n && v <= maxValue) m.setDomain(xs[cell]!, [v]);
  return m;
}

describe('hidden-single reasons of the learning all-different', () => {
  it('name exactly the other members whose removal of the value is not a root fact, in scope order', () => {
    let checked = 0;
    let shorter = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 8 }),
        cellValuePairs(63, 8, 12),
        cellValuePairs(63, 8, 60),
        (n, givens, holes) => {
          const { search, ex } = learningSearchFor(latin(n, n, givens, holes), {
            solutionLimit: 3,
            nodeLimit: 1000,
          });
          if (ex.rootFailed) return;
          ex.forward = (_v, removed, size) => {
            // The entries of this change: the `[x = v]` entry first when one value is left.
            const first = ex.top - removed.length - (size === 1 ? 1 : 0);
            for (let t = first; t < ex.top; t++) {
              if ((ex.tKind[t]! & 7) !== REASON_LAZY) continue;
              const group = ex.lazy[ex.tA[t]!];
              if (!(group instanceof ExplainingAllDifferent)) continue;
              const lit = ex.tLit[t]!;
              const bit = ex.tB[t]!;
              const x = ex.atomVar[lit >> 1]!;
              // What the whole group says (every other member's removal), less the root facts.
              const want: number[] = [];
              for (const y of group.scope) {
                if (y === x) continue;
                const l = ex.neq(y, bit);
                if (l !== TRUE_LIT) want.push(l);
              }
              const out = new IntBuffer(1);
              group.explain(lit, bit, out);
              const got = out.toArray();
              expect(got).toEqual(want);
              for (const l of got) {
                expect(ex.isTrue(l)).toBe(true);
                expect(ex.apos[l >> 1]!).toBeLessThan(t);
              }
              if (got.length < group.scope.length - 1) shorter++;
              checked++;
            }
          };
          search.run(Number.POSITIVE_INFINITY);
        },
      ),
      { numRuns: 100, seed: 27 },
    );
    // Not vacuous: many hidden singles, most of them with root facts left out.
    expect(checked).toBeGreaterThan(200);
    expect(shorter).toBeGreaterThan(100);
  });
});
