import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidModelError } from '../../../core/errors/InvalidModelError.js';
import { AllDifferentMatching } from '../../../core/propagators/allDifferentFamily/AllDifferentMatching.js';
import {
  actionsArb,
  type DomSpec,
  domArb,
  domainsOf,
  expectGac,
  makeEngine,
  runSequence,
} from './harness.js';

function distinct(v: readonly number[]): boolean {
  return new Set(v).size === v.length;
}

function build(doms: readonly DomSpec[]) {
  return makeEngine(doms, [new AllDifferentMatching(Int32Array.from(doms.keys()))]);
}

/**
 * An independent oracle for larger cases: value `a` of variable `v` is supported iff a
 * matching covers every variable with `v` fixed to `a` (Kuhn's recursive augmenting paths).
 */
function matchingSupports(domains: readonly (readonly number[])[]): number[][] | null {
  const covers = (doms: readonly (readonly number[])[]): boolean => {
    const owner = new Map<number, number>();
    const tryVar = (v: number, seen: Set<number>): boolean => {
      for (const a of doms[v]!) {
        if (seen.has(a)) continue;
        seen.add(a);
        const o = owner.get(a);
        if (o === undefined || tryVar(o, seen)) {
          owner.set(a, v);
          return true;
        }
      }
      return false;
    };
    return doms.every((_, v) => tryVar(v, new Set()));
  };
  if (!covers(domains)) return null;
  return domains.map((d, v) => d.filter((a) => covers(domains.map((e, w) => (w === v ? [a] : e)))));
}

/** Multi-word domains that share values: a common pool in 0..35 plus a few values anywhere in the span. */
const multiWordCase = fc
  .record({
    pool: fc.uniqueArray(fc.integer({ min: 0, max: 35 }), { minLength: 2, maxLength: 7 }),
    vars: fc.array(
      fc.record({
        span: fc.integer({ min: 40, max: 70 }),
        shift: fc.nat(),
        poolPick: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
        extra: fc.array(fc.nat(), { maxLength: 2 }),
      }),
      { minLength: 2, maxLength: 5 },
    ),
    actions: actionsArb,
  })
  .map(({ pool, vars, actions }) => {
    const doms = vars.map(({ span, shift, poolPick, extra }): DomSpec => {
      const offset = -(shift % (span - 35)); // offset ≤ 0 and offset + span > 35: the pool fits
      const values = new Set(pool.filter((_, i) => poolPick[i]));
      for (const e of extra) values.add(offset + (e % span));
      if (values.size === 0) values.add(pool[0]!);
      return { offset, span, values: [...values].sort((a, b) => a - b) };
    });
    return { doms, actions };
  });

describe('AllDifferentMatching', () => {
  it('is domain consistent on small domains, also after outside changes', () => {
    fc.assert(
      fc.property(
        fc.array(domArb(-3, 3, 1, 7), { minLength: 1, maxLength: 6 }),
        actionsArb,
        (doms, actions) => {
          const engine = build(doms);
          runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, distinct));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('is domain consistent on multi-word domains with different offsets', () => {
    fc.assert(
      fc.property(multiWordCase, ({ doms, actions }) => {
        const engine = build(doms);
        runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, distinct));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with a matching oracle on 8–24 variables over 40–70 values', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 24 }).chain((n) =>
          fc.record({
            doms: fc.array(
              fc
                .record({ offset: fc.integer({ min: -8, max: 8 }), span: fc.integer({ min: 40, max: 70 }) })
                .chain(({ offset, span }) =>
                  fc
                    .uniqueArray(fc.integer({ min: 0, max: span - 1 }), { minLength: 1, maxLength: 4 })
                    .map((bits) => ({
                      offset,
                      span,
                      values: bits.map((b) => offset + b).sort((a, b) => a - b),
                    })),
                ),
              { minLength: n, maxLength: n },
            ),
            actions: actionsArb,
          }),
        ),
        ({ doms, actions }) => {
          const engine = build(doms);
          runSequence(engine, actions, (before, ok) => {
            const expected = matchingSupports(before);
            expect(ok).toBe(expected !== null);
            if (expected) expect(domainsOf(engine)).toEqual(expected);
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('removes a Hall set of 10 values from 215 other variables over 225 values', () => {
    const all = Array.from({ length: 225 }, (_, i) => i + 1);
    const doms: DomSpec[] = all.map((_, v) =>
      v < 10
        ? { offset: 1, span: 225, values: all.slice(0, 10) }
        : { offset: v % 2 ? 1 : -30, span: 256, values: all },
    );
    const engine = build(doms);
    expect(engine.propagate()).toBe(true);
    const after = domainsOf(engine);
    for (let v = 0; v < 10; v++) expect(after[v]).toEqual(all.slice(0, 10));
    for (let v = 10; v < 225; v++) expect(after[v]).toEqual(all.slice(10));
    // Fixing variable 10 to 11 then removes 11 everywhere else.
    expect(engine.assignValue(10, 11) && engine.propagate()).toBe(true);
    for (let v = 11; v < 225; v++) expect(engine.store.hasValue(v, 11)).toBe(false);
  });

  it('fails when 226 variables share 225 values, and blames the Hall set', () => {
    const all = Array.from({ length: 225 }, (_, i) => i + 1);
    const doms: DomSpec[] = Array.from({ length: 226 }, () => ({ offset: 1, span: 225, values: all }));
    const engine = build(doms);
    expect(engine.propagate()).toBe(false);
    expect(Math.max(...engine.weight)).toBeGreaterThan(1);
  });

  it('keeps working after backtracking (the stored matching is only a hint)', () => {
    fc.assert(
      fc.property(
        fc.array(domArb(-2, 2, 2, 6), { minLength: 2, maxLength: 5 }),
        actionsArb,
        (doms, actions) => {
          const engine = build(doms);
          if (!engine.propagate()) return;
          const root = domainsOf(engine);
          const mark = engine.store.pushLevel();
          runSequence(engine, actions, () => {});
          engine.store.popLevel(mark);
          expect(domainsOf(engine)).toEqual(root);
          // Re-propagating the restored root changes nothing and still agrees with the oracle.
          engine.scheduleAll();
          expectGac(engine, root, engine.propagate(), distinct);
          runSequence(engine, actions.slice().reverse(), (before, ok) =>
            expectGac(engine, before, ok, distinct),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects repeated variables and unknown variable indices', () => {
    expect(() => new AllDifferentMatching(Int32Array.of(0, 1, 0))).toThrow(InvalidModelError);
    const d = { offset: 0, span: 2, values: [0, 1] };
    expect(() => makeEngine([d], [new AllDifferentMatching(Int32Array.of(0, 5))])).toThrow(
      /unknown variable index 5/,
    );
  });
});
