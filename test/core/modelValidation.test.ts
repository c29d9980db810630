import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidModelError } from '../../core/errors/InvalidModelError.js';
import { Model } from '../../core/model/Model.js';

function modelWith(count: number): Model {
  const m = new Model();
  for (let i = 0; i < count; i++) m.intVar(`x${i}`, [1, 3]);
  return m;
}

describe('Model scope validation', () => {
  it('names a repeated variable and an unknown index', () => {
    const m = modelWith(3);
    expect(() => m.allDifferent([0, 1, 0])).toThrow(/'x0' appears twice/);
    expect(() => m.allDifferent([0, 7])).toThrow(/unknown variable index 7/);
    expect(() => m.allDifferent([])).toThrow(/empty scope/);
  });

  it('checks a frozen scope against every model it is used in', () => {
    // A frozen scope found valid once is remembered with the variables it needs: a later model
    // with fewer variables must still reject it.
    const scope = Object.freeze([0, 1, 2]);
    expect(() => modelWith(3).allDifferent(scope)).not.toThrow();
    expect(() => modelWith(3).allDifferent(scope)).not.toThrow();
    expect(() => modelWith(2).allDifferent(scope)).toThrow(InvalidModelError);
    expect(() => modelWith(2).allDifferent(scope)).toThrow(/unknown variable index 2/);
    const repeated = Object.freeze([0, 1, 1]);
    for (let i = 0; i < 2; i++) expect(() => modelWith(3).allDifferent(repeated)).toThrow(/appears twice/);
  });

  it('accepts a scope exactly when its indices are distinct and declared, frozen or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1, max: 6 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (scope, first, second) => {
          const frozen = Object.freeze([...scope]);
          const valid = (n: number) =>
            new Set(scope).size === scope.length && scope.every((v) => v >= 0 && v < n);
          for (const n of [first, second, first]) {
            for (const s of [scope, frozen]) {
              const attempt = () => modelWith(n).allDifferent(s);
              if (valid(n)) expect(attempt).not.toThrow();
              else expect(attempt).toThrow(InvalidModelError);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
