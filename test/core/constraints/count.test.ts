import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import {
  among,
  atLeast,
  atMost,
  count,
  InvalidModelError,
  type LinearOp,
  Model,
  solveAll,
} from '../../../core/index.js';
import { AmongPropagator } from '../../../core/propagators/AmongPropagator.js';
import { actionsArb, domArb } from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';
import { expectGacAlong, expectSoundAlong, sizedDomsArb } from './oracleHarness.js';

const opArb = fc.constantFrom<LinearOp>('=', '<=', '>=', '!=');

function compare(op: LinearOp, k: number, n: number): boolean {
  return op === '=' ? k === n : op === '<=' ? k <= n : op === '>=' ? k >= n : k !== n;
}

describe('AmongPropagator', () => {
  it('is domain consistent on the counted variables and the count (variable or constant)', () => {
    fc.assert(
      fc.property(
        sizedDomsArb(0, 4, domArb(-1, 1, 1, 4), {
          countDom: domArb(-1, 2, 1, 5),
          values: fc.uniqueArray(fc.integer({ min: -1, max: 3 }), { maxLength: 3 }),
          op: opArb,
          constant: fc.option(fc.integer({ min: -1, max: 5 }), { nil: undefined }),
        }),
        ({ doms, countDom, values, op, constant, actions }) => {
          const n = doms.length;
          const scope = Int32Array.from(doms.keys());
          const withVar = constant === undefined;
          const all = withVar ? [...doms, countDom] : doms;
          const pred = (v: readonly number[]) => {
            let k = 0;
            for (let i = 0; i < n; i++) if (values.includes(v[i]!)) k++;
            return compare(op, k, withVar ? v[n]! : constant);
          };
          if (all.length === 0) return;
          expectGacAlong(
            all,
            [new AmongPropagator(scope, values, op, withVar ? n : -1, constant ?? 0)],
            actions,
            pred,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is sound, and exact on fixed values, when variables repeat or the count is counted', () => {
    fc.assert(
      fc.property(
        fc.record({
          doms: fc.array(domArb(0, 1, 1, 4), { minLength: 1, maxLength: 3 }),
          picks: fc.array(fc.nat(), { minLength: 2, maxLength: 5 }),
          values: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
          op: opArb,
          actions: actionsArb,
        }),
        ({ doms, picks, values, op, actions }) => {
          const vars = picks.map((p) => p % doms.length);
          const c = vars.pop()!;
          const pred = (v: readonly number[]) =>
            compare(op, vars.filter((x) => values.includes(v[x]!)).length, v[c]!);
          expectSoundAlong(
            doms,
            [new AmongPropagator(Int32Array.from(vars), values, op, c, 0)],
            actions,
            pred,
          );
        },
      ),
      { numRuns: 600 },
    );
  });

  it('works on multi-word domains', () => {
    fc.assert(
      fc.property(
        fc.record({
          doms: fc.array(domArb(-40, 3, 30, 70), { minLength: 1, maxLength: 3 }),
          countDom: domArb(0, 1, 1, 4),
          values: fc.uniqueArray(fc.integer({ min: -10, max: 40 }), { minLength: 1, maxLength: 30 }),
          op: opArb,
          actions: actionsArb,
        }),
        ({ doms, countDom, values, op, actions }) => {
          const n = doms.length;
          const pred = (v: readonly number[]) =>
            compare(op, v.slice(0, n).filter((x) => values.includes(x)).length, v[n]!);
          expectGacAlong(
            [...doms, countDom],
            [new AmongPropagator(Int32Array.from(doms.keys()), values, op, n, 0)],
            actions,
            pred,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('count, among, atLeast, atMost', () => {
  it('CNF solutions are exactly the model solutions (count and among, variable or constant, repeats)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }),
        fc.uniqueArray(fc.integer({ min: -1, max: 3 }), { maxLength: 3 }),
        opArb,
        fc.oneof(
          fc.integer({ min: 0, max: 4 }),
          fc.integer({ min: -1, max: 5 }).map((k) => ({ k })),
        ),
        (picks, values, op, target) => {
          const m = new Model();
          const xs = [
            m.intVar('a', [0, 1, 2]),
            m.intVar('b', [0, 2]),
            m.intVar('c', [1]),
            m.intVar('d', { min: 0, max: 3 }),
            m.intVar('n', [0, 1, 3]),
          ];
          const scope = picks.map((i) => xs[i]!);
          const n = typeof target === 'number' ? xs[target]! : target.k;
          m.add(values.length === 1 ? count(scope, values[0]!, op, n) : among(scope, values, op, n));
          expectExactCnf(m);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('atLeast and atMost are counts with >= and <=, and agree on native and sat', async () => {
    expect(atLeast(2, [], 5)).toEqual({ type: 'count', scope: [], value: 5, op: '>=', limit: 2 });
    const m = new Model();
    const xs = m.intVars(5, (i) => `x${i}`, { min: 0, max: 2 });
    m.add(atLeast(2, xs, 1));
    m.add(atMost(1, xs, 2));
    m.add(among(xs, [0, 2], '>=', 2, 'zeros and twos'));
    const brute = (() => {
      let k = 0;
      for (let code = 0; code < 3 ** 5; code++) {
        const v = Array.from({ length: 5 }, (_, i) => Math.floor(code / 3 ** i) % 3);
        const ones = v.filter((x) => x === 1).length;
        const twos = v.filter((x) => x === 2).length;
        const zt = v.filter((x) => x !== 1).length;
        if (ones >= 2 && twos <= 1 && zt >= 2) k++;
      }
      return k;
    })();
    for (const name of ['native', 'sat']) {
      const r = await solveAll(getBackend(createContainer(), name), m);
      expect(r.solutions.length, name).toBe(brute);
    }
  });

  it('names the constraint on bad input, before any search', () => {
    const m = new Model();
    const xs = m.intVars(3, (i) => `x${i}`, { min: 0, max: 2 });
    expect(() => m.add(count(xs, 1, '<' as never, 2, 'row'))).toThrow(InvalidModelError);
    expect(() => m.add(count(xs, 1, '<' as never, 2, 'row'))).toThrow(/count "row".*unknown operator '<'/);
    expect(() => m.add(count(xs, 1.5, '=', 2))).toThrow(/count.*value must be an integer/);
    expect(() => m.add(count(xs, 1, '=', 2.5))).toThrow(/limit must be an integer/);
    expect(() => m.add({ type: 'count', scope: [0], value: 1, op: '=' })).toThrow(
      /give exactly one of count \(a variable\) and limit \(a constant\)/,
    );
    expect(() => m.add({ type: 'count', scope: [0], value: 1, op: '=', count: 9 })).toThrow(
      /unknown variable index 9/,
    );
    expect(() => m.add(among(xs, [1, 1], '=', 2))).toThrow(/among.*value 1 appears twice/);
    expect(() => m.add(among(xs, 3 as never, '=', 2))).toThrow(/among.*values must be an array/);
    expect(() => count([1, 2] as never, 1, '=', 2)).toThrow(/count: expected a variable handle/);
  });
});
