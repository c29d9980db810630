import { expect } from 'vitest';
import { encodeModel } from '../../../adapters/sat/index.js';
import { checkAssignment, type Model } from '../../../core/index.js';
import { allSolutions } from '../../adapters/sat/satTestUtil.js';
import { bruteForceSolutions, solutionKey } from '../../support/bruteForce.js';

/**
 * The CNF of `model` has exactly the brute-force solutions (each checked against the model), both
 * as encoded from the declared domains and after root propagation. Returns the solution count.
 */
export function expectExactCnf(model: Model): number {
  const expected = solutionKey(bruteForceSolutions(model));
  for (const options of [{ propagation: 'none' as const }, {}]) {
    const found = allSolutions(encodeModel(model, options));
    for (const s of found) expect(checkAssignment(model, s)).toEqual([]);
    expect(solutionKey(found), JSON.stringify(options)).toEqual(expected);
  }
  return expected.length;
}
