import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConflictAnalysis,
  ExplanationError,
  InvalidOptionError,
  type Model,
  NogoodChecker,
} from '../../../core/index.js';
import { learningSearchFor } from '../../support/learningSearchFor.js';
import { buildRandomModel, neEdge, type RandomModelSpec } from '../../support/randomModel.js';

/**
 * Random 4-colourings of 8 variables near the colourability threshold, with a few all-different
 * triples: small enough for the debug mode's enumeration, with enough conflicts and backjumps
 * that analyses read antecedents computed by earlier ones.
 */
const cases: fc.Arbitrary<RandomModelSpec> = (() => {
  const n = 8;
  const triple = fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 3, maxLength: 3 });
  return fc.record({
    domains: fc.constant(Array.from({ length: n }, () => [1, 2, 3, 4])),
    allDifferent: fc.array(triple, { maxLength: 3 }),
    relations: fc.array(neEdge(n), { minLength: 2 * n, maxLength: 3 * n }),
    linear: fc.constant([]),
    tables: fc.constant([]),
  });
})();

/**
 * Runs a debug-mode learning search over `model` to the end (every solution); `false` when the
 * model is too large for the debug mode's enumeration.
 */
function solveChecked(model: Model): boolean {
  let run: ReturnType<typeof learningSearchFor>;
  try {
    run = learningSearchFor(model, (e) => ({
      shrink: true,
      bumpReasons: 2,
      branching: 'atom',
      checker: new NogoodChecker(model, e),
    }));
  } catch (e) {
    if (e instanceof InvalidOptionError) return false;
    throw e;
  }
  if (!run.ex.rootFailed) run.search.run(Number.POSITIVE_INFINITY);
  return true;
}

// `recheck` is private: the debug mode's check of a range kept from an earlier analysis.
type Rechecking = { recheck(t: number): void };

describe('antecedents kept across conflict analyses', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are read again by later analyses, and still explain their entry then (debug mode)', () => {
    const recheck = vi.spyOn(ConflictAnalysis.prototype as unknown as Rechecking, 'recheck');
    let ran = 0;
    fc.assert(
      fc.property(cases, (spec) => {
        if (solveChecked(buildRandomModel(spec))) ran++;
      }),
      { seed: 20261127, numRuns: 40 },
    );
    expect(ran).toBeGreaterThan(20);
    // The cache is used: ranges computed in one analysis were read (and checked) in later ones.
    expect(recheck.mock.calls.length).toBeGreaterThan(100);
  });

  it('planted bug: ranges kept past a backjump (no `forget`) are caught by the debug mode', () => {
    vi.spyOn(ConflictAnalysis.prototype, 'forget').mockImplementation(() => {});
    let caught = 0;
    fc.assert(
      fc.property(cases, (spec) => {
        try {
          solveChecked(buildRandomModel(spec));
        } catch (e) {
          if (!(e instanceof ExplanationError)) throw e;
          caught++;
        }
      }),
      { seed: 20261127, numRuns: 40 },
    );
    expect(caught).toBeGreaterThan(0);
  });
});
