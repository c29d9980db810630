import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import { InvalidModelError, Model, nValue, solveAll } from '../../../core/index.js';
import { NValuePropagator } from '../../../core/propagators/NValuePropagator.js';
import {
  actionsArb,
  domArb,
  domainsOf,
  expectSound,
  makeEngine,
  runSequence,
  supports,
} from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';

/** `values[n]` is the number of distinct values of `values[xs]`. */
function distinctCount(n: number, xs: readonly number[]) {
  return (values: readonly number[]): boolean => values[n] === new Set(xs.map((x) => values[x]!)).size;
}

describe('NValuePropagator', () => {
  it('is sound, and exact on fixed values (repeats and n among the xs too)', () => {
    fc.assert(
      fc.property(
        fc.record({
          doms: fc.array(domArb(-1, 2, 1, 5), { minLength: 1, maxLength: 5 }),
          n: fc.nat(),
          positions: fc.array(fc.nat(), { maxLength: 5 }),
          actions: actionsArb,
        }),
        ({ doms, n, positions, actions }) => {
          const nv = n % doms.length;
          const xs = positions.map((p) => p % doms.length);
          const engine = makeEngine(doms, [new NValuePropagator(nv, xs)]);
          const pred = distinctCount(nv, xs);
          runSequence(engine, actions, (before, ok) => {
            expectSound(engine, before, ok, pred);
            if (before.every((d) => d.length === 1)) expect(ok).toBe(pred(before.map((d) => d[0]!)));
          });
        },
      ),
      { numRuns: 800 },
    );
  });

  it('is sound on multi-word domains', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }).chain((k) =>
          fc.record({
            doms: fc.array(domArb(28, 32, 33, 35), { minLength: k, maxLength: k }),
            actions: actionsArb,
          }),
        ),
        ({ doms, actions }) => {
          // n ranges over 0..35 (one word); the xs straddle a word boundary.
          const all = [{ offset: 0, span: 6, values: [0, 1, 2, 3, 4, 5] }, ...doms];
          const xs = doms.map((_, i) => i + 1);
          const engine = makeEngine(all, [new NValuePropagator(0, xs)]);
          runSequence(engine, actions, (before, ok) => expectSound(engine, before, ok, distinctCount(0, xs)));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('reaches the bounds it claims: fixed and disjoint values from below, the union from above', () => {
    fc.assert(
      fc.property(fc.array(domArb(0, 2, 1, 5), { minLength: 1, maxLength: 5 }), (xdoms) => {
        const n = { offset: 0, span: 8, values: [0, 1, 2, 3, 4, 5, 6, 7] };
        const xs = xdoms.map((_, i) => i + 1);
        const engine = makeEngine([n, ...xdoms], [new NValuePropagator(0, xs)]);
        const before = domainsOf(engine);
        const { count } = supports(before, distinctCount(0, xs));
        const ok = engine.propagate();
        expect(ok).toBe(count > 0);
        if (!ok) return;
        const fixed = new Set(xdoms.filter((d) => d.values.length === 1).map((d) => d.values[0]!));
        const union = new Set(xdoms.flatMap((d) => d.values));
        const unfixed = xdoms.filter((d) => d.values.length > 1).length;
        const after = domainsOf(engine)[0]!;
        expect(after[after.length - 1]).toBeLessThanOrEqual(Math.min(union.size, fixed.size + unfixed));
        expect(after[0]).toBeGreaterThanOrEqual(Math.max(1, fixed.size));
      }),
      { numRuns: 300 },
    );
  });

  it('saturation: at most the fixed values left keeps the others to them; all new ones removes them', () => {
    const dom = (values: number[]) => ({ offset: 0, span: 7, values });
    // n ≤ 2 with {1} and {2} fixed: x3 keeps only 1 and 2.
    let engine = makeEngine(
      [dom([0, 1, 2]), dom([1]), dom([2]), dom([1, 2, 3, 4])],
      [new NValuePropagator(0, [1, 2, 3])],
    );
    expect(engine.propagate()).toBe(true);
    expect(domainsOf(engine)[3]).toEqual([1, 2]);
    // n ≤ 2, {1} fixed, x2 in {5, 6} must add a value: x3 may only reuse 1, 5 or 6.
    engine = makeEngine(
      [dom([0, 1, 2]), dom([1]), dom([5, 6]), { offset: 0, span: 8, values: [1, 3, 5, 7] }],
      [new NValuePropagator(0, [1, 2, 3])],
    );
    expect(engine.propagate()).toBe(true);
    expect(domainsOf(engine)[3]).toEqual([1, 5]);
    expect(domainsOf(engine)[0]).toEqual([2]);
    // n ≥ 3 with {1} fixed and two free: they avoid 1.
    engine = makeEngine(
      [dom([3, 4]), dom([1]), dom([1, 2, 3]), dom([1, 3, 4])],
      [new NValuePropagator(0, [1, 2, 3])],
    );
    expect(engine.propagate()).toBe(true);
    expect(domainsOf(engine).slice(2)).toEqual([
      [2, 3],
      [3, 4],
    ]);
  });
});

describe('nValue', () => {
  it('CNF solutions are exactly the model solutions (repeats, n among the xs, empty scope)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3 }), fc.array(fc.nat({ max: 3 }), { maxLength: 4 }), (n, scope) => {
        const m = new Model();
        const xs = [
          m.intVar('a', [0, 1, 2]),
          m.intVar('b', { min: 1, max: 3 }),
          m.intVar('c', [2]),
          m.intVar('d', { min: 0, max: 3 }),
        ];
        m.constraints.push({
          type: 'nValue',
          n: xs[n]!.index,
          scope: scope.map((i) => xs[i]!.index),
        } as never);
        expectExactCnf(m);
      }),
      { numRuns: 150 },
    );
  });

  it('finds the domination number of the 4×4 queens graph on native and sat alike', async () => {
    // Each square names a queen square that covers it; the number of distinct names is the number
    // of queens. Two queens dominate the 4×4 board (and one does not).
    const size = 4;
    const attacks = (a: number, b: number): boolean => {
      const [r1, c1, r2, c2] = [Math.floor(a / size), a % size, Math.floor(b / size), b % size];
      return r1 === r2 || c1 === c2 || Math.abs(r1 - r2) === Math.abs(c1 - c2);
    };
    const m = new Model();
    const cover = Array.from({ length: size * size }, (_, s) =>
      m.intVar(
        `cover${s}`,
        Array.from({ length: size * size }, (_, q) => q).filter((q) => attacks(s, q)),
      ),
    );
    const queens = m.intVar('queens', { min: 1, max: size * size });
    m.add(nValue(queens, cover));
    m.minimize(queens);
    for (const name of ['native', 'sat']) {
      const r = await solveAll(getBackend(createContainer(), name), m);
      expect(r.status, name).toBe('optimal');
      expect(r.objective, name).toBe(2);
    }
  });

  it('names the constraint for a count variable with an impossible domain, before any search', () => {
    const m = new Model();
    const x = m.intVars(3, (i) => `x${i}`, { min: 0, max: 3 });
    const big = m.intVar('big', { min: 4, max: 9 });
    const zero = m.intVar('zero', [0]);
    expect(() => m.add(nValue(big, x, 'kinds'))).toThrow(InvalidModelError);
    expect(() => m.add(nValue(big, x, 'kinds'))).toThrow(
      /nValue "kinds".*count variable 'big' has domain 4..9, but 3 variable\(s\) take between 1 and 3/,
    );
    expect(() => m.add(nValue(zero, [x[0]!, x[0]!]))).toThrow(/take between 1 and 1 distinct values/);
    expect(() => m.add(nValue(zero, []))).not.toThrow();
    expect(() => m.add(nValue(big, []))).toThrow(/between 0 and 0/);
    expect(() => m.add({ type: 'nValue', n: 42, scope: [0] })).toThrow(
      /nValue .*n: unknown variable index 42/,
    );
    expect(() => m.add({ type: 'nValue', n: 0, scope: 'abc' })).toThrow(/nValue .*scope must be an array/);
  });
});
