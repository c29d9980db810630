import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import {
  globalCardinality,
  globalCardinalityBounds,
  InvalidModelError,
  Model,
  solveAll,
} from '../../../core/index.js';
import { GlobalCardinalityPropagator } from '../../../core/propagators/GlobalCardinalityPropagator.js';
import {
  actionsArb,
  domArb,
  domainsOf,
  expectSound,
  makeEngine,
  runSequence,
  supports,
} from '../propagators/harness.js';
import { expectExactCnf } from './expectExactCnf.js';

/** Random instances: n counted variables over -1..3, m values, count variables or bounds. */
const caseArb = fc
  .record({
    n: fc.integer({ min: 0, max: 4 }),
    values: fc.uniqueArray(fc.integer({ min: -1, max: 3 }), { maxLength: 3 }),
    withVars: fc.boolean(),
    closed: fc.boolean(),
  })
  .chain(({ n, values, withVars, closed }) =>
    fc.record({
      doms: fc.array(domArb(-1, 0, 1, 4), { minLength: n, maxLength: n }),
      countDoms: fc.array(domArb(0, 1, 1, 4), { minLength: values.length, maxLength: values.length }),
      bounds: fc.array(
        fc
          .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }))
          .map(([lo, d]) => [lo, lo + d]),
        { minLength: values.length, maxLength: values.length },
      ),
      values: fc.constant(values),
      withVars: fc.constant(withVars),
      closed: fc.constant(closed),
      actions: actionsArb,
    }),
  );

describe('GlobalCardinalityPropagator', () => {
  it('is sound, exact on fixed values, and each value count alone is domain consistent at its fixpoint', () => {
    fc.assert(
      fc.property(caseArb, ({ doms, countDoms, bounds, values, withVars, closed, actions }) => {
        const n = doms.length;
        const m = values.length;
        const all = withVars ? [...doms, ...countDoms] : doms;
        if (all.length === 0) return;
        const countOf = (v: readonly number[], j: number) => {
          let k = 0;
          for (let i = 0; i < n; i++) if (v[i] === values[j]) k++;
          return k;
        };
        const valueHolds = (j: number) => (v: readonly number[]) => {
          const k = countOf(v, j);
          return withVars ? k === v[n + j] : k >= bounds[j]![0]! && k <= bounds[j]![1]!;
        };
        const closedHolds = (v: readonly number[]) =>
          !closed || v.slice(0, n).every((x) => values.includes(x));
        const pred = (v: readonly number[]) => closedHolds(v) && values.every((_, j) => valueHolds(j)(v));
        const engine = makeEngine(all, [
          new GlobalCardinalityPropagator(
            Int32Array.from(doms.keys()),
            values,
            withVars ? Int32Array.from(values.map((_, j) => n + j)) : null,
            bounds.map((b) => b[0]!),
            bounds.map((b) => b[1]!),
            closed,
          ),
        ]);
        runSequence(engine, actions, (before, ok) => {
          expectSound(engine, before, ok, pred);
          if (before.every((d) => d.length === 1)) expect(ok).toBe(pred(before.map((d) => d[0]!)));
          if (!ok) return;
          const after = domainsOf(engine);
          for (let j = 0; j < m; j++) expect(supports(after, valueHolds(j)).sup).toEqual(after);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('is sound when count variables are counted too or variables repeat', () => {
    fc.assert(
      fc.property(
        fc.record({
          doms: fc.array(domArb(0, 1, 1, 3), { minLength: 1, maxLength: 4 }),
          picks: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
          countPicks: fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
          actions: actionsArb,
        }),
        ({ doms, picks, countPicks, actions }) => {
          const xs = picks.map((p) => p % doms.length);
          const cs = countPicks.map((p) => p % doms.length);
          const values = [1, 2];
          const pred = (v: readonly number[]) =>
            values.every((w, j) => xs.filter((x) => v[x] === w).length === v[cs[j]!]);
          const engine = makeEngine(doms, [
            new GlobalCardinalityPropagator(Int32Array.from(xs), values, Int32Array.from(cs), [], [], false),
          ]);
          runSequence(engine, actions, (before, ok) => {
            expectSound(engine, before, ok, pred);
            if (before.every((d) => d.length === 1)) expect(ok).toBe(pred(before.map((d) => d[0]!)));
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('fails by pigeonhole before search: three variables cannot fit two values taken at most once', () => {
    const doms = [0, 1, 2].map(() => ({ offset: 1, span: 2, values: [1, 2] }));
    const gcc = new GlobalCardinalityPropagator(
      Int32Array.from([0, 1, 2]),
      [1, 2],
      null,
      [0, 0],
      [1, 1],
      false,
    );
    expect(makeEngine(doms, [gcc]).propagate()).toBe(false);
    // With count variables, the sum bound narrows each count by the others' minimum.
    const counts = [
      ...doms,
      { offset: 0, span: 4, values: [2, 3] },
      { offset: 0, span: 4, values: [0, 1, 2, 3] },
    ];
    const engine = makeEngine(counts, [
      new GlobalCardinalityPropagator(
        Int32Array.from([0, 1, 2]),
        [1, 2],
        Int32Array.from([3, 4]),
        [],
        [],
        true,
      ),
    ]);
    expect(engine.propagate()).toBe(true);
    expect(engine.store.values(4)).toEqual([0, 1]);
  });
});

describe('globalCardinality', () => {
  it('CNF solutions are exactly the model solutions (counts, constants, bounds, closed, repeats)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }),
        fc.uniqueArray(fc.integer({ min: -1, max: 3 }), { maxLength: 3 }),
        fc.constantFrom('vars', 'consts', 'bounds'),
        fc.boolean(),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }),
        (picks, values, form, closed, ks) => {
          const m = new Model();
          const xs = [
            m.intVar('a', [0, 1, 2]),
            m.intVar('b', [-1, 2]),
            m.intVar('c', [1]),
            m.intVar('d', { min: 0, max: 3 }),
            m.intVar('n', [0, 1, 2]),
          ];
          const scope = picks.map((i) => xs[i]!);
          const k = values.map((_, j) => ks[j]!);
          if (form === 'vars')
            m.add(
              globalCardinality(
                scope,
                values,
                k.map((i) => xs[i]!),
                closed,
              ),
            );
          else if (form === 'consts')
            m.add(
              globalCardinality(
                scope,
                values,
                k.map((i) => i % 3),
                closed,
              ),
            );
          else
            m.add(
              globalCardinalityBounds(
                scope,
                values,
                k.map((i) => i % 2),
                k.map((i) => (i % 2) + 1),
                closed,
              ),
            );
          expectExactCnf(m);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rosters shifts on native and sat alike', async () => {
    // Five nurses, one shift each (0 off, 1 day, 2 night): two on day, one or two on night.
    const m = new Model();
    const xs = m.intVars(5, (i) => `nurse${i}`, { min: 0, max: 2 });
    const day = m.intVar('day', { min: 0, max: 5 });
    m.add(globalCardinality(xs, [1], [day]));
    m.add(globalCardinalityBounds(xs, [1, 2], [2, 1], [2, 2], false, 'cover'));
    m.add(globalCardinality(xs, [0, 1, 2], [1, 2, 2], true));
    for (const name of ['native', 'sat']) {
      const r = await solveAll(getBackend(createContainer(), name), m);
      // Choose the two day nurses (10 ways), then the off nurse among the other three (3 ways).
      expect(r.solutions.length, name).toBe(30);
    }
  });

  it('names the constraint on bad input, before any search', () => {
    const m = new Model();
    const xs = m.intVars(3, (i) => `x${i}`, { min: 0, max: 2 });
    const c = m.intVars(2, (i) => `c${i}`, { min: 0, max: 3 });
    expect(() => m.add(globalCardinality(xs, [1, 2, 3], c, false, 'week'))).toThrow(InvalidModelError);
    expect(() => m.add(globalCardinality(xs, [1, 2, 3], c, false, 'week'))).toThrow(
      /globalCardinality "week".*2 counts for 3 values/,
    );
    expect(() => m.add(globalCardinalityBounds(xs, [1, 2], [0], [1, 1]))).toThrow(
      /1 lower bounds for 2 values/,
    );
    expect(() => m.add(globalCardinalityBounds(xs, [1, 2], [0, 2], [1, 1]))).toThrow(
      /value 2: low 2 is above high 1/,
    );
    expect(() => m.add(globalCardinality(xs, [1, 1], c))).toThrow(/value 1 appears twice/);
    expect(() => m.add(globalCardinality(xs, [1, 2], [c[0]!, 1] as never))).toThrow(
      /globalCardinality: counts mix variables and constants/,
    );
    expect(() => m.add({ type: 'globalCardinality', scope: [0], values: [1] })).toThrow(
      /give either counts \(variables\) or low and high/,
    );
    expect(() => m.add({ type: 'globalCardinality', scope: [0], values: [1], counts: [8] })).toThrow(
      /counts: unknown variable index 8/,
    );
  });
});
