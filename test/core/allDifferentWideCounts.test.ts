import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainStore } from '../../core/domain/DomainStore.js';
import { PropagationEngine } from '../../core/propagation/PropagationEngine.js';
import { AllDifferentFamily } from '../../core/propagators/allDifferentFamily/AllDifferentFamily.js';
import { FamilyState } from '../../core/propagators/allDifferentFamily/FamilyState.js';

// Wide counting (multi-word stores) against the group scans it replaces: the same walk of
// decisions, removals and backtracks must give the same domains and failures at every step.

/** A k×k Latin-square-like model whose k values sit anywhere in 0..span-1 (so past bit 31). */
interface WideCase {
  k: number;
  span: number;
  values: number[];
  domains: number[][];
  groups: number[][];
}

const wideCaseArb: fc.Arbitrary<WideCase> = fc
  .record({ k: fc.integer({ min: 3, max: 6 }), span: fc.integer({ min: 33, max: 90 }) })
  .chain(({ k, span }) =>
    fc
      .record({
        values: fc.uniqueArray(fc.integer({ min: 0, max: span - 1 }), { minLength: k, maxLength: k }),
        keep: fc.array(fc.array(fc.boolean(), { minLength: k, maxLength: k }), {
          minLength: k * k,
          maxLength: k * k,
        }),
        // Extra groups: blocks of k cells (they overlap rows and columns), and short groups
        // (fewer members than values: not permutation groups, so they are scanned).
        extra: fc.array(
          fc.uniqueArray(fc.integer({ min: 0, max: k * k - 1 }), { minLength: 2, maxLength: k }),
          {
            maxLength: 3,
          },
        ),
        blocks: fc.boolean(),
      })
      .map(({ values, keep, extra, blocks }) => {
        const domains = keep.map((row) => {
          const d = values.filter((_, i) => row[i] || i === 0 || i === 1);
          return d;
        });
        const groups: number[][] = [];
        for (let r = 0; r < k; r++) groups.push([...Array(k).keys()].map((c) => r * k + c));
        for (let c = 0; c < k; c++) groups.push([...Array(k).keys()].map((r) => r * k + c));
        if (blocks) {
          // Two cells of each of the first rows in a block: overlaps of two members with rows.
          const block: number[] = [];
          for (let r = 0; block.length < k; r++) block.push(r * k, r * k + 1);
          groups.push(block.slice(0, k));
        }
        groups.push(...extra);
        return { k, span, values, domains, groups };
      }),
  );

interface Step {
  op: 'decide' | 'pop' | 'remove';
  v: number;
  pick: number;
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  op: fc.constantFrom<Step['op']>('decide', 'decide', 'pop', 'remove'),
  v: fc.nat(),
  pick: fc.nat(),
});

type Overlaps = boolean | 'pointing';

function engineFor(
  c: WideCase,
  overlaps: Overlaps,
  counted: boolean,
): { engine: PropagationEngine; store: DomainStore } {
  const n = c.k * c.k;
  const store = new DomainStore(new Float64Array(n), new Int32Array(n).fill(c.span));
  c.domains.forEach((d, v) => {
    for (let i = 0; i < c.span; i++) if (!d.includes(i)) store.initClear(v, i);
  });
  const saved = FamilyState.wideTableMax;
  FamilyState.wideTableMax = counted ? saved : 0;
  const engine = new PropagationEngine(store);
  const family = new AllDifferentFamily(store, c.groups, overlaps);
  FamilyState.wideTableMax = saved;
  engine.add(family);
  engine.finalize();
  return { engine, store };
}

const defaultTableMax = FamilyState.wideTableMax;
afterEach(() => {
  FamilyState.wideTableMax = defaultTableMax;
});

/** Walks `steps` on a counting and a scanning engine, comparing them after each step. */
function walk(c: WideCase, steps: readonly Step[], counting: Overlaps, scanning: Overlaps): void {
  const n = c.k * c.k;
  const a = engineFor(c, counting, true);
  const b = engineFor(c, scanning, false);
  const same = (): void => {
    for (let v = 0; v < n; v++) expect(a.store.values(v)).toEqual(b.store.values(v));
  };
  const ok = a.engine.propagate();
  expect(b.engine.propagate()).toBe(ok);
  if (!ok) return;
  same();
  const marks: [number, number][] = [];
  for (const step of steps) {
    const v = step.v % n;
    if (step.op === 'pop') {
      const m = marks.pop();
      if (m === undefined) continue;
      a.store.popLevel(m[0]);
      b.store.popLevel(m[1]);
      same();
      continue;
    }
    const values = a.store.values(v);
    if (values.length < 2) continue;
    const x = values[step.pick % values.length]!;
    if (step.op === 'remove' && marks.length === 0) continue; // root changes are never undone
    if (step.op === 'decide') marks.push([a.store.pushLevel(), b.store.pushLevel()]);
    const run = (e: PropagationEngine): boolean =>
      step.op === 'decide' ? e.assign(v, x) && e.propagate() : e.remove(v, x) && e.propagate();
    const okA = run(a.engine);
    expect(run(b.engine)).toBe(okA);
    if (okA) same();
    else {
      const m = marks.pop()!;
      a.store.popLevel(m[0]);
      b.store.popLevel(m[1]);
      same();
    }
  }
}

describe('AllDifferentFamily wide counting (multi-word stores)', () => {
  it('is on for a multi-word store and off when its tables would be too big', () => {
    const c: WideCase = {
      k: 3,
      span: 40,
      values: [0, 20, 35],
      domains: Array.from({ length: 9 }, () => [0, 20, 35]),
      groups: [
        [0, 1, 2],
        [3, 4, 5],
      ],
    };
    const store = new DomainStore(new Float64Array(9), new Int32Array(9).fill(40));
    expect(new FamilyState(store, c.groups, true).wideCounting).toBe(true);
    FamilyState.wideTableMax = 10;
    expect(new FamilyState(store, c.groups, true).wideCounting).toBe(false);
  });

  it('stays on past the cap while its tables are smaller than the peer lists scanning needs', () => {
    // A 36×36 sudoku's houses: tables of 108 × 64 × 2 words against ~136 k peer entries.
    const n = 36;
    const groups: number[][] = [];
    for (let r = 0; r < n; r++) groups.push(Array.from({ length: n }, (_, c) => r * n + c));
    for (let c = 0; c < n; c++) groups.push(Array.from({ length: n }, (_, r) => r * n + c));
    for (let b = 0; b < n; b++) {
      const r0 = Math.floor(b / 6) * 6;
      const c0 = (b % 6) * 6;
      groups.push(Array.from({ length: n }, (_, i) => (r0 + Math.floor(i / 6)) * n + c0 + (i % 6)));
    }
    const store = new DomainStore(new Float64Array(n * n), new Int32Array(n * n).fill(n));
    FamilyState.wideTableMax = 10;
    const family = new FamilyState(store, groups, true);
    expect(family.wideCounting).toBe(true);
    // Scanning's peer lists are never built for it.
    expect(family.peers.length).toBe(0);
  });

  it('takes its first counts across runs when the clock stops it, changes meanwhile included', () => {
    let paused = 0;
    fc.assert(
      fc.property(
        wideCaseArb,
        fc.array(fc.record({ v: fc.nat(), pick: fc.nat() }), { maxLength: 6 }),
        fc.array(stepArb, { maxLength: 10 }),
        (c, removals, steps) => {
          const n = c.k * c.k;
          // `a` counts wide and is stopped by its clock during its first run; the removals come
          // while it is stopped. `b` scans, and gets the removals before its first run.
          const a = engineFor(c, true, true);
          const b = engineFor(c, true, false);
          a.engine.clock.arm(performance.now() - 1);
          let okA = a.engine.propagate();
          if (a.engine.interrupted) paused++;
          a.engine.clock.arm(Number.POSITIVE_INFINITY);
          let okB = true;
          for (const r of removals) {
            const v = r.v % n;
            const values = b.store.values(v);
            if (values.length < 2) continue;
            const x = values[r.pick % values.length]!;
            okA = okA && a.engine.remove(v, x);
            okB = okB && b.engine.remove(v, x);
          }
          okA = okA && a.engine.propagate();
          okB = okB && b.engine.propagate();
          expect(okA).toBe(okB);
          if (!okA) return;
          for (let v = 0; v < n; v++) expect(a.store.values(v)).toEqual(b.store.values(v));
          // The counts it took go on agreeing with the scans through search levels.
          for (const step of steps) {
            const v = step.v % n;
            const values = a.store.values(v);
            if (values.length < 2) continue;
            const x = values[step.pick % values.length]!;
            const ma = a.store.pushLevel();
            const mb = b.store.pushLevel();
            const ra = a.engine.assign(v, x) && a.engine.propagate();
            expect(b.engine.assign(v, x) && b.engine.propagate()).toBe(ra);
            if (ra) for (let u = 0; u < n; u++) expect(a.store.values(u)).toEqual(b.store.values(u));
            if (step.op === 'pop' || !ra) {
              a.store.popLevel(ma);
              b.store.popLevel(mb);
              for (let u = 0; u < n; u++) expect(a.store.values(u)).toEqual(b.store.values(u));
            }
          }
        },
      ),
      { numRuns: 300, seed: 23 },
    );
    // The test means something only if first runs were stopped.
    expect(paused).toBeGreaterThan(100);
  });

  for (const overlaps of [false, true] as const) {
    it(`prunes as the group scans do through search levels (overlaps ${overlaps})`, () => {
      fc.assert(
        fc.property(wideCaseArb, fc.array(stepArb, { maxLength: 14 }), (c, steps) =>
          walk(c, steps, overlaps, overlaps),
        ),
        { numRuns: 300, seed: 20 },
      );
    });
  }

  it("runs the whole overlap rule at value level with 'pointing' (the scans' overlap rule)", () => {
    fc.assert(
      fc.property(wideCaseArb, fc.array(stepArb, { maxLength: 14 }), (c, steps) =>
        walk(c, steps, 'pointing', true),
      ),
      { numRuns: 300, seed: 21 },
    );
  });

  it('places a hidden single on a value past bit 31 and fails a value with no place left', () => {
    // One row of three cells, values 1, 33, 70: only cell 2 can take 70.
    const c: WideCase = {
      k: 3,
      span: 80,
      values: [1, 33, 70],
      domains: [
        [1, 33],
        [1, 33],
        [1, 33, 70],
        [1, 33, 70],
        [1, 33, 70],
        [1, 33, 70],
        [1, 33, 70],
        [1, 33, 70],
        [1, 33, 70],
      ],
      groups: [[0, 1, 2]],
    };
    const { engine, store } = engineFor(c, true, true);
    expect(engine.propagate()).toBe(true);
    expect(store.values(2)).toEqual([70]);
    // Three cells that can hold only 1 and 33 in a group that also needs 70: no place for 70.
    const { engine: e2 } = engineFor(
      { ...c, domains: [[1, 33], [1, 33], [1, 33], ...c.domains.slice(3)] },
      true,
      true,
    );
    expect(e2.propagate()).toBe(false);
  });
});

describe('DomainStore.onRestore', () => {
  it('tells every listener, after the words are back, of each variable a backtrack restores', () => {
    const store = new DomainStore(new Float64Array(3), new Int32Array(3).fill(50));
    const seen: [string, number, number][] = [];
    store.onRestore((v) => seen.push(['a', v, store.size[v]!]));
    store.onRestore((v) => seen.push(['b', v, store.size[v]!]));
    const mark = store.pushLevel();
    store.save(1);
    store.words[store.start[1]! + 1] = 0; // drop values 32..49
    store.recount(1);
    expect(store.size[1]).toBe(32);
    store.popLevel(mark);
    expect(seen).toEqual([
      ['a', 1, 50],
      ['b', 1, 50],
    ]);
  });
});
