import { expect } from 'vitest';
import { type Backend, checkAssignment, countSolutions, type Model, solveAll } from '../../core/index.js';
import { bruteForceSolutions, solutionKey } from './bruteForce.js';

/**
 * The conformance check: a backend that supports `model` finds exactly the brute-force solutions
 * (every one checked against the model), answers `sat`/`unsat` accordingly, and counts to 2 right.
 * A backend that does not support it must name at least one constraint. Returns whether it ran.
 */
export async function agreeWithOracle(backend: Backend, model: Model): Promise<boolean> {
  const report = backend.supports(model);
  if (!report.ok) {
    expect(report.unsupported.length).toBeGreaterThan(0);
    return false;
  }
  const expected = bruteForceSolutions(model);
  const all = await solveAll(backend, model);
  for (const s of all.solutions) expect(checkAssignment(model, s.values)).toEqual([]);
  expect(solutionKey(all.solutions.map((s) => s.values))).toEqual(solutionKey(expected));
  expect(all.status).toBe(expected.length > 0 ? 'sat' : 'unsat');
  const capped = await countSolutions(backend, model, 2);
  expect(capped.count).toBe(Math.min(2, expected.length));
  expect(capped.capped).toBe(expected.length >= 2);
  return true;
}
