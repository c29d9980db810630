import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import {
  BUILTIN_KINDS,
  type ConstraintKind,
  checkAssignment,
  compileModel,
  ExplainingAllDifferent,
  ExplainingOverlap,
  ExplanationError,
  IntBuffer,
  IntVar,
  InvalidOptionError,
  Model,
  NogoodChecker,
  REASON_DECISION,
  REASON_LAZY,
  solveAll,
  valuesOf,
} from '../../../core/index.js';
import { LEARNING_OVERLAP_DEFAULT, learningOverlap } from '../../../core/solver/learningOverlap.js';
import { bruteForceSolutions, solutionKey } from '../../support/bruteForce.js';
import { learningSearchFor } from '../../support/learningSearchFor.js';

const native = getBackend(createContainer(), 'native');

/** A random small model of overlapping all-different groups, most of them permutation groups. */
interface OverlapSpec {
  readonly domains: number[][];
  readonly groups: number[][];
}

/**
 * Seven variables over 1..4, groups of four members (permutation groups whenever their members'
 * domains cover 1..4) and of three; seven variables make every two groups of four share one
 * member at least, often two or three.
 */
function overlapSpec(): fc.Arbitrary<OverlapSpec> {
  const n = 7;
  const domain = fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 2, maxLength: 4 });
  const group = fc.oneof(
    fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 4, maxLength: 4 }),
    fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 3, maxLength: 3 }),
  );
  return fc.record({
    domains: fc.array(domain, { minLength: n, maxLength: n }),
    groups: fc.array(group, { minLength: 2, maxLength: 4 }),
  });
}

function buildModel(spec: OverlapSpec, type = 'allDifferent', model = new Model()): Model {
  spec.domains.forEach((d, i) => {
    model.intVar(`x${i}`, valuesOf(d));
  });
  for (const g of spec.groups) {
    if (type === 'allDifferent') model.allDifferent(g.map((i) => IntVar.of(i)));
    else model.add({ type, scope: g } as BadGroup);
  }
  return model;
}

/**
 * Every solution of `model` by a learning search with the overlap rule, in debug mode (every
 * explanation and nogood checked against brute force), and how many removals the rule made below
 * the root.
 */
function learnAll(model: Model, orderSeed?: number): { solutions: Int32Array[]; byOverlap: number } {
  const solutions: Int32Array[] = [];
  const { search, ex, compiled } = learningSearchFor(
    model,
    (e) => ({ orderSeed, checker: new NogoodChecker(model, e) }),
    { onSolution: (v) => solutions.push(v) },
    { overlap: true },
  );
  const engine = compiled.engine;
  let byOverlap = 0;
  ex.forward = (_v, removed) => {
    for (let t = ex.top - removed.length; t < ex.top; t++) {
      const src = ex.tSrc[t]!;
      if (src >= 0 && engine.propagators[src] instanceof ExplainingOverlap && ex.tLit[t]! & 1) byOverlap++;
    }
  };
  expect(search.run(Number.POSITIVE_INFINITY)).toBe('exhausted');
  return { solutions, byOverlap };
}

/** a, b, c, d a permutation group on 1..4; a, b, e a group too (e in {1, 5}). */
function pointingModel(cdWithoutOne: boolean): Model {
  const m = new Model();
  const a = m.intVar('a', { min: 1, max: 4 });
  const b = m.intVar('b', { min: 1, max: 4 });
  const c = m.intVar('c', cdWithoutOne ? { min: 2, max: 4 } : { min: 1, max: 4 });
  const d = m.intVar('d', cdWithoutOne ? { min: 2, max: 4 } : { min: 1, max: 4 });
  const e = m.intVar('e', valuesOf([1, 5]));
  m.allDifferent([a, b, c, d]);
  m.allDifferent([a, b, e]);
  return m;
}

describe('ExplainingOverlap (the overlap rule, explained, in the learning search)', () => {
  it('prunes at the root where value elimination and singles prune nothing', () => {
    const sizeOfE = (overlap: boolean): number => {
      const compiled = compileModel(pointingModel(true), { learning: true, overlap });
      expect(compiled.explainer!.propagateRoot(compiled.engine)).toBe(true);
      return compiled.store.size[4]!;
    };
    // 1 can go in {a, b, c, d} only at a or b, both in {a, b, e}: e loses 1.
    expect(sizeOfE(false)).toBe(2);
    expect(sizeOfE(true)).toBe(1);
  });

  it('applies the rule both ways when both groups are permutation groups (pointing and claiming)', () => {
    // A = {a, b, c, d}, B = {a, b, e, f}, all over 1..4. c, d cannot take 1: 1 goes at a or b, so
    // e, f lose it (A → B); e, f cannot take 2: 2 goes at a or b, so c, d lose it (B → A).
    const m = new Model();
    const a = m.intVar('a', { min: 1, max: 4 });
    const b = m.intVar('b', { min: 1, max: 4 });
    const c = m.intVar('c', valuesOf([2, 3, 4]));
    const d = m.intVar('d', valuesOf([2, 3, 4]));
    const e = m.intVar('e', valuesOf([1, 3, 4]));
    const f = m.intVar('f', valuesOf([1, 3, 4]));
    m.allDifferent([a, b, c, d]);
    m.allDifferent([a, b, e, f]);
    const compiled = compileModel(m, { learning: true, overlap: true });
    expect(compiled.explainer!.propagateRoot(compiled.engine)).toBe(true);
    const s = compiled.store;
    expect([2, 3, 4, 5].map((x) => s.values(x))).toEqual([
      [3, 4],
      [3, 4],
      [3, 4],
      [3, 4],
    ]);
    // a, b keep every value: the naked pair {3, 4} in c, d is a Hall set, not this rule's.
    expect([0, 1].map((x) => s.values(x))).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
  });

  it('explains a pruning below the root by the removals outside the overlap, lazily', () => {
    const compiled = compileModel(pointingModel(false), { learning: true, overlap: true });
    const ex = compiled.explainer!;
    const engine = compiled.engine;
    expect(ex.layoutAtRoot(engine)).toBe(true);
    ex.engine = engine;
    ex.initRoot();
    engine.tracer = ex.trace;
    engine.traceOne = ex.traceOne;
    ex.level = 1;
    // c ≠ 1, d ≠ 1: 1 goes at a or b, so e (in {1, 5}) loses 1 and is fixed to 5.
    const decided = [ex.neq(2, 0), ex.neq(3, 0)];
    for (const lit of decided) {
      expect(ex.enqueue(engine, lit, REASON_DECISION, 0)).toBe(true);
      expect(engine.propagate()).toBe(true);
    }
    expect(compiled.store.size[4]).toBe(1);
    const lit = ex.neq(4, 0);
    // The removal left e one value: the trail has [e = 5] (its reason the removal's) then [e ≠ 1].
    const fixed = ex.eq(4, 4);
    const t = ex.apos[fixed >> 1]!;
    expect(ex.tLit[t]).toBe(fixed);
    expect(ex.tLit[t + 1]).toBe(lit);
    expect(ex.tKind[t]! & 7).toBe(REASON_LAZY);
    expect(engine.propagators[ex.tSrc[t]!]).toBeInstanceOf(ExplainingOverlap);
    const reasoner = ex.lazy[ex.tA[t]!]!;
    for (const l of [fixed, lit]) {
      const out = new IntBuffer();
      reasoner.explain(l, ex.tB[t]!, out);
      expect(out.toArray().sort((p, q) => p - q)).toEqual([...decided].sort((p, q) => p - q));
    }
  });

  it('finds exactly the brute-force solutions of random overlapping groups, every explanation checked', () => {
    let byOverlap = 0;
    fc.assert(
      fc.property(overlapSpec(), fc.integer({ min: 0, max: 1000 }), (spec, seed) => {
        const model = buildModel(spec);
        const got = learnAll(model, seed);
        for (const s of got.solutions) expect(checkAssignment(model, s)).toEqual([]);
        expect(solutionKey(got.solutions)).toEqual(solutionKey(bruteForceSolutions(model)));
        byOverlap += got.byOverlap;
      }),
      { numRuns: 200, seed: 20261127 },
    );
    // Not vacuous: the rule pruned below the root with its own reasons.
    expect(byOverlap).toBeGreaterThan(40);
  });

  it('completes 4×4 sudoku grids like the plain search (counts), from seeded orders', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 16, maxLength: 16 }),
        fc.integer({ min: 1, max: 1000 }),
        (givens, seed) => {
          const m = new Model();
          for (let i = 0; i < 16; i++) {
            const g = givens[i]!;
            m.intVar(`x${i}`, g && i % 3 === 0 ? { min: g, max: g } : { min: 1, max: 4 });
          }
          const cell = (r: number, c: number): IntVar => IntVar.of(r * 4 + c);
          for (let r = 0; r < 4; r++) m.allDifferent(Array.from({ length: 4 }, (_, c) => cell(r, c)));
          for (let c = 0; c < 4; c++) m.allDifferent(Array.from({ length: 4 }, (_, r) => cell(r, c)));
          for (let b = 0; b < 4; b++) {
            const r0 = 2 * (b >> 1);
            const c0 = 2 * (b & 1);
            m.allDifferent([cell(r0, c0), cell(r0, c0 + 1), cell(r0 + 1, c0), cell(r0 + 1, c0 + 1)]);
          }
          const got = learnAll(m, seed);
          const plain = native.solveSync!(m, { solutionLimit: Number.POSITIVE_INFINITY });
          expect(solutionKey(got.solutions)).toEqual(solutionKey(plain.solutions.map((s) => s.values)));
        },
      ),
      { numRuns: 30, seed: 11 },
    );
  });

  it('gives the same solutions as without it through the backend option, and checks the option', async () => {
    await fc.assert(
      fc.asyncProperty(overlapSpec(), async (spec) => {
        const model = buildModel(spec);
        const without = await solveAll(native, model, {
          backendOptions: { native: { learning: { overlap: false } } },
        });
        const withIt = await solveAll(native, model, {
          backendOptions: { native: { learning: { overlap: true, debug: true } } },
        });
        expect(withIt.status).toBe(without.status);
        expect(solutionKey(withIt.solutions.map((s) => s.values))).toEqual(
          solutionKey(without.solutions.map((s) => s.values)),
        );
      }),
      { numRuns: 40, seed: 7 },
    );
    expect(learningOverlap({ overlap: true })).toBe(true);
    expect(learningOverlap({ overlap: false })).toBe(false);
    expect(learningOverlap({ shrink: true })).toBe(LEARNING_OVERLAP_DEFAULT);
    expect(learningOverlap(true)).toBe(LEARNING_OVERLAP_DEFAULT);
    expect(learningOverlap(false)).toBe(false);
    expect(learningOverlap(undefined)).toBe(false);
    const m = pointingModel(true);
    const bad = { backendOptions: { native: { learning: { overlap: 'yes' as unknown as boolean } } } };
    expect(() => native.solveSync!(m, bad)).toThrow(InvalidOptionError);
    expect(() => native.solveSync!(m, bad)).toThrow(/overlap must be a boolean/);
  });

  it('is not posted where no permutation group overlaps another by two members', () => {
    const m = new Model();
    const xs = m.intVars(5, (i) => `x${i}`, { min: 1, max: 6 });
    // Six values for four members: no permutation group.
    m.allDifferent(xs.slice(0, 4));
    m.allDifferent(xs.slice(1, 5));
    const compiled = compileModel(m, { learning: true, overlap: true });
    expect(compiled.engine.propagators.some((p) => p instanceof ExplainingOverlap)).toBe(false);
  });
});

// Planted bug: a reason one literal short (the last holder outside the overlap left out). The
// debug checker must catch it on the same random models (the tests above are not vacuous).
class ShortReason extends ExplainingOverlap {
  protected override reasonOf(p: number, g: number, v: number): number {
    const len = super.reasonOf(p, g, v);
    return len > 0 ? len - 1 : 0;
  }
}

interface BadGroup {
  readonly type: 'badGroups';
  readonly scope: readonly number[];
}

const badKind: ConstraintKind<BadGroup> = {
  type: 'badGroups',
  summary: 'all different, the overlap rule between the groups with reasons one literal short',
  linksValues: true,
  validate: () => null,
  variables: (c) => c.scope,
  check: (c, values) => new Set(c.scope.map((x) => values[x])).size === c.scope.length,
  postStage: 1,
  postAll(cs, ctx) {
    const ex = ctx.explainer!;
    const groups = cs.map((c) => new ExplainingAllDifferent(c.scope, ctx.store, ex));
    for (const g of groups) ctx.add(g);
    const overlap = new ShortReason(groups, ctx.store, ex);
    if (overlap.pairs === 0) return;
    ctx.add(overlap);
    ex.explainWith(overlap, overlap);
  },
};

describe('ExplainingOverlap planted bug', () => {
  it('the debug checker catches a reason missing one literal', () => {
    const kinds = BUILTIN_KINDS.extend().register(badKind);
    let caught = 0;
    fc.assert(
      fc.property(overlapSpec(), (spec) => {
        const m = buildModel(spec, 'badGroups', new Model({ kinds }));
        try {
          native.solveSync!(m, {
            solutionLimit: Number.POSITIVE_INFINITY,
            backendOptions: { native: { learning: { debug: true } } },
          });
        } catch (e) {
          if (!(e instanceof ExplanationError)) throw e;
          expect(String(e.message)).toMatch(/ShortReason|ExplainingOverlap/);
          caught++;
        }
      }),
      { numRuns: 200, seed: 20261127 },
    );
    expect(caught).toBeGreaterThan(10);
  });
});
