import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileModel,
  type LearningConfig,
  LearningSearch,
  type Model,
  NogoodChecker,
} from '../../../core/index.js';
import { bruteForceSolutions, solutionKey } from '../../support/bruteForce.js';
import { buildRandomModel, type RandomModelSpec } from '../../support/randomModel.js';

type Settings = Pick<LearningConfig, 'tiesByIndex' | 'modes' | 'targetConsistent' | 'orderSeed'>;

/**
 * Every solution of `model` by a learning search with the defaults' settings plus `settings`, in
 * debug mode (every explanation and learnt nogood checked against brute force); restarts every 4
 * conflicts, so small models meet many.
 */
function learnAll(
  model: Model,
  settings: Settings,
): { solutions: Int32Array[]; failures: number; nodes: number } {
  const compiled = compileModel(model, { learning: true });
  const ex = compiled.explainer!;
  const solutions: Int32Array[] = [];
  const search = new LearningSearch(
    compiled.engine,
    ex,
    {
      solutionLimit: Number.POSITIVE_INFINITY,
      nodeLimit: Number.POSITIVE_INFINITY,
      restartBase: 4,
      recheck: -1,
      shrink: true,
      bumpReasons: 2,
      keepTarget: true,
      branching: 'atom',
      checker: new NogoodChecker(model, ex),
      ...settings,
    },
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
    const edge = fc
      .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n - 1 }))
      .map(([x, d]) => ({ op: 'ne' as const, x, y: (x + d) % n, k: 0 }));
    return fc.record({
      domains: fc.constant(Array.from({ length: n }, () => [1, 2, 3])),
      allDifferent: fc.constant([]),
      relations: fc.array(edge, { minLength: 2 * n, maxLength: 3 * n }),
      linear: fc.constant([]),
      tables: fc.constant([]),
    });
  });
}

describe('learning search settings (ties, modes, target measure)', () => {
  for (const [name, on] of [
    ['ties broken by atom index', { tiesByIndex: true }],
    ['mode switching (focused and stable, first mode 3 conflicts)', { modes: 3 }],
    ['the target measured by the trail propagated without a conflict', { targetConsistent: true }],
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
        { numRuns: 30, seed: 20261127 },
      );
      // Not vacuous: the setting led some searches elsewhere.
      expect(differed).toBeGreaterThan(0);
    });
  }
});
