import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainStore } from '../../core/domain/DomainStore.js';
import { EV_ANY } from '../../core/propagation/events.js';
import { PropagationEngine } from '../../core/propagation/PropagationEngine.js';
import { Propagator } from '../../core/propagation/Propagator.js';
import { AllDifferentFamily } from '../../core/propagators/allDifferentFamily/AllDifferentFamily.js';

interface Case {
  n: number;
  span: number;
  domains: number[][];
  groups: number[][];
}

interface CaseShape {
  vars: [number, number];
  span: [number, number];
  /** Least domain size. */
  minDomain: number;
  /** Group sizes: `[2, n]`, or exactly `span` (permutation groups when the domains cover it). */
  groupSize: 'any' | 'span';
  groups: [number, number];
}

/** Random variables, domains and groups of the given shape. */
function caseArbOf(shape: CaseShape): fc.Arbitrary<Case> {
  return fc
    .record({
      n: fc.integer({ min: shape.vars[0], max: shape.vars[1] }),
      span: fc.integer({ min: shape.span[0], max: shape.span[1] }),
    })
    .chain(({ n, span }) =>
      fc.record({
        n: fc.constant(n),
        span: fc.constant(span),
        domains: fc.array(
          fc.uniqueArray(fc.integer({ min: 0, max: span - 1 }), {
            minLength: shape.minDomain,
            maxLength: span,
          }),
          { minLength: n, maxLength: n },
        ),
        groups: fc.array(
          fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), {
            minLength: shape.groupSize === 'span' ? span : 2,
            maxLength: shape.groupSize === 'span' ? span : n,
          }),
          { minLength: shape.groups[0], maxLength: shape.groups[1] },
        ),
      }),
    );
}

const caseArb = caseArbOf({ vars: [2, 6], span: [2, 6], minDomain: 1, groupSize: 'any', groups: [1, 4] });

/** Cases rich in permutation groups (as many members as values) that overlap, where the overlap rule fires. */
const permutationCaseArb = caseArbOf({
  vars: [4, 9],
  span: [2, 4],
  minDomain: 2,
  groupSize: 'span',
  groups: [2, 6],
});

/**
 * Wide permutation groups (8–32 members) over nearly full domains with a few givens: counts of 8
 * and more, and groups of 16 and more members, take other paths of the counting code.
 */
const wideCaseArb: fc.Arbitrary<Case> = fc
  .record({ n: fc.integer({ min: 32, max: 48 }), span: fc.integer({ min: 8, max: 32 }) })
  .chain(({ n, span }) =>
    fc.record({
      n: fc.constant(n),
      span: fc.constant(span),
      domains: fc.array(
        fc.oneof(
          { weight: 1, arbitrary: fc.integer({ min: 0, max: span - 1 }).map((x) => [x]) },
          {
            weight: 6,
            arbitrary: fc
              .uniqueArray(fc.integer({ min: 0, max: span - 1 }), { maxLength: 3 })
              .map((gone) => [...Array(span).keys()].filter((x) => !gone.includes(x))),
          },
        ),
        { minLength: n, maxLength: n },
      ),
      groups: fc.array(
        fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: span, maxLength: span }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  );

function solutions(c: Case): number[][] {
  const out: number[][] = [];
  const cur = new Array<number>(c.n).fill(0);
  const rec = (i: number): void => {
    if (i === c.n) {
      if (c.groups.every((g) => new Set(g.map((v) => cur[v])).size === g.length)) out.push(cur.slice());
      return;
    }
    for (const x of c.domains[i]!) {
      cur[i] = x;
      rec(i + 1);
    }
  };
  rec(0);
  return out;
}

type Overlaps = boolean | 'pointing';

function propagate(c: Case, overlaps: Overlaps, wordsPad = 0): { ok: boolean; store: DomainStore } {
  const { engine, store } = engineFor(c, overlaps, wordsPad);
  return { ok: engine.propagate(), store };
}

/** The one-word (counting) store prunes `c` exactly as the multi-word (scanning) code does. */
function expectSameAsWide(c: Case, overlaps: Overlaps): void {
  const one = propagate(c, overlaps);
  const wide = propagate(c, overlaps, 40);
  expect(one.ok).toBe(wide.ok);
  if (!one.ok) return;
  for (let v = 0; v < c.n; v++) expect(one.store.values(v)).toEqual(wide.store.values(v));
}

describe('AllDifferentFamily one-word fast paths', () => {
  for (const overlaps of [false, true]) {
    it(`prune exactly as the general multi-word code (overlaps ${overlaps})`, () => {
      fc.assert(
        fc.property(fc.oneof(caseArb, permutationCaseArb), (c) => expectSameAsWide(c, overlaps)),
        { numRuns: 400 },
      );
    });
  }

  it('counts as the multi-word code scans in wide groups', () => {
    fc.assert(
      fc.property(wideCaseArb, (c) => expectSameAsWide(c, true)),
      { numRuns: 300 },
    );
  });

  it('counts 32 places in a group of 32 members', () => {
    // The widest one-word group: every member open, so every count is 32 (bit 5 of the count);
    // one member then fixed, so every other value has 31 places.
    const full = [...Array(32).keys()];
    const group = [...Array(32).keys()];
    const open: Case = { n: 32, span: 32, domains: group.map(() => full), groups: [group] };
    const one = propagate(open, true);
    expect(one.ok).toBe(true);
    for (let v = 0; v < 32; v++) expect(one.store.size[v]).toBe(32);
    const fixed: Case = { ...open, domains: group.map((v) => (v === 0 ? [5] : full)) };
    const after = propagate(fixed, true);
    expect(after.ok).toBe(true);
    for (let v = 1; v < 32; v++) expect(after.store.values(v)).toEqual(full.filter((x) => x !== 5));
  });
});

/** Watches some variables and records each one's domain whenever it is told of a change. */
class Watcher extends Propagator {
  readonly scope: Int32Array;
  readonly told = new Map<number, number[]>();
  constructor(
    private readonly store: DomainStore,
    watched: readonly number[],
  ) {
    super();
    this.scope = Int32Array.from(watched);
  }
  attach(engine: PropagationEngine): void {
    for (const v of this.scope) engine.subscribe(v, this, EV_ANY, v);
  }
  override notify(v: number): boolean {
    this.told.set(v, this.store.values(v));
    return false;
  }
  propagate(): boolean {
    return true;
  }
}

describe('AllDifferentFamily with other watchers and a tracer', () => {
  // The first run clears the fixed values in one pass, writing straight to the store only for
  // variables nobody else watches and only without a tracer.
  for (const traced of [false, true]) {
    it(`tells other propagators${traced ? ' and the tracer' : ''} of every change`, () => {
      fc.assert(
        fc.property(fc.oneof(caseArb, permutationCaseArb), fc.nat(), (c, pick) => {
          const plain = propagate(c, true);
          const store = new DomainStore(new Float64Array(c.n), new Int32Array(c.n).fill(c.span));
          c.domains.forEach((d, v) => {
            for (let i = 0; i < c.span; i++) if (!d.includes(i)) store.initClear(v, i);
          });
          const engine = new PropagationEngine(store);
          const watched = Array.from({ length: c.n }, (_, v) => v).filter((v) => ((pick >>> v) & 1) === 1);
          const watcher = new Watcher(store, watched);
          engine.add(new AllDifferentFamily(store, c.groups, true));
          engine.add(watcher);
          engine.finalize();
          const removed = c.domains.map(() => new Set<number>());
          if (traced)
            engine.tracer = (v, values) => {
              for (const x of values) removed[v]!.add(x);
            };
          const ok = engine.propagate();
          expect(ok).toBe(plain.ok);
          if (!ok) return;
          for (let v = 0; v < c.n; v++) {
            const now = store.values(v);
            expect(now).toEqual(plain.store.values(v));
            const changed = now.length < c.domains[v]!.length;
            if (watched.includes(v) && changed) expect(watcher.told.get(v)).toEqual(now);
            if (traced)
              expect(c.domains[v]!.filter((x) => !removed[v]!.has(x)).sort((a, b) => a - b)).toEqual(now);
          }
        }),
        { numRuns: 400 },
      );
    });
  }
});

/** One step of a random walk through search levels: decide, back off, or refute at the current level. */
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

function engineFor(
  c: Case,
  overlaps: Overlaps,
  wordsPad: number,
): { engine: PropagationEngine; store: DomainStore } {
  const span = c.span + wordsPad;
  const store = new DomainStore(new Float64Array(c.n), new Int32Array(c.n).fill(span));
  c.domains.forEach((d, v) => {
    for (let i = 0; i < span; i++) if (!d.includes(i)) store.initClear(v, i);
  });
  const engine = new PropagationEngine(store);
  engine.add(new AllDifferentFamily(store, c.groups, overlaps));
  engine.finalize();
  return { engine, store };
}

describe('AllDifferentFamily through search levels', () => {
  // The one-word store keeps per-(group, value) counts saved and restored with each level; the
  // padded store scans groups. The same walk of decisions, refutations and backtracks must leave
  // both with the same domains and the same failures at every step.
  for (const overlaps of [false, true]) {
    it(`keeps its counts in step with decisions and backtracks (overlaps ${overlaps})`, () => {
      fc.assert(
        fc.property(
          fc.oneof(caseArb, permutationCaseArb),
          fc.array(stepArb, { maxLength: 12 }),
          (c, steps) => {
            const one = engineFor(c, overlaps, 0);
            const wide = engineFor(c, overlaps, 40);
            const okOne = one.engine.propagate();
            expect(wide.engine.propagate()).toBe(okOne);
            if (!okOne) return;
            const marks: [number, number][] = [];
            const same = (): void => {
              for (let v = 0; v < c.n; v++) expect(one.store.values(v)).toEqual(wide.store.values(v));
            };
            for (const step of steps) {
              const v = step.v % c.n;
              if (step.op === 'pop') {
                const m = marks.pop();
                if (m === undefined) continue;
                one.store.popLevel(m[0]);
                wide.store.popLevel(m[1]);
                same();
                continue;
              }
              const values = one.store.values(v);
              if (values.length < 2) continue;
              const x = values[step.pick % values.length]!;
              if (step.op === 'remove' && marks.length === 0) continue; // root changes are never undone
              if (step.op === 'decide') marks.push([one.store.pushLevel(), wide.store.pushLevel()]);
              const a =
                step.op === 'decide'
                  ? one.engine.assign(v, x) && one.engine.propagate()
                  : one.engine.remove(v, x) && one.engine.propagate();
              const b =
                step.op === 'decide'
                  ? wide.engine.assign(v, x) && wide.engine.propagate()
                  : wide.engine.remove(v, x) && wide.engine.propagate();
              expect(a).toBe(b);
              if (a) same();
              else {
                // A failed level is left, as the search does.
                const m = marks.pop()!;
                one.store.popLevel(m[0]);
                wide.store.popLevel(m[1]);
                same();
              }
            }
          },
        ),
        { numRuns: 400 },
      );
    });
  }
});

/** A one-word engine over `c` with the family and a watcher of `watched`; with `traced`, a tracer of every removal. */
function watchedEngine(
  c: Case,
  overlaps: Overlaps,
  watched: readonly number[],
  traced: boolean,
): { engine: PropagationEngine; store: DomainStore; watcher: Watcher; removed: Set<number>[] } {
  const store = new DomainStore(new Float64Array(c.n), new Int32Array(c.n).fill(c.span));
  c.domains.forEach((d, v) => {
    for (let i = 0; i < c.span; i++) if (!d.includes(i)) store.initClear(v, i);
  });
  const engine = new PropagationEngine(store);
  const watcher = new Watcher(store, watched);
  engine.add(new AllDifferentFamily(store, c.groups, overlaps));
  engine.add(watcher);
  engine.finalize();
  const removed = c.domains.map(() => new Set<number>());
  if (traced)
    engine.tracer = (v, values) => {
      for (const x of values) removed[v]!.add(x);
    };
  return { engine, store, watcher, removed };
}

describe('AllDifferentFamily direct store writes (the sanctioned exception)', () => {
  // Without a tracer, removals from and singles placed in variables no other propagator watches
  // are written straight to the store; a tracer sends every write through the engine. The same
  // walk of decisions, refutations and backtracks must reach the same domains and failures both
  // ways, and a propagator watching some variables must be told of each of their changes.
  for (const overlaps of [false, true, 'pointing'] as const) {
    it(`reaches the engine's fixpoints through search levels (overlaps ${overlaps})`, () => {
      fc.assert(
        fc.property(
          fc.oneof(caseArb, permutationCaseArb, wideCaseArb),
          fc.nat(),
          fc.array(stepArb, { maxLength: 12 }),
          (c, pick, steps) => {
            const watched = Array.from({ length: c.n }, (_, v) => v).filter(
              (v) => ((pick >>> (v % 31)) & 1) === 1,
            );
            const direct = watchedEngine(c, overlaps, watched, false);
            const traced = watchedEngine(c, overlaps, watched, true);
            const ok = direct.engine.propagate();
            expect(traced.engine.propagate()).toBe(ok);
            if (!ok) return;
            const same = (): void => {
              for (let v = 0; v < c.n; v++) expect(direct.store.values(v)).toEqual(traced.store.values(v));
            };
            // The watched variables always change through the engine: the watcher is told of each
            // change (last told its current domain), and of nothing else, both ways.
            let before: number[][] = [];
            const startStep = (): void => {
              before = Array.from({ length: c.n }, (_, v) => direct.store.values(v));
              direct.watcher.told.clear();
              traced.watcher.told.clear();
            };
            const toldAlike = (): void => {
              for (const w of [direct, traced]) {
                for (const v of watched) {
                  const now = w.store.values(v);
                  if (now.length < before[v]!.length) expect(w.watcher.told.get(v)).toEqual(now);
                  else expect(w.watcher.told.has(v)).toBe(false);
                }
              }
            };
            same();
            const marks: [number, number][] = [];
            for (const step of steps) {
              const v = step.v % c.n;
              if (step.op === 'pop') {
                const m = marks.pop();
                if (m === undefined) continue;
                direct.store.popLevel(m[0]);
                traced.store.popLevel(m[1]);
                same();
                continue;
              }
              const values = direct.store.values(v);
              if (values.length < 2) continue;
              const x = values[step.pick % values.length]!;
              if (step.op === 'remove' && marks.length === 0) continue; // root changes are never undone
              if (step.op === 'decide') marks.push([direct.store.pushLevel(), traced.store.pushLevel()]);
              const run = (e: PropagationEngine): boolean =>
                step.op === 'decide' ? e.assign(v, x) && e.propagate() : e.remove(v, x) && e.propagate();
              startStep();
              const a = run(direct.engine);
              expect(run(traced.engine)).toBe(a);
              if (a) {
                same();
                toldAlike();
              } else {
                const m = marks.pop()!;
                direct.store.popLevel(m[0]);
                traced.store.popLevel(m[1]);
                same();
              }
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});

describe('AllDifferentFamily against a brute-force oracle', () => {
  for (const overlaps of [false, true]) {
    for (const pad of [0, 40]) {
      it(`is sound (overlaps ${overlaps}, ${pad ? 'multi-word' : 'one-word'} domains)`, () => {
        fc.assert(
          fc.property(caseArb, (c) => {
            const sols = solutions(c);
            const { ok, store } = propagate(c, overlaps, pad);
            if (sols.length > 0) expect(ok).toBe(true);
            if (!ok) return;
            // No value of any solution was removed.
            for (const s of sols) {
              s.forEach((x, v) => {
                expect(store.has(v, x)).toBe(true);
              });
            }
            // At the fixpoint: fixed variables' values are gone from their group-mates.
            for (const g of c.groups) {
              for (const v of g) {
                if (store.size[v] !== 1) continue;
                for (const u of g) if (u !== v) expect(store.has(u, store.minIndex(v))).toBe(false);
              }
            }
            // A complete assignment that survives is a solution.
            if (c.domains.every((_, v) => store.size[v] === 1)) {
              expect(sols.length).toBe(1);
            }
          }),
          { numRuns: 300 },
        );
      });
    }
  }

  it('places hidden singles in permutation groups', () => {
    // Three variables over {0,1,2}; only x2 can take 2.
    const c: Case = {
      n: 3,
      span: 3,
      domains: [
        [0, 1],
        [0, 1],
        [0, 1, 2],
      ],
      groups: [[0, 1, 2]],
    };
    const { ok, store } = propagate(c, false);
    expect(ok).toBe(true);
    expect(store.size[2]).toBe(1);
    expect(store.minIndex(2)).toBe(2);
  });

  it('fails a permutation group that lost a value everywhere', () => {
    const c: Case = {
      n: 3,
      span: 3,
      domains: [
        [0, 1],
        [0, 1],
        [0, 1],
      ],
      groups: [[0, 1, 2]],
    };
    expect(propagate(c, false).ok).toBe(false);
  });

  it('applies the overlap rule between groups sharing members', () => {
    // Group A = {0,1,2} over {0,1,2}; value 2 can only go in x1 or x2, both shared with B = {1,2,3}.
    const c: Case = {
      n: 4,
      span: 3,
      domains: [
        [0, 1],
        [0, 1, 2],
        [0, 1, 2],
        [0, 1, 2],
      ],
      groups: [
        [0, 1, 2],
        [1, 2, 3],
      ],
    };
    const without = propagate(c, false);
    const withRule = propagate(c, true);
    expect(without.store.has(3, 2)).toBe(true);
    expect(withRule.store.has(3, 2)).toBe(false);
  });
});

/** A 4×4 sudoku's houses (rows, columns, 2×2 boxes) over cells 0..15. */
const SUDOKU4_GROUPS: number[][] = [
  ...[0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => r * 4 + c)),
  ...[0, 1, 2, 3].map((c) => [0, 1, 2, 3].map((r) => r * 4 + c)),
  ...[0, 2, 8, 10].map((o) => [o, o + 1, o + 4, o + 5]),
];

/** Random 4×4 sudoku candidate grids (every cell keeps at least two of the four values). */
const sudoku4Arb: fc.Arbitrary<Case> = fc
  .array(fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 4 }), {
    minLength: 16,
    maxLength: 16,
  })
  .map((domains) => ({ n: 16, span: 4, domains, groups: SUDOKU4_GROUPS }));

/** A solved 4×4 sudoku (cell r·4+c), its digits renamed by a random permutation. */
const SUDOKU4_SOLUTION = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];

/** Satisfiable 4×4 candidate grids: each cell keeps its value in a solved grid and some others. */
const solvable4Arb: fc.Arbitrary<Case> = fc
  .record({
    digits: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
    extra: fc.array(fc.subarray([0, 1, 2, 3]), { minLength: 16, maxLength: 16 }),
  })
  .map(({ digits, extra }) => ({
    n: 16,
    span: 4,
    domains: SUDOKU4_SOLUTION.map((x, v) => [...new Set([digits[x]!, ...extra[v]!])]),
    groups: SUDOKU4_GROUPS,
  }));

describe('AllDifferentFamily with many groups', () => {
  it('prunes each of 22 side-by-side 4×4 sudokus (264 groups) as it prunes it alone', () => {
    // Past 256 groups the overlap rule scans each group's overlaps instead of a square table.
    const copies = 22;
    fc.assert(
      fc.property(
        fc.array(solvable4Arb, { minLength: copies, maxLength: copies }),
        fc.boolean(),
        (cs, full) => {
          const overlaps: Overlaps = full ? true : 'pointing';
          const joined: Case = {
            n: 16 * copies,
            span: 4,
            domains: cs.flatMap((c) => c.domains),
            groups: cs.flatMap((c, i) => c.groups.map((g) => g.map((v) => v + 16 * i))),
          };
          const together = propagate(joined, overlaps);
          expect(together.ok).toBe(true);
          cs.forEach((c, i) => {
            const alone = propagate(c, overlaps);
            for (let v = 0; v < 16; v++)
              expect(together.store.values(v + 16 * i)).toEqual(alone.store.values(v));
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('AllDifferentFamily pointing (the cheap part of the overlap rule)', () => {
  it('is sound against a brute-force oracle', () => {
    fc.assert(
      fc.property(fc.oneof(caseArb, permutationCaseArb), (c) => {
        const sols = solutions(c);
        const { ok, store } = propagate(c, 'pointing');
        if (sols.length > 0) expect(ok).toBe(true);
        if (!ok) return;
        for (const sol of sols) {
          sol.forEach((x, v) => {
            expect(store.has(v, x)).toBe(true);
          });
        }
      }),
      { numRuns: 400 },
    );
  });

  it('prunes between singles and the whole overlap rule', () => {
    fc.assert(
      fc.property(fc.oneof(permutationCaseArb, sudoku4Arb), (c) => {
        const singles = propagate(c, false);
        const pointing = propagate(c, 'pointing');
        const full = propagate(c, true);
        if (!singles.ok) expect(pointing.ok).toBe(false);
        if (!pointing.ok) {
          expect(full.ok).toBe(false);
          return;
        }
        for (let v = 0; v < c.n; v++) {
          for (const x of pointing.store.values(v)) expect(singles.store.has(v, x)).toBe(true);
          if (full.ok) for (const x of full.store.values(v)) expect(pointing.store.has(v, x)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('removes a value confined to one line of a box from the rest of that line', () => {
    // 4×4 sudoku, box 0 = cells {0, 1, 4, 5}: value 3 only in cells 0 and 1 (row 0), so cells 2
    // and 3 of row 0 lose it; singles alone see nothing.
    const all = [0, 1, 2, 3];
    const domains = Array.from({ length: 16 }, () => all.slice());
    domains[4] = [0, 1, 2];
    domains[5] = [0, 1, 2];
    const c: Case = { n: 16, span: 4, domains, groups: SUDOKU4_GROUPS };
    const pointing = propagate(c, 'pointing');
    expect(pointing.ok).toBe(true);
    expect(pointing.store.has(2, 3)).toBe(false);
    expect(pointing.store.has(3, 3)).toBe(false);
    expect(pointing.store.has(8, 3)).toBe(true);
    const singles = propagate(c, false);
    expect(singles.store.has(2, 3)).toBe(true);
  });
});
