import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negateLinear } from '../../../core/constraints/reifiedLinear/negateLinear.js';
import {
  InvalidModelError,
  LINEAR_OPS,
  type LinearOp,
  Model,
  type ReifyMode,
  reifiedEqual,
  reifiedLessEqual,
  reifiedLinear,
} from '../../../core/index.js';
import { PropagationEngine } from '../../../core/propagation/PropagationEngine.js';
import { LinearPropagator } from '../../../core/propagators/LinearPropagator.js';
import { ReifiedComparePropagator } from '../../../core/propagators/ReifiedComparePropagator.js';
import { ReifiedLinearPropagator } from '../../../core/propagators/ReifiedLinearPropagator.js';
import {
  actionsArb,
  domArb,
  domainsOf,
  expectGac,
  expectSound,
  makeEngine,
  makeStore,
  runSequence,
} from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';

const bool = domArb(0, 0, 2, 2);
const modes: ReifyMode[] = ['iff', 'implies'];

function holdsReified(mode: ReifyMode, b: number, c: boolean): boolean {
  return b === 1 ? c : mode === 'implies' || !c;
}

function sumOf(coeffs: readonly number[], v: readonly number[]): number {
  return coeffs.reduce((s, a, i) => s + a * v[i + 1]!, 0);
}

function accepts(op: LinearOp, s: number, r: number): boolean {
  return op === '=' ? s === r : op === '!=' ? s !== r : op === '<=' ? s <= r : s >= r;
}

describe('reifiedEqual / reifiedLessEqual', () => {
  it.each(['=', '<='] as const)('b ⇔ (x %s v) and its half reification are domain consistent', (op) => {
    fc.assert(
      fc.property(
        bool,
        domArb(-3, 3, 1, 40),
        fc.integer({ min: -5, max: 40 }),
        fc.constantFrom(...modes),
        actionsArb,
        (b, x, v, mode, actions) => {
          const engine = makeEngine([b, x], [new ReifiedComparePropagator(0, 1, op, v, mode === 'implies')]);
          const pred = (w: readonly number[]) =>
            holdsReified(mode, w[0]!, op === '=' ? w[1] === v : w[1]! <= v);
          runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, pred));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('CNF solutions are exactly the model solutions', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            le: fc.boolean(),
            b: fc.integer({ min: 0, max: 1 }),
            x: fc.integer({ min: 0, max: 1 }),
            v: fc.integer({ min: -1, max: 4 }),
            mode: fc.constantFrom(...modes),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        (cs) => {
          const m = new Model();
          const bs = [m.boolVar('b0'), m.boolVar('b1')];
          const xs = [m.intVar('x0', [0, 1, 3]), m.intVar('x1', { min: 1, max: 3 })];
          for (const c of cs) {
            m.add((c.le ? reifiedLessEqual : reifiedEqual)(bs[c.b]!, xs[c.x]!, c.v, c.mode));
          }
          expectExactCnf(m);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('rejects a non-boolean b, naming the constraint', () => {
    const m = new Model();
    const b = m.intVar('b', { min: 0, max: 2 });
    const x = m.intVar('x', { min: 0, max: 9 });
    expect(() => m.add(reifiedEqual(b, x, 3, 'iff', 'x is 3'))).toThrow(InvalidModelError);
    expect(() => m.add(reifiedEqual(b, x, 3, 'iff', 'x is 3'))).toThrow(
      /reifiedEqual "x is 3".*b 'b' must be a 0\/1 variable, its domain is 0..2/,
    );
    expect(() => m.add(reifiedLessEqual(b, x, 3))).toThrow(/reifiedLessEqual.*'b' must be a 0\/1 variable/);
    const ok = m.boolVar('ok');
    expect(() => m.add(reifiedEqual(ok, x, 2.5))).toThrow(/value must be an integer/);
    expect(() => m.add(reifiedEqual(ok, ok, 1))).toThrow(/same variable/);
    expect(() => m.add(reifiedEqual(ok, x, 1, 'maybe' as ReifyMode))).toThrow(/unknown mode 'maybe'/);
    expect(() => m.add({ type: 'reifiedLessEqual', b: ok.index, x: 42, value: 1 })).toThrow(
      /unknown variable index 42/,
    );
  });
});

describe('reifiedLinear', () => {
  const linearCase = fc.integer({ min: 1, max: 3 }).chain((n) =>
    fc.record({
      b: bool,
      doms: fc.array(domArb(-3, 2, 1, 6), { minLength: n, maxLength: n }),
      coeffs: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: n, maxLength: n }),
      op: fc.constantFrom(...LINEAR_OPS),
      rhs: fc.integer({ min: -12, max: 12 }),
      mode: fc.constantFrom(...modes),
      actions: actionsArb,
    }),
  );

  it('is sound, and at its fixpoint b is open only when the bounds decide nothing', () => {
    fc.assert(
      fc.property(linearCase, ({ b, doms, coeffs, op, rhs, mode, actions }) => {
        const xs = Int32Array.from(doms.keys(), (i) => i + 1);
        const engine = makeEngine(
          [b, ...doms],
          [new ReifiedLinearPropagator(0, xs, Int32Array.from(coeffs), op, rhs, mode === 'implies')],
        );
        const pred = (v: readonly number[]) => holdsReified(mode, v[0]!, accepts(op, sumOf(coeffs, v), rhs));
        runSequence(engine, actions, (before, ok) => {
          expectSound(engine, before, ok, pred);
          if (!ok) return;
          const after = domainsOf(engine);
          let lo = 0;
          let hi = 0;
          coeffs.forEach((a, i) => {
            const d = after[i + 1]!;
            lo += Math.min(a * d[0]!, a * d[d.length - 1]!);
            hi += Math.max(a * d[0]!, a * d[d.length - 1]!);
          });
          const bValues = after[0]!;
          if (bValues.length === 2) {
            // Neither refuted nor (for full reification) entailed by the bounds of the sum.
            let some = false;
            let all = true;
            for (let s = lo; s <= hi; s++) {
              if (accepts(op, s, rhs)) some = true;
              else all = false;
            }
            expect(some).toBe(true);
            if (mode === 'iff') expect(all).toBe(false);
          } else {
            // b fixed: the sum (or its negation) is at the LinearPropagator's own fixpoint.
            const enforced = bValues[0] === 1 ? { op, rhs } : mode === 'iff' ? negateLinear(op, rhs) : null;
            if (enforced !== null) {
              const doms2 = after.slice(1).map((values) => ({ offset: -9, span: 20, values }));
              const check = new PropagationEngine(makeStore(doms2));
              check.add(
                new LinearPropagator(
                  Int32Array.from(doms2.keys()),
                  Int32Array.from(coeffs),
                  enforced.op,
                  enforced.rhs,
                ),
              );
              check.finalize();
              expect(check.propagate()).toBe(true);
              expect(domainsOf(check)).toEqual(after.slice(1));
            }
          }
        });
      }),
      { numRuns: 600 },
    );
  });

  it('CNF solutions are exactly the model solutions (layered and binary sums)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...LINEAR_OPS),
        fc.integer({ min: -8, max: 8 }),
        fc.constantFrom(...modes),
        (coeffs, op, rhs, mode) => {
          const m = new Model();
          const b = m.boolVar('b');
          const xs = coeffs.map((_, i) => m.intVar(`x${i}`, { min: -1, max: 2 }));
          m.add(reifiedLinear(b, xs, coeffs, op, rhs, mode));
          expectExactCnf(m);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('rejects a non-boolean b and bad sums, naming the constraint', () => {
    const m = new Model();
    const b = m.intVar('b', { min: -1, max: 1 });
    const x = m.intVar('x', { min: 0, max: 9 });
    const ok = m.boolVar('ok');
    expect(() => m.add(reifiedLinear(b, [x], [1], '<=', 3, 'iff', 'small'))).toThrow(
      /reifiedLinear "small".*b 'b' must be a 0\/1 variable, its domain is -1..1/,
    );
    expect(() => m.add(reifiedLinear(ok, [x], [1, 2], '<=', 3))).toThrow(/2 coefficients for 1 variables/);
    expect(() => m.add(reifiedLinear(ok, [x, x], [1, 2], '<=', 3))).toThrow(/appears twice/);
    expect(() => m.add(reifiedLinear(ok, [x], [1], '<' as LinearOp, 3))).toThrow(/unknown operator/);
    expect(() => m.add(reifiedLinear(ok, [x], [1], '=', 0.5))).toThrow(/right-hand side must be an integer/);
  });
});
