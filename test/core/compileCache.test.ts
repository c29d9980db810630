import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { Model } from '../../core/model/Model.js';

/** At most this sum over the three variables: the same constraint in every model below. */
const TOTAL = 80;

/** Three variables over `domains`, all different, summing to at most {@link TOTAL}. */
function modelOf(domains: readonly (readonly [number, number])[]): Model {
  const m = new Model();
  const vars = domains.map((d, i) => m.intVar(`x${i}`, { min: d[0], max: d[1] }));
  m.allDifferent(vars);
  m.sum(vars, '<=', TOTAL);
  return m;
}

type Bounds = readonly (readonly [number, number])[];

describe('compiled-engine reuse', () => {
  it('compiles afresh when a domain falls outside the reused layout, and answers right', () => {
    const backend = new NativeBackend();
    // The same constraints each time (so the engine is reused); the domains move, widen past the
    // compiled layout (32 values from the first model's offset), and contradict.
    const cases: [Bounds, string, number[] | undefined][] = [
      [
        [
          [1, 3],
          [1, 3],
          [1, 3],
        ],
        'sat',
        undefined,
      ],
      [
        [
          [5, 7],
          [5, 7],
          [5, 7],
        ],
        'sat',
        undefined,
      ],
      [
        [
          [1, 40],
          [40, 40],
          [39, 39],
        ],
        'sat',
        [1, 40, 39],
      ],
      [
        [
          [1, 3],
          [1, 3],
          [1, 3],
        ],
        'sat',
        undefined,
      ],
      [
        [
          [2, 2],
          [2, 2],
          [1, 3],
        ],
        'unsat',
        undefined,
      ],
      [
        [
          [1, 1],
          [2, 2],
          [3, 3],
        ],
        'sat',
        [1, 2, 3],
      ],
    ];
    for (const [domains, status, first] of cases) {
      const r = backend.solveSync(modelOf(domains), { solutionLimit: 2 });
      expect(r.status).toBe(status);
      for (const sol of r.solutions) {
        const v = [...sol.values];
        expect(new Set(v).size).toBe(3);
        expect(v.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(TOTAL);
        v.forEach((x, i) => {
          expect(x).toBeGreaterThanOrEqual(domains[i]![0]);
          expect(x).toBeLessThanOrEqual(domains[i]![1]);
        });
      }
      if (first) expect([...r.solutions[0]!.values]).toEqual(first);
    }
  });
});
