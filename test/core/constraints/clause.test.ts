import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clause, InvalidModelError, Model } from '../../../core/index.js';
import { ClausePropagator } from '../../../core/propagators/ClausePropagator.js';
import { actionsArb, domArb, expectGac, makeEngine, runSequence } from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';

const bool = domArb(0, 0, 2, 2);

describe('clause', () => {
  it('ClausePropagator is domain consistent (unit propagation), also after outside changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }).chain((n) =>
          fc.record({
            doms: fc.array(bool, { minLength: n, maxLength: n }),
            signs: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
            actions: actionsArb,
          }),
        ),
        ({ doms, signs, actions }) => {
          const pos = signs.flatMap((p, i) => (p ? [i] : []));
          const neg = signs.flatMap((p, i) => (p ? [] : [i]));
          const holds = (v: readonly number[]) => pos.some((i) => v[i] === 1) || neg.some((i) => v[i] === 0);
          const engine = makeEngine(doms, [new ClausePropagator(pos, neg)]);
          runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, holds));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('CNF solutions are exactly the model solutions, with repeated and tautological literals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }), { minLength: 1, maxLength: 3 }),
        (pos, neg) => {
          const m = new Model();
          const b = [0, 1, 2, 3].map((i) => m.boolVar(`b${i}`));
          pos.forEach((p, k) => {
            m.add(
              clause(
                p.map((i) => b[i]!),
                (neg[k] ?? []).map((i) => b[i]!),
              ),
            );
          });
          expectExactCnf(m);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the empty clause makes a model unsatisfiable (not an error)', () => {
    const m = new Model();
    m.boolVar('a');
    m.add(clause([], []));
    expect(expectExactCnf(m)).toBe(0);
  });

  it('names the constraint and the non-boolean variable', () => {
    const m = new Model();
    const a = m.boolVar('a');
    const x = m.intVar('x', { min: 0, max: 2 });
    expect(() => m.add(clause([a, x], [], 'rule 3'))).toThrow(InvalidModelError);
    expect(() => m.add(clause([a, x], [], 'rule 3'))).toThrow(
      /clause "rule 3".*positive literal 'x' must be a 0\/1 variable, its domain is 0..2/,
    );
    expect(() => m.add(clause([a], [x]))).toThrow(/negative literal 'x' must be a 0\/1 variable/);
    expect(() => m.add({ type: 'clause', positive: [0, 9], negative: [] })).toThrow(
      /unknown variable index 9/,
    );
    expect(() => m.add({ type: 'clause', positive: 0, negative: [] })).toThrow(/positive must be an array/);
    expect(() => clause([a, 3 as never])).toThrow(/expected a variable handle/);
  });

  it('boolVar declares a 0/1 variable', () => {
    const m = new Model();
    const b = m.boolVar('b');
    expect(m.variables[b.index]).toEqual({ name: 'b', domain: { min: 0, max: 1 } });
  });
});
