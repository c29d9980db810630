import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELATION_OPS, type RelationOp } from '../../../core/constraints/relation/RelationConstraint.js';
import { InvalidModelError } from '../../../core/errors/InvalidModelError.js';
import { RelationPropagator } from '../../../core/propagators/RelationPropagator.js';
import { actionsArb, domArb, expectGac, makeEngine, runSequence } from './harness.js';

const OPS = RELATION_OPS;

/** The relation, straight from its definition. */
function rel(op: RelationOp, x: number, y: number, k: number): boolean {
  const d = Math.abs(x - y);
  switch (op) {
    case 'eq':
      return x === y + k;
    case 'ne':
      return x !== y + k;
    case 'lt':
      return x < y + k;
    case 'le':
      return x <= y + k;
    case 'gt':
      return x > y + k;
    case 'ge':
      return x >= y + k;
    case 'absDiffEq':
      return d === k;
    case 'absDiffNe':
      return d !== k;
    case 'absDiffGe':
      return d >= k;
    case 'absDiffLe':
      return d <= k;
  }
}

const opArb = fc.constantFrom(...OPS);

describe('RelationPropagator', () => {
  it('is arc consistent on small domains, also after outside changes', () => {
    fc.assert(
      fc.property(
        opArb,
        fc.integer({ min: -5, max: 5 }),
        domArb(-6, 6, 1, 10),
        domArb(-6, 6, 1, 10),
        actionsArb,
        (op, k, dx, dy, actions) => {
          const engine = makeEngine([dx, dy], [new RelationPropagator(op, 0, 1, k)]);
          runSequence(engine, actions, (before, ok) =>
            expectGac(engine, before, ok, (v) => rel(op, v[0]!, v[1]!, k)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is arc consistent on multi-word domains with different offsets', () => {
    fc.assert(
      fc.property(
        opArb,
        fc.integer({ min: -45, max: 45 }),
        domArb(-40, 10, 33, 70),
        domArb(-40, 10, 33, 70),
        actionsArb,
        (op, k, dx, dy, actions) => {
          const engine = makeEngine([dx, dy], [new RelationPropagator(op, 0, 1, k)]);
          runSequence(engine, actions, (before, ok) =>
            expectGac(engine, before, ok, (v) => rel(op, v[0]!, v[1]!, k)),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('wakes on interior removals when supports depend on holes', () => {
    // x and y both {0, 5, 10}: removing 5 from y leaves x = 5 without support.
    const d = { offset: -2, span: 14, values: [0, 5, 10] };
    const cases: [RelationOp, number, number[]][] = [
      ['eq', 0, [0, 10]],
      ['absDiffEq', 0, [0, 10]],
      ['absDiffLe', 1, [0, 10]],
      ['absDiffEq', 5, [5]],
    ];
    for (const [op, k, expected] of cases) {
      const engine = makeEngine([d, d], [new RelationPropagator(op, 0, 1, k)]);
      expect(engine.propagate(), op).toBe(true);
      expect(engine.removeValue(1, 5) && engine.propagate(), op).toBe(true);
      expect(engine.store.values(0), op).toEqual(expected);
    }
    // |x − y| ≠ 5 with y = {0, 10} leaves x = 5 without support.
    const ne = makeEngine([d, d], [new RelationPropagator('absDiffNe', 0, 1, 5)]);
    expect(ne.propagate()).toBe(true);
    expect(ne.removeValue(1, 5) && ne.propagate()).toBe(true);
    expect(ne.store.values(0)).toEqual([0, 10]);
  });

  it('handles far-apart offsets (no shared values)', () => {
    const dx = { offset: -1_000_000, span: 40, values: [-1_000_000, -999_990] };
    const dy = { offset: 1_000_000, span: 40, values: [1_000_000, 1_000_030] };
    for (const op of OPS) {
      const k = op.startsWith('abs') ? 1 : 0;
      const engine = makeEngine([dx, dy], [new RelationPropagator(op, 0, 1, k)]);
      const ok = engine.propagate();
      const expected = op === 'ne' || op === 'lt' || op === 'le' || op === 'absDiffNe' || op === 'absDiffGe';
      expect(ok, op).toBe(expected);
    }
  });

  it('treats a relation of a variable with itself as unary', () => {
    fc.assert(
      fc.property(opArb, fc.integer({ min: -3, max: 3 }), domArb(-5, 5, 1, 40), (op, k, d) => {
        const engine = makeEngine([d], [new RelationPropagator(op, 0, 0, k)]);
        expectGac(engine, [[...d.values]], engine.propagate(), (v) => rel(op, v[0]!, v[0]!, k));
      }),
      { numRuns: 200 },
    );
  });

  it('rejects unknown operators, fractional constants and unknown variables', () => {
    expect(() => new RelationPropagator('nope' as RelationOp, 0, 1, 0)).toThrow(InvalidModelError);
    expect(() => new RelationPropagator('toString' as RelationOp, 0, 1, 0)).toThrow(InvalidModelError);
    expect(() => new RelationPropagator('eq', 0, 1, 0.5)).toThrow(InvalidModelError);
    const d = { offset: 0, span: 3, values: [0, 1, 2] };
    expect(() => makeEngine([d, d], [new RelationPropagator('eq', 0, 2, 0)])).toThrow(
      /unknown variable index 2/,
    );
  });
});
