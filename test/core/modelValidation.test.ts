import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidModelError } from '../../core/errors/InvalidModelError.js';
import { Model } from '../../core/model/Model.js';

/** Adds the data of an all-different constraint, scope as plain indices (as a JSON model would). */
function allDiff(m: Model, scope: readonly number[]): number {
  return m.add({ type: 'allDifferent', scope });
}

function modelWith(count: number): Model {
  const m = new Model();
  for (let i = 0; i < count; i++) m.intVar(`x${i}`, { min: 1, max: 3 });
  return m;
}

describe('Model scope validation', () => {
  it('names a repeated variable and an unknown index', () => {
    const m = modelWith(3);
    expect(() => allDiff(m, [0, 1, 0])).toThrow(/'x0' appears twice/);
    expect(() => allDiff(m, [0, 7])).toThrow(/unknown variable index 7/);
    expect(() => allDiff(m, [])).toThrow(/empty scope/);
  });

  it('checks a frozen scope against every model it is used in', () => {
    // A frozen scope found valid once is remembered with the variables it needs: a later model
    // with fewer variables must still reject it.
    const scope = Object.freeze([0, 1, 2]);
    expect(() => allDiff(modelWith(3), scope)).not.toThrow();
    expect(() => allDiff(modelWith(3), scope)).not.toThrow();
    expect(() => allDiff(modelWith(2), scope)).toThrow(InvalidModelError);
    expect(() => allDiff(modelWith(2), scope)).toThrow(/unknown variable index 2/);
    const repeated = Object.freeze([0, 1, 1]);
    for (let i = 0; i < 2; i++) expect(() => allDiff(modelWith(3), repeated)).toThrow(/appears twice/);
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
              const attempt = () => allDiff(modelWith(n), s);
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

describe('Model.addAll', () => {
  const frozenList = (scopes: readonly (readonly number[])[]) =>
    Object.freeze(
      scopes.map((scope) =>
        Object.freeze({ type: 'allDifferent' as const, scope: Object.freeze([...scope]) }),
      ),
    );

  it('adds every constraint in order, and checks a frozen list against every model it is used in', () => {
    const list = frozenList([
      [0, 1],
      [1, 2],
    ]);
    for (let i = 0; i < 2; i++) {
      const m = modelWith(3);
      m.addAll(list);
      expect(m.constraints).toEqual(list);
    }
    // Valid in a model of three variables, not in one of two: the remembered list must not pass.
    expect(() => modelWith(2).addAll(list)).toThrow(/unknown variable index 2/);
    expect(() => modelWith(2).addAll(list)).toThrow(InvalidModelError);
    const relations = Object.freeze([
      Object.freeze({ type: 'relation' as const, op: 'lt' as const, x: 0, y: 4, k: 0 }),
    ]);
    modelWith(5).addAll(relations);
    expect(() => modelWith(4).addAll(relations)).toThrow(/unknown variable index 4/);
  });

  it('validates a list that is not deeply frozen every time (its arrays may change)', () => {
    const scope = [0, 1];
    const list = Object.freeze([Object.freeze({ type: 'allDifferent' as const, scope })]);
    modelWith(2).addAll(list);
    scope.push(0);
    expect(() => modelWith(2).addAll(list)).toThrow(/'x0' appears twice/);
  });

  it('names the first invalid constraint of a frozen list, every time', () => {
    const list = frozenList([
      [0, 1],
      [2, 2],
    ]);
    for (let i = 0; i < 2; i++) expect(() => modelWith(3).addAll(list)).toThrow(/#1.*'x2' appears twice/);
  });
});
