import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LinearOp } from '../../../core/constraints/linear/LinearConstraint.js';
import { InvalidModelError } from '../../../core/errors/InvalidModelError.js';
import { LinearPropagator } from '../../../core/propagators/LinearPropagator.js';
import {
  actionsArb,
  type DomSpec,
  domArb,
  domainsOf,
  expectGac,
  expectSound,
  makeEngine,
  runSequence,
} from './harness.js';

/** Random linear constraints whose right-hand side is near the value of a random assignment. */
function linearCase(minOffset: number, maxOffset: number, maxCoeff: number, ops: readonly LinearOp[]) {
  return fc.integer({ min: 1, max: 4 }).chain((n) =>
    fc
      .record({
        doms: fc.array(domArb(minOffset, maxOffset, 1, 7), { minLength: n, maxLength: n }),
        coeffs: fc.array(fc.integer({ min: -maxCoeff, max: maxCoeff }), { minLength: n, maxLength: n }),
        picks: fc.array(fc.nat(), { minLength: n, maxLength: n }),
        delta: fc.integer({ min: -3, max: 3 }),
        op: fc.constantFrom(...ops),
        actions: actionsArb,
      })
      .map(({ doms, coeffs, picks, delta, op, actions }) => {
        let rhs = delta;
        doms.forEach((d, i) => {
          rhs += coeffs[i]! * d.values[picks[i]! % d.values.length]!;
        });
        return { doms, coeffs, op, rhs, actions };
      }),
  );
}

function sumHolds(coeffs: readonly number[], op: LinearOp, rhs: number) {
  return (v: readonly number[]): boolean => {
    let s = 0;
    coeffs.forEach((c, i) => {
      s += c * v[i]!;
    });
    return op === '=' ? s === rhs : op === '<=' ? s <= rhs : op === '>=' ? s >= rhs : s !== rhs;
  };
}

/**
 * The bounds-consistency oracle, computed naively: drop a bound while it has no support in the
 * real relaxation of the other variables' bounds. `null` when something empties or the sum
 * itself cannot meet `rhs`.
 */
function boundsFixpoint(
  domains: readonly (readonly number[])[],
  coeffs: readonly number[],
  op: LinearOp,
  rhs: number,
) {
  const d = domains.map((x) => [...x]);
  const lo = (i: number) => Math.min(coeffs[i]! * d[i]![0]!, coeffs[i]! * d[i]!.at(-1)!);
  const hi = (i: number) => Math.max(coeffs[i]! * d[i]![0]!, coeffs[i]! * d[i]!.at(-1)!);
  const supported = (i: number, value: number): boolean => {
    let l = coeffs[i]! * value;
    let h = l;
    d.forEach((_, j) => {
      if (j !== i) {
        l += lo(j);
        h += hi(j);
      }
    });
    return (op === '>=' || l <= rhs) && (op === '<=' || h >= rhs);
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < d.length; i++) {
      if (coeffs[i] === 0) continue;
      while (d[i]!.length > 0 && !supported(i, d[i]![0]!)) {
        d[i]!.shift();
        changed = true;
      }
      while (d[i]!.length > 0 && !supported(i, d[i]!.at(-1)!)) {
        d[i]!.pop();
        changed = true;
      }
      if (d[i]!.length === 0) return null;
    }
  }
  let l = 0;
  let h = 0;
  d.forEach((_, i) => {
    l += lo(i);
    h += hi(i);
  });
  if ((op !== '>=' && l > rhs) || (op !== '<=' && h < rhs)) return null;
  return d;
}

function build(doms: readonly DomSpec[], coeffs: readonly number[], op: LinearOp, rhs: number) {
  const scope = Int32Array.from(doms.keys());
  return makeEngine(doms, [new LinearPropagator(scope, Int32Array.from(coeffs), op, rhs)]);
}

describe('LinearPropagator', () => {
  it('reaches exactly the bounds-consistent fixpoint and never loses a solution', () => {
    fc.assert(
      fc.property(linearCase(-6, 6, 4, ['=', '<=', '>=']), ({ doms, coeffs, op, rhs, actions }) => {
        const engine = build(doms, coeffs, op, rhs);
        runSequence(engine, actions, (before, ok) => {
          const pred = sumHolds(coeffs, op, rhs);
          expectSound(engine, before, ok, pred);
          const expected = boundsFixpoint(before, coeffs, op, rhs);
          expect(ok).toBe(expected !== null);
          if (expected) expect(domainsOf(engine)).toEqual(expected);
          // Fully fixed: the verdict is exact.
          if (before.every((x) => x.length === 1)) expect(ok).toBe(pred(before.map((x) => x[0]!)));
        });
      }),
      { numRuns: 800 },
    );
  });

  it('is exact for != (domain consistent)', () => {
    fc.assert(
      fc.property(linearCase(-6, 6, 4, ['!=']), ({ doms, coeffs, op, rhs, actions }) => {
        const engine = build(doms, coeffs, op, rhs);
        runSequence(engine, actions, (before, ok) =>
          expectGac(engine, before, ok, sumHolds(coeffs, op, rhs)),
        );
      }),
      { numRuns: 600 },
    );
  });

  it('stays exact with large values and coefficients (near 2^53)', () => {
    fc.assert(
      fc.property(
        linearCase(-(2 ** 40), 2 ** 40, 1000, ['=', '<=', '>=', '!=']),
        ({ doms, coeffs, op, rhs, actions }) => {
          const engine = build(doms, coeffs, op, rhs);
          runSequence(engine, actions, (before, ok) => {
            expectSound(engine, before, ok, sumHolds(coeffs, op, rhs));
            if (op !== '!=') {
              const expected = boundsFixpoint(before, coeffs, op, rhs);
              expect(ok).toBe(expected !== null);
              if (expected) expect(domainsOf(engine)).toEqual(expected);
            }
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('handles an x − y = k equality across words and offsets', () => {
    const engine = build(
      [
        { offset: -20, span: 60, values: [-20, 5, 17, 39] },
        { offset: 10, span: 50, values: [10, 22, 44, 59] },
      ],
      [1, -1],
      '=',
      -5,
    );
    expect(engine.propagate()).toBe(true);
    expect(domainsOf(engine)).toEqual([
      [5, 17, 39],
      [10, 22, 44],
    ]);
  });

  it('rejects malformed input and sums beyond exact arithmetic', () => {
    expect(() => new LinearPropagator(Int32Array.of(0, 1), Int32Array.of(1), '=', 0)).toThrow(
      InvalidModelError,
    );
    expect(() => new LinearPropagator(Int32Array.of(0), Int32Array.of(1), '<' as LinearOp, 0)).toThrow(
      InvalidModelError,
    );
    expect(() => new LinearPropagator(Int32Array.of(0), Int32Array.of(1), '=', Number.NaN)).toThrow(
      InvalidModelError,
    );
    expect(() => new LinearPropagator(Int32Array.of(0, 0), Int32Array.of(1, 1), '=', 0)).toThrow(
      /appears twice/,
    );
    const big = { offset: 2 ** 31 - 40, span: 33, values: [2 ** 31 - 40] };
    expect(() => build([big, big], [2 ** 30, 2 ** 30], '=', 0)).toThrow(/2\^53/);
  });
});
