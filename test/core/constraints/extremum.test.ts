import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import { InvalidModelError, Model, maximum, minimum, solveAll } from '../../../core/index.js';
import { ExtremumPropagator } from '../../../core/propagators/ExtremumPropagator.js';
import { actionsArb, domArb } from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';
import { expectGacAlong, expectSoundAlong, type OracleCase, sizedDomsArb } from './oracleHarness.js';

/** `values[m]` is the min (sense 1) or max (sense -1) of `values[xs]`. */
function extremum(m: number, xs: readonly number[], sense: 1 | -1) {
  return (values: readonly number[]): boolean => {
    const pick = xs.map((x) => values[x]!);
    return values[m] === (sense === 1 ? Math.min(...pick) : Math.max(...pick));
  };
}

const senseArb = fc.constantFrom<1 | -1>(1, -1);

/** `m` = variable 0 and `xs` = the others: domain consistent along outside changes. */
const extremumGac = ({ doms, sense, actions }: OracleCase<{ sense: 1 | -1 }>) => {
  const xs = doms.map((_, i) => i).slice(1);
  expectGacAlong(doms, [new ExtremumPropagator(0, xs, sense)], actions, extremum(0, xs, sense));
};

describe('ExtremumPropagator', () => {
  it('is domain consistent when m is not among the xs, also after outside changes', () => {
    fc.assert(fc.property(sizedDomsArb(2, 5, domArb(-2, 1, 1, 6), { sense: senseArb }), extremumGac), {
      numRuns: 600,
    });
  });

  it('is domain consistent on multi-word domains', () => {
    fc.assert(fc.property(sizedDomsArb(2, 3, domArb(-3, 3, 33, 38), { sense: senseArb }), extremumGac), {
      numRuns: 200,
    });
  });

  it('is sound, and exact on fixed values, with repeats and m among the xs', () => {
    fc.assert(
      fc.property(
        fc.record({
          doms: fc.array(domArb(-1, 1, 1, 4), { minLength: 1, maxLength: 4 }),
          m: fc.nat(),
          positions: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
          sense: senseArb,
          actions: actionsArb,
        }),
        ({ doms, m, positions, sense, actions }) => {
          const mv = m % doms.length;
          const xs = positions.map((p) => p % doms.length);
          const pred = extremum(mv, xs, sense);
          expectSoundAlong(doms, [new ExtremumPropagator(mv, xs, sense)], actions, pred);
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe('minimum / maximum', () => {
  it('CNF solutions are exactly the model solutions (repeats and m among the xs too)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('minimum', 'maximum'),
        fc.nat({ max: 3 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 4 }),
        (type, m, scope) => {
          const model = new Model();
          const xs = [
            model.intVar('a', [0, 2, 3]),
            model.intVar('b', { min: 1, max: 3 }),
            model.intVar('c', [2]),
            model.intVar('d', { min: 0, max: 4 }),
          ];
          model.add({ type, m: xs[m]!.index, scope: scope.map((i) => xs[i]!.index) });
          expectExactCnf(model);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('solves a small makespan model to the proved optimum on native and sat alike', async () => {
    // Three tasks of lengths 3, 2, 2 where task 0 precedes both others: the makespan is 5.
    const m = new Model();
    const start = m.intVars(3, (i) => `s${i}`, { min: 0, max: 6 });
    const end = [3, 2, 2].map((d, i) => {
      const e = m.intVar(`e${i}`, { min: 0, max: 9 });
      m.linear([e, start[i]!], [1, -1], '=', d);
      return e;
    });
    m.lessEqual(end[0]!, start[1]!);
    m.lessEqual(end[0]!, start[2]!);
    const span = m.intVar('makespan', { min: 0, max: 9 });
    m.add(maximum(span, end));
    const first = m.intVar('first', { min: 0, max: 9 });
    m.add(minimum(first, start));
    m.minimize(span);
    for (const name of ['native', 'sat']) {
      const r = await solveAll(getBackend(createContainer(), name), m);
      expect(r.status, name).toBe('optimal');
      expect(r.objective, name).toBe(5);
      const best = r.solutions[r.solutions.length - 1]!.values;
      expect(best[first.index], name).toBe(0);
    }
  });

  it('names the constraint for bad data, before any search', () => {
    const m = new Model();
    const x = m.intVars(3, (i) => `x${i}`, { min: 0, max: 3 });
    const r = m.intVar('r', { min: 0, max: 3 });
    expect(() => m.add(minimum(r, [], 'low'))).toThrow(InvalidModelError);
    expect(() => m.add(minimum(r, [], 'low'))).toThrow(/minimum "low".*needs at least one variable/);
    expect(() => m.add(maximum(r, []))).toThrow(/maximum .*max of an empty list is undefined/);
    expect(() => m.add({ type: 'maximum', m: 9, scope: [0] })).toThrow(
      /maximum .*m: unknown variable index 9/,
    );
    expect(() => m.add({ type: 'minimum', m: 0, scope: [0, 7] })).toThrow(
      /minimum .*unknown variable index 7/,
    );
    expect(() => minimum(3 as never, x)).toThrow(/minimum: expected a variable handle/);
    expect(() => m.add(maximum(r, [x[0]!, x[0]!, r]))).not.toThrow();
  });
});
