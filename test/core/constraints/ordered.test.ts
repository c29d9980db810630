import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import { decreasing, InvalidModelError, increasing, inOrder, Model, solveAll } from '../../../core/index.js';
import { IncreasingPropagator } from '../../../core/propagators/IncreasingPropagator.js';
import { actionsArb, domArb } from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';
import { expectGacAlong, expectSoundAlong, type OracleCase, sizedDomsArb } from './oracleHarness.js';

/** One IncreasingPropagator over all the variables in order: domain consistent along outside changes. */
const increasingGac = ({ doms, strict, actions }: OracleCase<{ strict: boolean }>) => {
  const scope = doms.map((_, i) => i);
  expectGacAlong(doms, [new IncreasingPropagator(scope, strict)], actions, (v) =>
    inOrder(scope, strict, 1, v),
  );
};

describe('IncreasingPropagator', () => {
  it('is domain consistent on distinct variables, strict or not, also after outside changes', () => {
    fc.assert(fc.property(sizedDomsArb(0, 5, domArb(-2, 2, 1, 6), { strict: fc.boolean() }), increasingGac), {
      numRuns: 800,
    });
  });

  it('is domain consistent on multi-word domains', () => {
    fc.assert(
      fc.property(sizedDomsArb(1, 3, domArb(-3, 3, 33, 36), { strict: fc.boolean() }), increasingGac),
      { numRuns: 150 },
    );
  });

  it('is sound, and exact on fixed values, when variables repeat', () => {
    fc.assert(
      fc.property(
        fc.record({
          doms: fc.array(domArb(0, 1, 1, 4), { minLength: 1, maxLength: 3 }),
          positions: fc.array(fc.nat(), { minLength: 2, maxLength: 5 }),
          strict: fc.boolean(),
          actions: actionsArb,
        }),
        ({ doms, positions, strict, actions }) => {
          const scope = positions.map((p) => p % doms.length);
          const pred = (v: readonly number[]) => inOrder(scope, strict, 1, v);
          expectSoundAlong(doms, [new IncreasingPropagator(scope, strict)], actions, pred);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('increasing / decreasing', () => {
  it('CNF solutions are exactly the model solutions (strict, repeats, decreasing)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('increasing', 'decreasing'),
        fc.boolean(),
        fc.array(fc.nat({ max: 3 }), { maxLength: 5 }),
        (type, strict, scope) => {
          const m = new Model();
          const xs = [
            m.intVar('a', [0, 2, 3]),
            m.intVar('b', { min: 1, max: 3 }),
            m.intVar('c', [2]),
            m.intVar('d', { min: 0, max: 4 }),
          ];
          m.add({ type, scope: scope.map((i) => xs[i]!.index), strict });
          expectExactCnf(m);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts partitions into distinct parts on native and sat alike', async () => {
    // 12 as a sum of 3 distinct positive parts: 1+2+9, 1+3+8, 1+4+7, 1+5+6, 2+3+7, 2+4+6, 3+4+5.
    const up = new Model();
    const a = up.intVars(3, (i) => `a${i}`, { min: 1, max: 12 });
    up.add(increasing(a, { strict: true }));
    up.sum(a, '=', 12);
    // 6 as a sum of 3 positive parts, largest first: 4+1+1, 3+2+1, 2+2+2.
    const down = new Model();
    const b = down.intVars(3, (i) => `b${i}`, { min: 1, max: 6 });
    down.add(decreasing(b));
    down.sum(b, '=', 6);
    for (const name of ['native', 'sat']) {
      const backend = getBackend(createContainer(), name);
      expect((await solveAll(backend, up)).solutions.length, name).toBe(7);
      const parts = (await solveAll(backend, down)).solutions.map((s) => Array.from(s.values).join('+'));
      expect(parts.sort(), name).toEqual(['2+2+2', '3+2+1', '4+1+1']);
    }
  });

  it('names the constraint for bad data, before any search', () => {
    const m = new Model();
    const x = m.intVars(3, (i) => `x${i}`, { min: 0, max: 3 });
    expect(() => m.add({ type: 'increasing', scope: [0, 1], strict: 'yes' })).toThrow(InvalidModelError);
    expect(() => m.add({ type: 'increasing', scope: [0, 1], strict: 'yes', name: 'marks' })).toThrow(
      /increasing "marks".*strict must be true or false, got yes/,
    );
    expect(() => m.add({ type: 'decreasing', scope: [0, 8] })).toThrow(
      /decreasing .*unknown variable index 8/,
    );
    expect(() => increasing([x[0]!, 2 as never])).toThrow(/increasing: expected a variable handle/);
    expect(() => m.add(decreasing([]))).not.toThrow();
    expect(() => m.add(increasing([x[0]!, x[0]!], { strict: true }))).not.toThrow();
  });
});
