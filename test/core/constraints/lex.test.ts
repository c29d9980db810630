import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import { InvalidModelError, lexHolds, lexLess, lexLessEq, Model, solveAll } from '../../../core/index.js';
import { LexPropagator } from '../../../core/propagators/LexPropagator.js';
import { actionsArb, domArb } from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';
import { expectGacAlong, expectSoundAlong, type OracleCase } from './oracleHarness.js';

/** One LexPropagator over xs = the first half, ys = the second half: domain consistent along outside changes. */
const lexGac = ({ doms, strict, actions }: OracleCase<{ strict: boolean }>) => {
  const n = doms.length / 2;
  const xs = Array.from({ length: n }, (_, i) => i);
  const ys = xs.map((i) => i + n);
  expectGacAlong(doms, [new LexPropagator(xs, ys, strict)], actions, (v) => lexHolds(xs, ys, strict, v));
};

describe('LexPropagator', () => {
  it('is domain consistent on distinct variables, strict or not, also after outside changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }).chain((n) =>
          fc.record({
            doms: fc.array(domArb(-1, 1, 1, 4), { minLength: 2 * n, maxLength: 2 * n }),
            strict: fc.boolean(),
            actions: actionsArb,
          }),
        ),
        lexGac,
      ),
      { numRuns: 1000 },
    );
  });

  it('is domain consistent on multi-word domains', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 }).chain((n) =>
          fc.record({
            doms: fc.array(domArb(-2, 2, 33, 35), { minLength: 2 * n, maxLength: 2 * n }),
            strict: fc.boolean(),
            actions: actionsArb,
          }),
        ),
        lexGac,
      ),
      { numRuns: 150 },
    );
  });

  it('is sound, and exact on fixed values, when variables are shared', () => {
    fc.assert(
      fc.property(
        fc.record({
          doms: fc.array(domArb(0, 1, 1, 3), { minLength: 1, maxLength: 4 }),
          pairs: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 4 }),
          strict: fc.boolean(),
          actions: actionsArb,
        }),
        ({ doms, pairs, strict, actions }) => {
          const xs = pairs.map(([a]) => a % doms.length);
          const ys = pairs.map(([, b]) => b % doms.length);
          const pred = (v: readonly number[]) => lexHolds(xs, ys, strict, v);
          expectSoundAlong(doms, [new LexPropagator(xs, ys, strict)], actions, pred);
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe('lexLess / lexLessEq', () => {
  it('CNF solutions are exactly the model solutions (shared variables too)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('lexLess', 'lexLessEq'),
        fc.array(fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 3 })), { maxLength: 3 }),
        (type, pairs) => {
          const m = new Model();
          const v = [
            m.intVar('a', [0, 2, 3]),
            m.intVar('b', { min: 1, max: 3 }),
            m.intVar('c', [2]),
            m.intVar('d', { min: 0, max: 3 }),
          ];
          m.add({ type, xs: pairs.map(([a]) => v[a]!.index), ys: pairs.map(([, b]) => v[b]!.index) });
          expectExactCnf(m);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('breaks the row symmetry of a small 0/1 matrix on native and sat alike', async () => {
    // 3 rows of 3 bits, each row with two ones: 3 distinct rows, so 3! orderings of them collapse
    // to 1 under lexLess; under lexLessEq repeated rows are allowed (multisets of 3 of 3 rows: 10).
    const build = (strict: boolean): Model => {
      const m = new Model();
      const g = [0, 1, 2].map((r) => m.intVars(3, (c) => `g${r}${c}`, { min: 0, max: 1 }));
      for (const row of g) m.sum(row, '=', 2);
      for (let r = 0; r + 1 < 3; r++) m.add(strict ? lexLess(g[r]!, g[r + 1]!) : lexLessEq(g[r]!, g[r + 1]!));
      return m;
    };
    for (const name of ['native', 'sat']) {
      const backend = getBackend(createContainer(), name);
      expect((await solveAll(backend, build(true))).solutions.length, name).toBe(1);
      expect((await solveAll(backend, build(false))).solutions.length, name).toBe(10);
    }
  });

  it('names the constraint for sequences of different lengths, before any search', () => {
    const m = new Model();
    const x = m.intVars(4, (i) => `x${i}`, { min: 0, max: 3 });
    expect(() => m.add(lexLess(x.slice(0, 2), x.slice(1, 4), 'rows'))).toThrow(InvalidModelError);
    expect(() => m.add(lexLess(x.slice(0, 2), x.slice(1, 4), 'rows'))).toThrow(
      /lexLess "rows".*xs has 2 variable\(s\) but ys has 3: the sequences compared must have the same length/,
    );
    expect(() => m.add(lexLessEq([x[0]!], []))).toThrow(/lexLessEq .*xs has 1 variable\(s\) but ys has 0/);
    expect(() => m.add({ type: 'lexLessEq', xs: [0], ys: [11] })).toThrow(
      /lexLessEq .*ys: unknown variable index 11/,
    );
    expect(() => m.add({ type: 'lexLess', xs: 3, ys: [0] })).toThrow(/lexLess .*xs: scope must be an array/);
    expect(() => lexLessEq([x[0]!], [1 as never])).toThrow(/lexLessEq: expected a variable handle/);
    expect(() => m.add(lexLessEq([], []))).not.toThrow();
  });
});
