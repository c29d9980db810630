import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidModelError } from '../../../core/errors/InvalidModelError.js';
import { TablePropagator } from '../../../core/propagators/TablePropagator.js';
import { actionsArb, type DomSpec, domArb, expectGac, makeEngine, runSequence } from './harness.js';

/** Domains for `arity` variables plus random tuples, some with values outside every domain. */
function tableCase(
  maxArity: number,
  minOffset: number,
  maxOffset: number,
  minSpan: number,
  maxSpan: number,
  lo: number,
  hi: number,
) {
  return fc.integer({ min: 1, max: maxArity }).chain((arity) =>
    fc.record({
      doms: fc.array(domArb(minOffset, maxOffset, minSpan, maxSpan), { minLength: arity, maxLength: arity }),
      tuples: fc.array(fc.array(fc.integer({ min: lo, max: hi }), { minLength: arity, maxLength: arity }), {
        maxLength: 16,
      }),
      actions: actionsArb,
    }),
  );
}

function inTable(tuples: readonly (readonly number[])[]) {
  return (v: readonly number[]): boolean => tuples.some((t) => t.every((x, i) => x === v[i]));
}

function build(doms: readonly DomSpec[], tuples: readonly (readonly number[])[]) {
  const scope = Int32Array.from(doms.keys());
  return makeEngine(doms, [new TablePropagator(scope, Int32Array.from(tuples.flat()), scope.length)]);
}

describe('TablePropagator', () => {
  it('is generalized arc consistent, also after outside changes', () => {
    fc.assert(
      fc.property(tableCase(4, -4, 4, 1, 6, -6, 10), ({ doms, tuples, actions }) => {
        const engine = build(doms, tuples);
        runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, inTable(tuples)));
      }),
      { numRuns: 600 },
    );
  });

  it('is generalized arc consistent on multi-word domains', () => {
    fc.assert(
      fc.property(tableCase(3, -10, 0, 33, 64, -12, 66), ({ doms, tuples, actions }) => {
        const engine = build(doms, tuples);
        runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, inTable(tuples)));
      }),
      { numRuns: 300 },
    );
  });

  it('fails on an empty table and on tuples that all lie outside the domains', () => {
    const d = { offset: 0, span: 3, values: [0, 1, 2] };
    expect(build([d, d], []).propagate()).toBe(false);
    expect(
      build(
        [d, d],
        [
          [5, 0],
          [-1, 1],
        ],
      ).propagate(),
    ).toBe(false);
  });

  it('rejects malformed shapes and repeated variables', () => {
    expect(() => new TablePropagator(Int32Array.of(0, 1), Int32Array.of(1, 2, 3), 2)).toThrow(
      InvalidModelError,
    );
    expect(() => new TablePropagator(Int32Array.of(0, 1), Int32Array.of(1, 2), 3)).toThrow(InvalidModelError);
    expect(() => new TablePropagator(Int32Array.of(), Int32Array.of(), 0)).toThrow(InvalidModelError);
    expect(() => new TablePropagator(Int32Array.of(0, 0), Int32Array.of(1, 1), 2)).toThrow(/appears twice/);
  });
});
