import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import { element, type IntVar, InvalidModelError, Model, solveAll } from '../../../core/index.js';
import { ElementConstantPropagator } from '../../../core/propagators/ElementConstantPropagator.js';
import { ElementPropagator } from '../../../core/propagators/ElementPropagator.js';
import { actionsArb, domArb } from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';
import { expectGacAlong, expectSoundAlong } from './oracleHarness.js';

/** `array[index - base] = value` with the index, the value and the entries given by variable number. */
function holds(index: number, array: readonly number[], value: number, base: number) {
  return (v: readonly number[]): boolean => {
    const p = v[index]! - base;
    return p >= 0 && p < array.length && v[array[p]!] === v[value];
  };
}

describe('ElementPropagator', () => {
  it('is domain consistent on index, value and entries when they are distinct', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((n) =>
          fc.record({
            index: domArb(-1, 2, 1, 6),
            value: domArb(-1, 2, 1, 4),
            entries: fc.array(domArb(-2, 2, 1, 4), { minLength: n, maxLength: n }),
            base: fc.integer({ min: -1, max: 1 }),
            actions: actionsArb,
          }),
        ),
        ({ index, value, entries, base, actions }) => {
          const array = entries.map((_, p) => p + 2);
          const pred = holds(0, array, 1, base);
          expectGacAlong(
            [index, value, ...entries],
            [new ElementPropagator(0, Int32Array.from(array), 1, base)],
            actions,
            pred,
          );
        },
      ),
      { numRuns: 800 },
    );
  });

  it('is domain consistent across word boundaries and unaligned offsets', () => {
    fc.assert(
      fc.property(
        fc.record({
          index: domArb(0, 1, 2, 3),
          value: domArb(-40, 5, 33, 70),
          entries: fc.array(domArb(-70, 40, 1, 40), { minLength: 1, maxLength: 3 }),
          actions: actionsArb,
        }),
        ({ index, value, entries, actions }) => {
          const array = entries.map((_, p) => p + 2);
          const pred = holds(0, array, 1, 0);
          expectGacAlong(
            [index, value, ...entries],
            [new ElementPropagator(0, Int32Array.from(array), 1, 0)],
            actions,
            pred,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is sound, and exact on fixed values, when variables repeat (index in the array, value an entry)', () => {
    fc.assert(
      fc.property(
        fc.record({
          doms: fc.array(domArb(0, 1, 1, 4), { minLength: 1, maxLength: 4 }),
          picks: fc.array(fc.nat(), { minLength: 3, maxLength: 6 }),
          actions: actionsArb,
        }),
        ({ doms, picks, actions }) => {
          const vars = picks.map((p) => p % doms.length);
          const [index, value, ...array] = vars as [number, number, ...number[]];
          const pred = holds(index, array, value, 0);
          expectSoundAlong(
            doms,
            [new ElementPropagator(index, Int32Array.from(array), value, 0)],
            actions,
            pred,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('ElementConstantPropagator', () => {
  it('is domain consistent on index and value (and exact when they are one variable)', () => {
    fc.assert(
      fc.property(
        fc.record({
          index: domArb(-1, 2, 1, 6),
          value: domArb(-2, 2, 1, 5),
          table: fc.array(fc.integer({ min: -3, max: 4 }), { minLength: 1, maxLength: 5 }),
          base: fc.integer({ min: -1, max: 1 }),
          same: fc.boolean(),
          actions: actionsArb,
        }),
        ({ index, value, table, base, same, actions }) => {
          const doms = same ? [index] : [index, value];
          const val = same ? 0 : 1;
          const pred = (v: readonly number[]) => {
            const p = v[0]! - base;
            return p >= 0 && p < table.length && table[p] === v[val];
          };
          expectGacAlong(doms, [new ElementConstantPropagator(0, table, val, base)], actions, pred);
        },
      ),
      { numRuns: 800 },
    );
  });
});

describe('element', () => {
  const indexDoms = [
    [0, 1, 2],
    [1, 2],
    [2, 3],
    [-1, 0, 1],
  ];

  it('CNF solutions are exactly the model solutions (variables, repeats, out-of-range index values)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 4 }),
        (d, value, array, idx) => {
          const m = new Model();
          const xs = [
            m.intVar('a', [0, 1, 2]),
            m.intVar('b', [0, 2]),
            m.intVar('c', [1]),
            m.intVar('d', [0, 1, 2, 3]),
            m.intVar('i', indexDoms[d]!),
          ];
          const index = idx === 4 ? xs[4]! : xs[idx]!;
          if (!indexDomainHits(m, index, array.length)) return;
          m.add(
            element(
              index,
              array.map((i) => xs[i]!),
              xs[value]!,
            ),
          );
          expectExactCnf(m);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('CNF of the constant form is exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (d, table, same) => {
          const m = new Model();
          const i = m.intVar('i', indexDoms[d]!);
          const v = same ? i : m.intVar('v', [-1, 0, 2, 3]);
          if (!indexDomainHits(m, i, table.length)) return;
          m.add(element(i, table, v));
          expectExactCnf(m);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('assigns with costs on native and sat alike (element over constants and over variables)', async () => {
    // Three workers, three tasks, a cost table per worker; the total cost is at most 6.
    const costs = [
      [4, 1, 3],
      [2, 0, 5],
      [3, 2, 2],
    ];
    const m = new Model();
    const task = [0, 1, 2].map((w) => m.intVar(`task${w}`, { min: 0, max: 2 }));
    const cost = [0, 1, 2].map((w) => m.intVar(`cost${w}`, { min: 0, max: 5 }));
    costs.forEach((row, w) => {
      m.add(element(task[w]!, row, cost[w]!));
    });
    m.allDifferent(task);
    m.linear(cost, [1, 1, 1], '<=', 6);
    // The worker of task 0 (a variable index into `task`, 1-based): element over variables.
    const who = m.intVar('who', { min: 1, max: 3 });
    const zero = m.intVar('zero', [0]);
    m.add(element(who, task, zero, 1));
    const expected = new Set<string>();
    for (const p of [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ]) {
      const total = p.reduce((s, t, w) => s + costs[w]![t]!, 0);
      if (total <= 6) expected.add(p.join(''));
    }
    for (const name of ['native', 'sat']) {
      const r = await solveAll(getBackend(createContainer(), name), m);
      const got = new Set(r.solutions.map((s) => [0, 1, 2].map((w) => s.values[task[w]!.index]).join('')));
      expect(got, name).toEqual(expected);
      for (const s of r.solutions) expect(s.values[task[s.values[who.index]! - 1]!.index]).toBe(0);
    }
  });

  it('names the constraint on bad input, before any search', () => {
    const m = new Model();
    const xs = m.intVars(3, (i) => `x${i}`, { min: 0, max: 2 });
    const far = m.intVar('far', { min: 5, max: 9 });
    expect(() => m.add(element(far, xs, xs[0]!, 0, 'lookup'))).toThrow(InvalidModelError);
    expect(() => m.add(element(far, xs, xs[0]!, 0, 'lookup'))).toThrow(
      /element "lookup".*index 'far' \(domain 5\.\.9\) never addresses the array \(indices 0\.\.2\)/,
    );
    expect(() => m.add(element(far, [1, 2, 3], xs[0]!))).toThrow(/elementConstant.*never addresses/);
    // One in-range value is enough: the others are pruned, not refused.
    expect(() => m.add(element(far, [1, 2, 3, 4, 5, 6], xs[0]!))).not.toThrow();
    expect(() => m.add(element(xs[0]!, [] as IntVar[], xs[1]!))).toThrow(/empty array/);
    expect(() => m.add(element(xs[0]!, [xs[1]!, 3] as never, xs[2]!))).toThrow(
      /element: the array mixes variables and constants/,
    );
    expect(() => m.add(element(xs[0]!, xs, 5 as never))).toThrow(/element: expected a variable handle/);
    expect(() => m.add(element(xs[0]!, [1, 2.5], xs[1]!))).toThrow(/table entry must be an integer/);
    expect(() => m.add({ type: 'element', index: 0, array: [1, 7], value: 2 })).toThrow(
      /element.*array: unknown variable index 7/,
    );
    expect(() => m.add(element(xs[0]!, xs, xs[1]!, 0.5))).toThrow(/base must be an integer/);
  });
});

function indexDomainHits(m: Model, index: IntVar, n: number): boolean {
  const d = m.variables[index.index]!.domain;
  const vals = d.values ?? Array.from({ length: d.max - d.min + 1 }, (_, k) => d.min + k);
  return vals.some((v) => v >= 0 && v < n);
}
