import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/index.js';
import { InvalidOptionError, type LearningConfig, Model, NogoodChecker } from '../../../core/index.js';
import { bruteForceSolutions, solutionKey } from '../../support/bruteForce.js';
import { learningSearchFor } from '../../support/learningSearchFor.js';
import { buildRandomModel, neEdge, type RandomModelSpec } from '../../support/randomModel.js';

type Settings = Pick<LearningConfig, 'tiesByIndex' | 'modes' | 'orderSeed'>;

/**
 * Every solution of `model` by a learning search with the defaults' settings plus `settings`, in
 * debug mode (every explanation and learnt nogood checked against brute force); restarts every 4
 * conflicts, so small models meet many.
 */
function learnAll(
  model: Model,
  settings: Settings,
): { solutions: Int32Array[]; failures: number; nodes: number } {
  const solutions: Int32Array[] = [];
  const { search } = learningSearchFor(
    model,
    (ex) => ({
      shrink: true,
      bumpReasons: 2,
      keepTarget: true,
      branching: 'atom',
      checker: new NogoodChecker(model, ex),
      ...settings,
    }),
    { onSolution: (v) => solutions.push(v) },
  );
  expect(search.run(Number.POSITIVE_INFINITY)).toBe('exhausted');
  return { solutions, failures: search.failures, nodes: search.nodes };
}

/**
 * Random graph 3-colourings of 8 to 10 vertices, with 2n to 3n edges: near the colourability
 * threshold, so a search meets tens of conflicts (restarts and mode switches happen), yet
 * small enough for the debug mode's brute force.
 */
function colouringSpec(): fc.Arbitrary<RandomModelSpec> {
  return fc.integer({ min: 8, max: 10 }).chain((n) => {
    const edge = neEdge(n);
    return fc.record({
      domains: fc.constant(Array.from({ length: n }, () => [1, 2, 3])),
      allDifferent: fc.constant([]),
      relations: fc.array(edge, { minLength: 2 * n, maxLength: 3 * n }),
      linear: fc.constant([]),
      tables: fc.constant([]),
    });
  });
}

describe('learning search settings (ties, modes)', () => {
  for (const [name, on] of [
    // The default breaks ties by index: the variant is the heap's layout.
    ['ties left to the heap layout', { tiesByIndex: false }],
    ['mode switching (focused and stable, first mode 3 conflicts)', { modes: 3 }],
  ] as const) {
    it(`${name}: the same solutions as brute force, every nogood checked, and the search moves`, () => {
      let differed = 0;
      fc.assert(
        fc.property(
          colouringSpec(),
          fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
          (spec, seed) => {
            const base = learnAll(buildRandomModel(spec), { orderSeed: seed });
            const got = learnAll(buildRandomModel(spec), { ...on, orderSeed: seed });
            const all = solutionKey(bruteForceSolutions(buildRandomModel(spec)));
            expect(solutionKey(base.solutions)).toEqual(all);
            expect(solutionKey(got.solutions)).toEqual(all);
            if (got.failures !== base.failures || got.nodes !== base.nodes) differed++;
          },
        ),
        { numRuns: 40, seed: 20261127 },
      );
      // Not vacuous: the setting led some searches elsewhere.
      expect(differed).toBeGreaterThan(0);
    });
  }

  it('refuses malformed ties and modes settings by name', () => {
    const native = getBackend(createContainer(), 'native');
    const m = new Model();
    m.intVars(3, (i) => `x${i}`, { min: 1, max: 3 });
    const solve = (learning: object) => () =>
      native.solveSync!(m, { backendOptions: { native: { learning: learning as never } } });
    for (const bad of [{ tiesByIndex: 'yes' }, { tiesByIndex: 1 }]) {
      expect(solve(bad)).toThrow(InvalidOptionError);
      expect(solve(bad)).toThrow(/tiesByIndex/);
    }
    for (const bad of [{ modes: -1 }, { modes: 2.5 }, { modes: '1000' }]) {
      expect(solve(bad)).toThrow(InvalidOptionError);
      expect(solve(bad)).toThrow(/modes/);
    }
  });
});
