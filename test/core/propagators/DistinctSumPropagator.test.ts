import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidModelError } from '../../../core/errors/InvalidModelError.js';
import { Model } from '../../../core/model/Model.js';
import { DistinctSumPropagator } from '../../../core/propagators/DistinctSumPropagator.js';
import { findDistinctSums } from '../../../core/propagators/findDistinctSums.js';
import { compileModel } from '../../../core/solver/compileModel.js';
import {
  actionsArb,
  type DomSpec,
  domainsOf,
  expectGac,
  expectSound,
  makeEngine,
  runSequence,
} from './harness.js';

/**
 * `k` variables over one shared layout (offset, span), as the compiler lays out the members of
 * an all-different group, with a sum range near the value of a random assignment.
 */
function sumCase(opts: {
  maxK: number;
  minOffset: number;
  maxOffset: number;
  minSpan: number;
  maxSpan: number;
  maxValues: number;
}) {
  return fc
    .record({
      k: fc.integer({ min: 1, max: opts.maxK }),
      offset: fc.integer({ min: opts.minOffset, max: opts.maxOffset }),
      span: fc.integer({ min: opts.minSpan, max: opts.maxSpan }),
    })
    .chain(({ k, offset, span }) => {
      const all = Array.from({ length: span }, (_, i) => offset + i);
      return fc.record({
        doms: fc.array(
          fc
            .subarray(all, { minLength: 1, maxLength: Math.min(opts.maxValues, span) })
            .map((values): DomSpec => ({ offset, span, values })),
          { minLength: k, maxLength: k },
        ),
        picks: fc.array(fc.nat(), { minLength: k, maxLength: k }),
        deltaLo: fc.integer({ min: -3, max: 2 }),
        width: fc.integer({ min: 0, max: 3 }),
        shape: fc.constantFrom('range', 'eq', 'le', 'ge'),
        actions: actionsArb,
      });
    })
    .map(({ doms, picks, deltaLo, width, shape, actions }) => {
      let base = 0;
      doms.forEach((d, i) => {
        base += d.values[picks[i]! % d.values.length]!;
      });
      const lo0 = base + deltaLo;
      const lo = shape === 'le' ? Number.NEGATIVE_INFINITY : lo0;
      const hi = shape === 'ge' ? Number.POSITIVE_INFINITY : shape === 'eq' ? lo0 : lo0 + width;
      return { doms, lo, hi, actions };
    });
}

function distinctSum(lo: number, hi: number) {
  return (v: readonly number[]): boolean => {
    if (new Set(v).size !== v.length) return false;
    const s = v.reduce((a, b) => a + b, 0);
    return s >= lo && s <= hi;
  };
}

function build(doms: readonly DomSpec[], lo: number, hi: number) {
  return makeEngine(doms, [new DistinctSumPropagator(Int32Array.from(doms.keys()), lo, hi)]);
}

describe('DistinctSumPropagator', () => {
  it('is generalized arc consistent on sum ∧ all-different, also after outside changes', () => {
    fc.assert(
      fc.property(
        sumCase({ maxK: 5, minOffset: -3, maxOffset: 3, minSpan: 1, maxSpan: 10, maxValues: 10 }),
        ({ doms, lo, hi, actions }) => {
          const engine = build(doms, lo, hi);
          runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, distinctSum(lo, hi)));
        },
      ),
      { numRuns: 800 },
    );
  });

  it('is generalized arc consistent on the widest cages its Hall-set check takes (6–8 cells)', () => {
    fc.assert(
      fc.property(
        sumCase({ maxK: 8, minOffset: 1, maxOffset: 1, minSpan: 8, maxSpan: 9, maxValues: 3 }).filter(
          ({ doms }) => doms.length >= 6,
        ),
        ({ doms, lo, hi, actions }) => {
          const engine = build(doms, lo, hi);
          runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, distinctSum(lo, hi)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is generalized arc consistent on multi-word domains', () => {
    fc.assert(
      fc.property(
        sumCase({ maxK: 4, minOffset: -5, maxOffset: 5, minSpan: 33, maxSpan: 70, maxValues: 4 }),
        ({ doms, lo, hi, actions }) => {
          const engine = build(doms, lo, hi);
          runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, distinctSum(lo, hi)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stays sound when the union of values is too wide for the exact search', () => {
    fc.assert(
      fc.property(
        sumCase({ maxK: 3, minOffset: 0, maxOffset: 2, minSpan: 22, maxSpan: 26, maxValues: 26 }),
        ({ doms, lo, hi, actions }) => {
          const engine = build(doms, lo, hi);
          runSequence(engine, actions, (before, ok) => expectSound(engine, before, ok, distinctSum(lo, hi)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reduces a killer cage of two cells summing to 3 to {1, 2}, and 17 to {8, 9}', () => {
    const d: DomSpec = { offset: 1, span: 9, values: [1, 2, 3, 4, 5, 6, 7, 8, 9] };
    const small = build([d, d], 3, 3);
    expect(small.propagate()).toBe(true);
    expect(domainsOf(small)).toEqual([
      [1, 2],
      [1, 2],
    ]);
    const large = build([d, d], 17, 17);
    expect(large.propagate()).toBe(true);
    expect(domainsOf(large)).toEqual([
      [8, 9],
      [8, 9],
    ]);
  });

  it('fails when a sum needs a repeated value', () => {
    const d: DomSpec = { offset: 1, span: 9, values: [1, 2, 3, 4, 5, 6, 7, 8, 9] };
    expect(build([d, d], 2, 2).propagate()).toBe(false); // only 1 + 1
    expect(build([d, d, d], 5, 5).propagate()).toBe(false); // 1 + 2 + 3 = 6 is the least
  });

  it('removes the values every combination uses from the peers, and nothing else', () => {
    const d: DomSpec = { offset: 1, span: 9, values: [1, 2, 3, 4, 5, 6, 7, 8, 9] };
    // cage {0, 1} sums to 4: only {1, 3}; peers 2 and 3 lose 1 and 3, non-peer 4 keeps them.
    const engine = makeEngine(
      [d, d, d, d, d],
      [new DistinctSumPropagator(Int32Array.from([0, 1]), 4, 4, Int32Array.from([2, 3]))],
    );
    expect(engine.propagate()).toBe(true);
    expect(domainsOf(engine)).toEqual([
      [1, 3],
      [1, 3],
      [2, 4, 5, 6, 7, 8, 9],
      [2, 4, 5, 6, 7, 8, 9],
      d.values,
    ]);
    // sum 10 in two cells: {1,9} {2,8} {3,7} {4,6}; no value is in all of them.
    const open = makeEngine(
      [d, d, d],
      [new DistinctSumPropagator(Int32Array.from([0, 1]), 10, 10, Int32Array.from([2]))],
    );
    expect(open.propagate()).toBe(true);
    expect(domainsOf(open)[2]).toEqual(d.values);
  });

  it('removes from a peer exactly the values every solution of the scope uses (random cases)', () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    fc.assert(
      fc.property(
        fc.array(fc.subarray(all, { minLength: 1 }), { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 3, max: 30 }),
        fc.integer({ min: 0, max: 2 }),
        (values, lo, width) => {
          const doms = values.map((v): DomSpec => ({ offset: 1, span: 9, values: v }));
          const k = doms.length;
          const peer: DomSpec = { offset: 1, span: 9, values: all };
          const engine = makeEngine(
            [...doms, peer],
            [new DistinctSumPropagator(Int32Array.from(doms.keys()), lo, lo + width, Int32Array.from([k]))],
          );
          // Oracle: every distinct-valued assignment of the scope with its sum in range.
          let used = -1;
          let any = false;
          const cur: number[] = [];
          const walk = (i: number): void => {
            if (i === k) {
              const sum = cur.reduce((a, b) => a + b, 0);
              if (new Set(cur).size !== k || sum < lo || sum > lo + width) return;
              any = true;
              used &= cur.reduce((m, x) => m | (1 << x), 0);
              return;
            }
            for (const x of values[i]!) {
              cur[i] = x;
              walk(i + 1);
            }
          };
          walk(0);
          const ok = engine.propagate();
          expect(ok).toBe(any);
          if (!ok) return;
          expect(domainsOf(engine)[k]).toEqual(all.filter((x) => (used & (1 << x)) === 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects a repeated variable and variables with different layouts', () => {
    expect(() => new DistinctSumPropagator(Int32Array.from([0, 0]), 1, 2)).toThrow(InvalidModelError);
    expect(() => new DistinctSumPropagator(new Int32Array(0), 1, 2)).toThrow(InvalidModelError);
    const a: DomSpec = { offset: 0, span: 4, values: [0, 1, 2, 3] };
    const b: DomSpec = { offset: 1, span: 4, values: [1, 2, 3, 4] };
    expect(() => build([a, b], 3, 3)).toThrow(/share one value offset/);
  });
});

describe('findDistinctSums', () => {
  it('finds unit sums inside one all-different and reads negated sums and inequalities', () => {
    const m = new Model();
    const x = m.intVars(4, (i) => `x${i}`, { min: 1, max: 9 });
    m.allDifferent(x);
    m.sum([x[0]!, x[1]!], '=', 10); // #1 yes
    m.linear([x[1]!, x[2]!], [-1, -1], '<=', -8); // #2 yes: x1 + x2 >= 8
    m.linear([x[0]!, x[1]!], [1, 2], '=', 10); // #3 no: coefficient 2
    m.sum([x[0]!, x[1]!], '!=', 10); // #4 no: '!='
    const y = m.intVar('y', { min: 1, max: 9 });
    m.sum([x[0]!, y], '=', 10); // #5 no: y is in no group with x0
    m.sum([x[3]!], '=', 4); // #6 no: one variable
    expect(findDistinctSums(m.constraints)).toEqual([
      { index: 1, scope: [x[0]!.index, x[1]!.index], lo: 10, hi: 10, peers: [x[2]!.index, x[3]!.index] },
      {
        index: 2,
        scope: [x[1]!.index, x[2]!.index],
        lo: 8,
        hi: Number.POSITIVE_INFINITY,
        peers: [x[0]!.index, x[3]!.index],
      },
    ]);
  });

  it('is compiled in by default and can be turned off', () => {
    const m = new Model();
    const cage = m.intVars(3, (i) => `c${i}`, { min: 1, max: 9 });
    m.allDifferent(cage, 'cage');
    m.sum(cage, '=', 7, 'cage sum'); // only {1, 2, 4}
    const on = compileModel(m);
    expect(on.engine.propagate()).toBe(true);
    for (const v of cage) expect(on.store.values(v.index)).toEqual([1, 2, 4]);
    const off = compileModel(m, { distinctSums: false });
    expect(off.engine.propagate()).toBe(true);
    expect(off.store.values(cage[0]!.index)).toEqual([1, 2, 3, 4, 5]); // bounds alone: 7 − 1 − 1 = 5
  });
});
