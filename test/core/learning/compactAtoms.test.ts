import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import {
  compileModel,
  FALSE_LIT,
  LearningSearch,
  Model,
  NogoodChecker,
  solveAll,
  TRUE_LIT,
} from '../../../core/index.js';
import { bruteForceSolutions, solutionKey } from '../../support/bruteForce.js';
import { type LearningSearchUnderTest, learningSearchFor } from '../../support/learningSearchFor.js';
import { buildRandomModel, cellValuePairs, neEdge, type RandomModelSpec } from '../../support/randomModel.js';

const native = getBackend(createContainer(), 'native');

/**
 * Random colourings (domains 1..4) where some variables are given (a one-value domain) and some
 * domains have holes: the root propagation fixes more variables and removes values, so the atom
 * layout leaves out many pairs. Groups of four are permutation groups (hidden singles, whose
 * reasons name every other member, given ones included).
 */
function givenSpec(): fc.Arbitrary<RandomModelSpec> {
  return fc.integer({ min: 5, max: 7 }).chain((n) => {
    const edge = neEdge(n);
    const domain = fc.oneof(
      { weight: 3, arbitrary: fc.constant<number[]>([1, 2, 3, 4]) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map((v) => [v]) },
      {
        weight: 1,
        arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 2, maxLength: 3 }),
      },
    );
    const group = fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 4, maxLength: 4 });
    return fc.record({
      domains: fc.array(domain, { minLength: n, maxLength: n }),
      allDifferent: fc.array(group, { minLength: 1, maxLength: 3 }),
      relations: fc.array(edge, { minLength: 2, maxLength: n }),
      linear: fc.constant([]),
      tables: fc.constant([]),
    });
  });
}

/** A learning search over `model` with the debug checker; the explainer laid out by its constructor. */
function learner(model: Model): LearningSearchUnderTest {
  return learningSearchFor(model, (ex) => ({
    shrink: true,
    bumpReasons: 1,
    branching: 'atom',
    checker: new NogoodChecker(model, ex),
  }));
}

describe('compact atoms (learning layout)', () => {
  it('gives atoms exactly to the pairs the root propagation leaves open; the rest are constants', () => {
    let leftOut = 0;
    fc.assert(
      fc.property(givenSpec(), (spec) => {
        const model = buildRandomModel(spec);
        const { compiled } = learner(model);
        const ex = compiled.explainer!;
        const s = compiled.store;
        if (ex.rootFailed) return;
        let open = 0;
        let dense = 0;
        for (let x = 0; x < s.n; x++) {
          dense += ex.spans[x]!;
          const fixed = s.size[x] === 1;
          if (!fixed) open += s.size[x]!;
          // A variable's atoms are consecutive, in bit order, one per value it still has.
          expect(ex.base[x + 1]! - ex.base[x]!).toBe(fixed ? 0 : s.size[x]!);
          let last = -1;
          for (let i = 0; i < ex.spans[x]!; i++) {
            const eq = ex.eq(x, i);
            expect(ex.neq(x, i)).toBe(eq ^ 1);
            if (fixed) expect(eq).toBe(s.has(x, i) ? TRUE_LIT : FALSE_LIT);
            else if (!s.has(x, i)) expect(eq).toBe(FALSE_LIT);
            else {
              const atom = eq >> 1;
              expect(eq & 1).toBe(0);
              expect(atom).toBeGreaterThan(last);
              expect(atom >= ex.base[x]! && atom < ex.base[x + 1]!).toBe(true);
              expect(ex.atomVar[atom]).toBe(x);
              expect(ex.atomBit[atom]).toBe(i);
              last = atom;
            }
          }
        }
        // The tracers' rank table gives the same atoms as the literal table.
        expect(ex.ranksAgree()).toBe(true);
        // Atom 0 is the constant: true at level 0, never on the trail.
        expect(ex.atoms).toBe(open + 1);
        expect(ex.isTrue(TRUE_LIT)).toBe(true);
        expect(ex.isFalse(FALSE_LIT)).toBe(true);
        leftOut += dense - open;
      }),
      { numRuns: 150, seed: 20261127 },
    );
    // Not vacuous: the root settled many pairs across the runs.
    expect(leftOut).toBeGreaterThan(500);
  });

  it('gives the same answers and counts as the search without learning on models with given variables', async () => {
    let learnt = 0;
    let unsat = 0;
    await fc.assert(
      fc.asyncProperty(givenSpec(), async (spec) => {
        const model = buildRandomModel(spec);
        const plain = await solveAll(native, model);
        const learning = await solveAll(native, model, {
          backendOptions: { native: { learning: { debug: true } } },
        });
        expect(learning.status).toBe(plain.status);
        const key = solutionKey(plain.solutions.map((s) => s.values));
        expect(solutionKey(learning.solutions.map((s) => s.values))).toEqual(key);
        expect(key).toEqual(solutionKey(bruteForceSolutions(model)));
        if (plain.solutions.length === 0) unsat++;
        // The learning search itself, every explanation and learnt nogood checked on this layout.
        const { search } = learner(model);
        expect(search.run(Number.POSITIVE_INFINITY)).toBe('exhausted');
        expect(search.solutions).toBe(plain.solutions.length);
        learnt += search.learnt;
      }),
      { numRuns: 60, seed: 11 },
    );
    expect(learnt).toBeGreaterThan(20);
    expect(unsat).toBeGreaterThan(0);
  });

  it('keeps ranks, counts and compact place sets exact on multi-word domains through every backjump', () => {
    let checks = 0;
    let compacted = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 34, max: 70 }),
        cellValuePairs(39, 70, 12),
        cellValuePairs(39, 70, 60),
        (maxValue, givens, holes) => {
          // Rows and columns of a 5×8 grid over values 1..maxValue (two or three words a domain),
          // some cells given, some values removed: the root fixes cells and empties rows of values.
          const m = new Model();
          const xs = m.intVars(40, (i) => `x${i}`, { min: 1, max: maxValue });
          for (let r = 0; r < 5; r++) m.allDifferent(xs.slice(r * 8, r * 8 + 8));
          for (let c = 0; c < 8; c++) m.allDifferent(xs.filter((_, i) => i % 8 === c));
          const removed = new Map<number, Set<number>>();
          for (const [cell, v] of holes) {
            if (v > maxValue) continue;
            const set = removed.get(cell) ?? new Set<number>();
            set.add(v);
            removed.set(cell, set);
          }
          for (const [cell, set] of removed) {
            const keep: number[] = [];
            for (let v = 1; v <= maxValue; v++) if (!set.has(v)) keep.push(v);
            m.setDomain(xs[cell]!, keep);
          }
          for (const [cell, v] of givens) if (v <= maxValue) m.setDomain(xs[cell]!, [v]);
          const agree = (): void => {
            checks++;
            if (!ex.countsAgree()) throw new Error('place counts out of step with the domains');
          };
          const { search, ex } = learningSearchFor(
            m,
            { solutionLimit: 3, nodeLimit: 2000 },
            { onSolution: agree, onBacktrack: agree },
          );
          search.run(Number.POSITIVE_INFINITY);
          if (ex.rootFailed) return;
          expect(ex.ranksAgree()).toBe(true);
          agree();
          // Thirteen groups, each `maxValue` counts wide: a group with a member fixed at the root
          // keeps fewer place-set members than its scope (bits renumbered).
          let fewer = false;
          for (let g = 0; g < 13; g++) {
            const members = ex.placeMembers(g * maxValue);
            if (members.length < (g < 5 ? 8 : 5)) fewer = true;
          }
          if (fewer) compacted++;
        },
      ),
      { numRuns: 25, seed: 3 },
    );
    expect(checks).toBeGreaterThan(100);
    expect(compacted).toBeGreaterThan(5);
  });

  it('resumes a root propagation stopped at its deadline, with the same layout and answers', () => {
    let stopped = 0;
    fc.assert(
      fc.property(cellValuePairs(35, 6, 8), (givens) => {
        // A 6×6 Latin square with a few givens: twelve all-different propagators at the root.
        const build = (): Model => {
          const n = 6;
          const m = new Model();
          const xs = m.intVars(n * n, (i) => `x${i}`, { min: 1, max: n });
          for (let r = 0; r < n; r++) m.allDifferent(xs.slice(r * n, r * n + n));
          for (let c = 0; c < n; c++) m.allDifferent(xs.filter((_, i) => i % n === c));
          for (const [cell, v] of givens) m.setDomain(xs[cell]!, [v]);
          return m;
        };
        const whole = compileModel(build(), { learning: true });
        whole.explainer!.propagateRoot(whole.engine);
        const sliced = compileModel(build(), { learning: true });
        const ex = sliced.explainer!;
        // A deadline already passed: the engine stops after a few propagators, keeping its work.
        ex.propagateRoot(sliced.engine, performance.now() - 1);
        if (!ex.rootSettled) stopped++;
        let rounds = 0;
        while (!ex.rootSettled && rounds++ < 100) ex.propagateRoot(sliced.engine, performance.now() - 1);
        expect(ex.rootSettled).toBe(true);
        expect(ex.rootFailed).toBe(whole.explainer!.rootFailed);
        expect(ex.openPairs()).toBe(whole.explainer!.openPairs());
        expect(Array.from(sliced.store.size)).toEqual(Array.from(whole.store.size));
        expect(ex.countsAgree()).toBe(true);
        const count = (c: ReturnType<typeof compileModel>): number => {
          const search = new LearningSearch(
            c.engine,
            c.explainer!,
            { solutionLimit: 50, nodeLimit: Number.POSITIVE_INFINITY, restartBase: 4, recheck: -1 },
            { onSolution: () => {} },
          );
          search.run(Number.POSITIVE_INFINITY);
          return search.solutions;
        };
        expect(count(sliced)).toBe(count(whole));
      }),
      { numRuns: 30, seed: 5 },
    );
    expect(stopped).toBeGreaterThan(10);
  });
});
