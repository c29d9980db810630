import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import {
  BackjumpWatch,
  BUILTIN_KINDS,
  type ConstraintKind,
  checkAssignment,
  compileModel,
  DomainStore,
  ExplainingAllDifferent,
  ExplainingMatching,
  ExplanationError,
  HallLiterals,
  IntVar,
  InvalidOptionError,
  LearningSearch,
  MatchingSnapshot,
  Model,
  NogoodChecker,
  REASON_DECISION,
  REASON_POOL,
  solveAll,
  valuesOf,
} from '../../../core/index.js';
import {
  LEARNING_MATCHING_MIN_GROUP,
  LEARNING_MATCHING_MIN_OPEN_SHARE,
  largestAllDifferent,
  learningStrength,
} from '../../../core/solver/learningStrength.js';
import { bruteForceSolutions, solutionKey } from '../../support/bruteForce.js';
import { learningSearchFor } from '../../support/learningSearchFor.js';
import { queensModel } from '../../support/queensModel.js';
import {
  buildRandomModel,
  neEdge,
  type RandomModelSpec,
  randomModelSpec,
} from '../../support/randomModel.js';

const native = getBackend(createContainer(), 'native');

/**
 * Random models whose all-different groups are tight (few values per member, several groups over
 * shared members, disequalities): Hall sets form often, so the matching filter prunes and fails.
 */
function hallSpec(): fc.Arbitrary<RandomModelSpec> {
  return fc.integer({ min: 6, max: 7 }).chain((n) => {
    const group = fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 3, maxLength: 5 });
    const domain = fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 4 });
    return fc.record({
      domains: fc.array(domain, { minLength: n, maxLength: n }),
      allDifferent: fc.array(group, { minLength: 2, maxLength: 4 }),
      relations: fc.array(neEdge(n), { maxLength: n }),
      linear: fc.constant([]),
      tables: fc.constant([]),
    });
  });
}

/**
 * Every solution of `model` by a learning search with the matching filter, in debug mode (every
 * explanation and learnt nogood checked against brute force), and how many removals the matching
 * filter explained and how many nogoods were learnt.
 */
function learnAll(
  model: Model,
  orderSeed?: number,
): { solutions: Int32Array[]; byHall: number; learnt: number } {
  const solutions: Int32Array[] = [];
  const { search, ex, compiled } = learningSearchFor(
    model,
    (e) => ({ orderSeed, checker: new NogoodChecker(model, e) }),
    { onSolution: (v) => solutions.push(v) },
    { allDifferent: 'matching' },
  );
  const engine = compiled.engine;
  let byHall = 0;
  ex.forward = (_v, removed) => {
    for (let t = ex.top - removed.length; t < ex.top; t++) {
      const src = ex.tSrc[t]!;
      if (
        (ex.tKind[t]! & 7) === REASON_POOL &&
        src >= 0 &&
        engine.propagators[src] instanceof ExplainingMatching
      )
        byHall++;
    }
  };
  expect(search.run(Number.POSITIVE_INFINITY)).toBe('exhausted');
  return { solutions, byHall, learnt: search.learnt };
}

/** Runs `fn` with trailing domain stores only (the backjump watch listens there). */
function withTrailingStores<T>(fn: () => T): T {
  const saved = DomainStore.snapshotMaxVars;
  DomainStore.snapshotMaxVars = 0;
  try {
    return fn();
  } finally {
    DomainStore.snapshotMaxVars = saved;
  }
}

interface TestAllDifferent {
  readonly type: string;
  readonly scope: readonly number[];
}

/** An all-different kind posting the explained value elimination and `make` (a filter under test). */
function matchingKind(type: string, make: typeof ExplainingMatching): ConstraintKind<TestAllDifferent> {
  return {
    type,
    summary: 'all different, with a Hall-set filter under test',
    linksValues: true,
    validate: () => null,
    variables: (c) => c.scope,
    check(c, values) {
      return new Set(c.scope.map((x) => values[x])).size === c.scope.length;
    },
    post(c, ctx) {
      const ex = ctx.explainer!;
      ctx.add(new ExplainingAllDifferent(c.scope, ctx.store, ex));
      ctx.add(new make(c.scope, ctx.store, ex));
    },
  };
}

/** The Hall-set filter with every run a full one (no snapshot): what the incremental runs must match. */
class FromScratch extends ExplainingMatching {
  protected override skips(): boolean {
    return false;
  }
}

/** The filter as shipped, counting the runs its snapshot settled (a test must not be vacuous). */
class CountingSkips extends ExplainingMatching {
  static skipped = 0;
  protected override skipped(): void {
    CountingSkips.skipped++;
  }
}

/** A planted bug: snapshots are never rolled back at a backjump. */
class NeverRollBack extends ExplainingMatching {
  protected override backjumpLow(): number {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * An n×n Latin square (rows and columns all different), every fourth cell given `givens[i]` when
 * that is 1..n; with `kinds`, the groups are the test kind `testAllDifferent`. With `spread`, the
 * symbols are 1, 30, 59, … instead of 1..n: the same puzzle over a value layout of several words
 * where a group's values are few (the filter's compact rows differ from the store's words).
 */
function latinModel(n: number, givens: readonly number[], kinds?: Model['kinds'], spread = false): Model {
  const m = new Model(kinds === undefined ? {} : { kinds });
  const symbol = (v: number): number => (spread ? 1 + 29 * (v - 1) : v);
  const all = valuesOf(Array.from({ length: n }, (_, v) => symbol(v + 1)));
  for (let i = 0; i < n * n; i++) {
    const g = givens[i]!;
    m.intVar(`x${i}`, g && g <= n && i % 4 === 0 ? valuesOf([symbol(g)]) : all);
  }
  for (const g of latinGroups(n)) {
    if (kinds === undefined) m.allDifferent(g.map((i) => IntVar.of(i)));
    else m.add({ type: 'testAllDifferent', scope: g } satisfies TestAllDifferent);
  }
  return m;
}

function latinGroups(n: number): number[][] {
  const groups: number[][] = [];
  for (let r = 0; r < n; r++) groups.push(Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) groups.push(Array.from({ length: n }, (_, r) => r * n + c));
  return groups;
}

/**
 * A learning search over an n×n Latin square (a few givens, rows and columns all-different with
 * the Hall-set filter `make`, default the built-in kind's), up to 30 solutions per model; at every
 * decision every group must be domain-consistent (each value of each member extends to an
 * all-different assignment of its group, by brute force), and every filter's snapshot is checked.
 */
function latinConsistency(
  n: number,
  runs: number,
  seed: number,
  make?: typeof ExplainingMatching,
): { checked: number; backjumps: number; snapshotErrors: number } {
  let checked = 0;
  let backjumps = 0;
  let snapshotErrors = 0;
  const kinds =
    make === undefined ? undefined : BUILTIN_KINDS.extend().register(matchingKind('testAllDifferent', make));
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }),
      fc.integer({ min: 1, max: 1000 }),
      (givens, order) => {
        const m = latinModel(n, givens, kinds);
        const groups = latinGroups(n);
        const compiled = compileModel(m, { learning: true, allDifferent: 'matching' });
        const store = compiled.store;
        // Whether value bit `i` of member `x` extends to an all-different assignment of `group`.
        const supported = (group: number[], x: number, i: number): boolean => {
          const used = new Set<number>([i]);
          const rest = group.filter((y) => y !== x);
          const place = (k: number): boolean => {
            if (k === rest.length) return true;
            for (let j = 0; j < n; j++) {
              if (used.has(j) || !store.has(rest[k]!, j)) continue;
              used.add(j);
              if (place(k + 1)) return true;
              used.delete(j);
            }
            return false;
          };
          return place(0);
        };
        const search = new LearningSearch(
          compiled.engine,
          compiled.explainer!,
          {
            solutionLimit: 30,
            nodeLimit: Number.POSITIVE_INFINITY,
            restartBase: 4,
            recheck: -1,
            orderSeed: order,
          },
          {
            onSolution: () => {},
            onBacktrack: () => {
              backjumps++;
            },
            onDecision: () => {
              for (const p of compiled.engine.propagators)
                if (p instanceof ExplainingMatching) snapshotErrors += p.snapshotErrors();
              for (const g of groups)
                for (const x of g)
                  for (let i = 0; i < n; i++) if (store.has(x, i)) expect(supported(g, x, i)).toBe(true);
              checked++;
            },
          },
        );
        search.run(Number.POSITIVE_INFINITY);
      },
    ),
    { numRuns: runs, seed },
  );
  return { checked, backjumps, snapshotErrors };
}

describe('ExplainingMatching (Hall-set explanations in the learning search)', () => {
  it('prunes by a Hall set where value elimination and singles prune nothing (root)', () => {
    const build = (): Model => {
      const m = new Model();
      const a = m.intVar('a', { min: 1, max: 2 });
      const b = m.intVar('b', { min: 1, max: 2 });
      // Four values for three members: no hidden single, no pigeonhole.
      const c = m.intVar('c', { min: 1, max: 4 });
      m.allDifferent([a, b, c]);
      return m;
    };
    const sizeOfC = (matching: boolean): number => {
      const compiled = compileModel(build(), {
        learning: true,
        ...(matching ? { allDifferent: 'matching' } : {}),
      });
      expect(compiled.explainer!.propagateRoot(compiled.engine)).toBe(true);
      return compiled.store.size[2]!;
    };
    expect(sizeOfC(false)).toBe(4);
    expect(sizeOfC(true)).toBe(2);
  });

  it('explains a pruning below the root by the Hall set: the removals that made it', () => {
    // a, b, c in 1..4 (four values, three members: no hidden singles); deciding a, b ∉ {3, 4}
    // makes {a, b} a Hall set on {1, 2}, so c loses 1 and 2 for exactly those four removals.
    const m = new Model();
    const [a, b, c] = m.intVars(3, (i) => `v${i}`, { min: 1, max: 4 });
    m.allDifferent([a!, b!, c!]);
    const compiled = compileModel(m, { learning: true, allDifferent: 'matching' });
    const ex = compiled.explainer!;
    const engine = compiled.engine;
    expect(ex.layoutAtRoot(engine)).toBe(true);
    ex.engine = engine;
    ex.initRoot();
    engine.tracer = ex.trace;
    engine.traceOne = ex.traceOne;
    ex.level = 1;
    const decided = [ex.neq(0, 2), ex.neq(0, 3), ex.neq(1, 2), ex.neq(1, 3)];
    for (const lit of decided) {
      expect(ex.enqueue(engine, lit, REASON_DECISION, 0)).toBe(true);
      expect(engine.propagate()).toBe(true);
    }
    expect(compiled.store.size[2]).toBe(2);
    for (const i of [0, 1]) {
      const lit = ex.neq(2, i);
      const t = ex.apos[lit >> 1]!;
      expect(ex.tLit[t]).toBe(lit);
      expect(ex.tKind[t]! & 7).toBe(REASON_POOL);
      expect(engine.propagators[ex.tSrc[t]!]).toBeInstanceOf(ExplainingMatching);
      const reason = Array.from(ex.pool.subarray(ex.tA[t]!, ex.tA[t]! + ex.tB[t]!)).sort((p, q) => p - q);
      expect(reason).toEqual([...decided].sort((p, q) => p - q));
    }
  });

  it('finds exactly the brute-force solutions of random tight all-different models, every explanation checked', () => {
    let byHall = 0;
    let learnt = 0;
    fc.assert(
      fc.property(
        fc.oneof(hallSpec(), randomModelSpec({ vars: 6, kinds: ['allDifferent', 'relation'] })),
        (spec) => {
          const model = buildRandomModel(spec);
          const got = learnAll(model);
          for (const s of got.solutions) expect(checkAssignment(model, s)).toEqual([]);
          expect(solutionKey(got.solutions)).toEqual(solutionKey(bruteForceSolutions(model)));
          byHall += got.byHall;
          learnt += got.learnt;
        },
      ),
      { numRuns: 150, seed: 20261127 },
    );
    // Not vacuous: the matching filter pruned below the root with its own reasons, and conflicts
    // were analysed through them.
    expect(byHall).toBeGreaterThan(40);
    expect(learnt).toBeGreaterThan(8);
  });

  it('leaves every group domain-consistent at each decision (the runs that skip the full filter miss nothing)', () => {
    expect(latinConsistency(5, 40, 3).checked).toBeGreaterThan(100);
  });

  it('stays domain-consistent at each decision with a trailing store (snapshots per trail length, kept across backjumps)', () => {
    // A trailing store is where the backjump watch listens: snapshots are restored to the state
    // a backjump kept instead of starting over. Checked against brute force at every decision,
    // and every group's snapshot (settled as its next run would) against the domains.
    const got = withTrailingStores(() => latinConsistency(6, 60, 17));
    expect(got.checked).toBeGreaterThan(300);
    expect(got.backjumps).toBeGreaterThan(100);
    expect(got.snapshotErrors).toBe(0);
  });

  it('a snapshot kept past a backjump is caught (planted bug)', () => {
    // Never rolling back: after a backjump the snapshot is a state the search left.
    const got = withTrailingStores(() => latinConsistency(6, 60, 17, NeverRollBack));
    expect(got.snapshotErrors).toBeGreaterThan(10);
    // The same models with the filter as shipped through the same test kind: none.
    expect(withTrailingStores(() => latinConsistency(6, 60, 17, ExplainingMatching)).snapshotErrors).toBe(0);
  });

  it('agrees with a from-scratch filter at every decision (trailing stores): the same search', () => {
    // The incremental runs (skips, rollbacks) leave the domains exactly where the full filter run
    // every time leaves them, with the same matching: same domains at every decision, same
    // solutions, in the same order.
    let compared = 0;
    let skipped = 0;
    withTrailingStores(() =>
      fc.assert(
        fc.property(
          fc.integer({ min: 5, max: 7 }),
          fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 49, maxLength: 49 }),
          fc.integer({ min: 1, max: 1000 }),
          fc.boolean(),
          (n, givens, order, spread) => {
            const run = (make: typeof ExplainingMatching): string[] => {
              const trace: string[] = [];
              const kinds = BUILTIN_KINDS.extend().register(matchingKind('testAllDifferent', make));
              const m = latinModel(n, givens, kinds, spread);
              const compiled = compileModel(m, { learning: true });
              const store = compiled.store;
              const search = new LearningSearch(
                compiled.engine,
                compiled.explainer!,
                {
                  solutionLimit: 25,
                  nodeLimit: Number.POSITIVE_INFINITY,
                  restartBase: 4,
                  recheck: -1,
                  orderSeed: order,
                },
                {
                  onSolution: (v) => trace.push(`s${Array.from(v).join(',')}`),
                  onDecision: () => {
                    const doms: number[] = [];
                    for (let x = 0; x < store.n; x++) doms.push(...store.values(x), -1);
                    trace.push(doms.join(','));
                  },
                },
              );
              search.run(Number.POSITIVE_INFINITY);
              return trace;
            };
            const before = CountingSkips.skipped;
            const a = run(CountingSkips);
            skipped += CountingSkips.skipped - before;
            const b = run(FromScratch);
            expect(a).toEqual(b);
            compared += a.length;
          },
        ),
        { numRuns: 40, seed: 424242 },
      ),
    );
    expect(compared).toBeGreaterThan(500);
    // Not vacuous: many runs were settled without the full filter.
    expect(skipped).toBeGreaterThan(1000);
  });

  it('completes Latin squares like the plain search (counts), from seeded orders', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 16, maxLength: 16 }),
        fc.integer({ min: 1, max: 1000 }),
        (givens, seed) => {
          const n = 4;
          const m = new Model();
          for (let i = 0; i < n * n; i++) {
            const g = givens[i]!;
            m.intVar(`x${i}`, g ? { min: g, max: g } : { min: 1, max: n });
          }
          const cell = (r: number, c: number): IntVar => IntVar.of(r * n + c);
          for (let r = 0; r < n; r++) m.allDifferent(Array.from({ length: n }, (_, c) => cell(r, c)));
          for (let c = 0; c < n; c++) m.allDifferent(Array.from({ length: n }, (_, r) => cell(r, c)));
          const got = learnAll(m, seed);
          expect(solutionKey(got.solutions)).toEqual(solutionKey(bruteForceSolutions(m)));
        },
      ),
      { numRuns: 30, seed: 11 },
    );
  });

  it('agrees with the plain search on n-queens counts and random all-different models (backend option)', async () => {
    const known = [1, 0, 0, 2, 10, 4];
    for (let n = 1; n <= known.length; n++) {
      const r = await solveAll(native, queensModel(n), {
        backendOptions: { native: { learning: { matching: true, debug: n <= 5 } } },
      });
      expect(r.solutions.length).toBe(known[n - 1]);
    }
    await fc.assert(
      fc.asyncProperty(randomModelSpec({ vars: 6, kinds: ['allDifferent', 'linear'] }), async (spec) => {
        const model = buildRandomModel(spec);
        const plain = await solveAll(native, model);
        const learning = await solveAll(native, model, {
          backendOptions: { native: { learning: { matching: true, debug: true } } },
        });
        expect(learning.status).toBe(plain.status);
        expect(solutionKey(learning.solutions.map((s) => s.values))).toEqual(
          solutionKey(plain.solutions.map((s) => s.values)),
        );
      }),
      { numRuns: 60, seed: 5 },
    );
  });

  it('is reached by learning.matching and the model strength, and checks the option', () => {
    // The strength a compile gets: `matching` decides for a learning search, else the caller's,
    // else the size of the model's largest group.
    const big = LEARNING_MATCHING_MIN_GROUP;
    expect(learningStrength(undefined, { matching: true }, 3)).toBe('matching');
    expect(learningStrength('matching', { matching: false }, big)).toBeUndefined();
    expect(learningStrength(undefined, { matching: false }, big)).toBeUndefined();
    expect(learningStrength('matching', true, 3)).toBe('matching');
    expect(learningStrength('overlaps', { matching: true }, 3)).toBe('matching');
    expect(learningStrength('overlaps', { shrink: true }, big)).toBe('overlaps');
    expect(learningStrength(undefined, true, big - 1)).toBeUndefined();
    expect(learningStrength(undefined, { shrink: true }, big)).toBe('matching');
    // Without learning the field means nothing: the caller's strength stands.
    expect(learningStrength('singles', false, big)).toBe('singles');
    expect(learningStrength(undefined, undefined, big)).toBeUndefined();
    const sizes = new Model();
    const xs = sizes.intVars(big, (i) => `x${i}`, { min: 1, max: big });
    sizes.allDifferent(xs.slice(0, 3));
    sizes.allDifferent(xs);
    expect(largestAllDifferent(sizes)).toEqual({ members: big, open: big });
    expect(largestAllDifferent(new Model())).toEqual({ members: 0, open: 0 });
    // Half the members of the largest group given: still on; one more given: off (the share rule).
    const half = Math.ceil(LEARNING_MATCHING_MIN_OPEN_SHARE * big);
    expect(learningStrength(undefined, true, big, half)).toBe('matching');
    expect(learningStrength(undefined, true, big, half - 1)).toBeUndefined();
    expect(learningStrength(undefined, { matching: true }, big, 0)).toBe('matching');
    for (let i = 0; i < big - half; i++) sizes.setDomain(xs[i]!, [i + 1]);
    expect(largestAllDifferent(sizes)).toEqual({ members: big, open: half });
    sizes.setDomain(xs[big - half]!, { min: big, max: big });
    expect(largestAllDifferent(sizes)).toEqual({ members: big, open: half - 1 });
    const m = new Model();
    const a = m.intVar('a', { min: 1, max: 2 });
    const b = m.intVar('b', { min: 1, max: 2 });
    const c = m.intVar('c', { min: 1, max: 4 });
    m.allDifferent([a, b, c]);
    for (const options of [
      { learning: { matching: true } },
      { learning: { matching: false }, allDifferent: 'matching' as const },
    ])
      expect(
        native.solveSync!(m, { solutionLimit: 10, backendOptions: { native: options } }).solutions.length,
      ).toBe(4);
    const bad = { backendOptions: { native: { learning: { matching: 1 as unknown as boolean } } } };
    expect(() => native.solveSync!(m, bad)).toThrow(InvalidOptionError);
    expect(() => native.solveSync!(m, bad)).toThrow(/matching must be a boolean/);
  });
});

// Planted bugs: a Hall-set literal builder that leaves one literal out, or one member out. The
// debug checker must catch them on the same random models (the tests above are not vacuous).
class DropLastLiteral extends HallLiterals {
  override addOutside(k: number, vals: Int32Array): void {
    const before = this.length;
    super.addOutside(k, vals);
    if (this.length > before) this.length--;
  }
}

class DropFirstMember extends HallLiterals {
  private skipped = false;
  override begin(): void {
    super.begin();
    this.skipped = false;
  }
  override addOutside(k: number, vals: Int32Array): void {
    const before = this.length;
    super.addOutside(k, vals);
    if (!this.skipped && this.length > before) {
      this.length = before;
      this.skipped = true;
    }
  }
}

interface BadAllDifferent {
  readonly type: 'badAllDifferent';
  readonly scope: readonly number[];
}

function badKind(make: typeof HallLiterals): ConstraintKind<BadAllDifferent> {
  return {
    type: 'badAllDifferent',
    summary: 'all different, its Hall-set reasons built wrongly',
    linksValues: true,
    validate: () => null,
    variables: (c) => c.scope,
    check(c, values) {
      return new Set(c.scope.map((x) => values[x])).size === c.scope.length;
    },
    post(c, ctx) {
      const ex = ctx.explainer!;
      ctx.add(new ExplainingAllDifferent(c.scope, ctx.store, ex));
      ctx.add(new ExplainingMatching(c.scope, ctx.store, ex, make));
    },
  };
}

describe('ExplainingMatching planted bugs', () => {
  for (const [name, make] of [
    ['a reason missing one literal', DropLastLiteral],
    ['a Hall set one member too small', DropFirstMember],
  ] as const) {
    it(`the debug checker catches ${name}`, () => {
      const kinds = BUILTIN_KINDS.extend().register(badKind(make));
      let caught = 0;
      fc.assert(
        fc.property(hallSpec(), (spec) => {
          const m = new Model({ kinds });
          spec.domains.forEach((d, i) => {
            m.intVar(`x${i}`, valuesOf(d));
          });
          for (const g of spec.allDifferent)
            m.add({ type: 'badAllDifferent', scope: g } satisfies BadAllDifferent);
          for (const r of spec.relations) m.relation(r.op, m.varAt(r.x), m.varAt(r.y), r.k);
          const attempt = (): unknown =>
            native.solveSync!(m, {
              solutionLimit: Number.POSITIVE_INFINITY,
              backendOptions: { native: { learning: { debug: true } } },
            });
          try {
            attempt();
          } catch (e) {
            if (!(e instanceof ExplanationError)) throw e;
            expect(String(e.message)).toMatch(/ExplainingMatching/);
            caught++;
          }
        }),
        { numRuns: 150, seed: 20261127 },
      );
      expect(caught).toBeGreaterThan(3);
    });
  }
});

describe('BackjumpWatch and MatchingSnapshot (the filter snapshot state)', () => {
  it('gives every mark the lowest trail length a backjump left since (against a plain list)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ mark: fc.integer({ min: 0, max: 3 }) }),
            fc.record({ cut: fc.integer({ min: 0, max: 500 }), vars: fc.integer({ min: 1, max: 3 }) }),
          ),
          { maxLength: 300 },
        ),
        (ops) => {
          withTrailingStores(() => {
            const m = new Model();
            m.intVars(4, (i) => `x${i}`, { min: 1, max: 3 });
            const compiled = compileModel(m, { learning: true });
            const store = compiled.store;
            const ex = compiled.explainer!;
            const watch = BackjumpWatch.of(store, ex)!;
            expect(watch).not.toBeNull();
            expect(BackjumpWatch.of(store, ex)).toBe(watch);
            const marks = [0, 0, 0, 0].map(() => watch.mark());
            const cuts: number[][] = [[], [], [], []];
            for (const op of ops) {
              if ('mark' in op) {
                const low = watch.lowSince(marks[op.mark]!, -1);
                const want =
                  cuts[op.mark]!.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...cuts[op.mark]!);
                expect(low).toBe(want);
                marks[op.mark] = watch.mark();
                cuts[op.mark] = [];
              } else {
                // A backjump: the explainer's trail cut at `cut`, then the store's levels popped.
                const level = store.pushLevel();
                for (let v = 0; v < op.vars; v++) store.save(v);
                ex.top = op.cut;
                store.popLevel(level);
                for (const c of cuts) c.push(op.cut);
              }
            }
          });
        },
      ),
      { numRuns: 60, seed: 99 },
    );
  });

  it('rolls back to the last state a cut keeps, one frame per level, naming the members changed since', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({
              run: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }),
              value: fc.integer(),
            }),
            fc.record({ cut: fc.integer({ min: 0, max: 60 }) }),
          ),
          { maxLength: 120 },
        ),
        (ops) => {
          const snap = new MatchingSnapshot(5, 2);
          // The reference: every committed state with its trail length and level, on a stack.
          const states: { time: number; level: number; rows: number[][] }[] = [];
          let rows = [0, 1, 2, 3, 4].map(() => [0, 0]);
          let time = 0;
          let level = 0;
          let changedSince = new Set<number>();
          for (const op of ops) {
            if ('run' in op) {
              time += 1 + (op.value & 3);
              if ((op.value & 4) !== 0) level++;
              snap.begin(level, true);
              rows = rows.map((r) => r.slice());
              for (const k of op.run) {
                rows[k] = [op.value, time];
                snap.record(k, Int32Array.from(rows[k]!), 0, 2);
              }
              snap.commit(time);
              while (states.length > 0 && states[states.length - 1]!.level === level) states.pop();
              states.push({ time, level, rows });
              changedSince = new Set();
            } else {
              // A cut at a level boundary: the last state of a level at or below the cut's.
              const keepLevel = Math.min(level, op.cut % 8);
              while (states.length > 0 && states[states.length - 1]!.level > keepLevel) states.pop();
              const low = states.length === 0 ? -1 : states[states.length - 1]!.time;
              const changed = new Set<number>();
              snap.rollback(low, (k) => changed.add(k));
              level = keepLevel;
              time = Math.max(low, 0);
              if (states.length === 0) {
                expect(snap.valid).toBe(false);
                rows = [0, 1, 2, 3, 4].map(() => [0, 0]);
                continue;
              }
              rows = states[states.length - 1]!.rows;
              expect(snap.valid).toBe(true);
              expect(snap.time).toBe(low);
              for (let k = 0; k < 5; k++) expect([snap.words[2 * k], snap.words[2 * k + 1]]).toEqual(rows[k]);
              for (const k of changedSince) changed.add(k);
              changedSince = changed;
            }
          }
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });
});
