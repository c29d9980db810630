import type { Model } from '../model/Model.js';
import type { Solution } from '../model/Solution.js';
import type { Backend } from './Backend.js';
import { collectResult } from './collectResult.js';
import type { SolveOptions } from './SolveOptions.js';
import type { SolveResult } from './SolveResult.js';

/** Solves to the first solution; resolves with the whole result (status tells sat/unsat/…). */
export function solveOne(backend: Backend, model: Model, options: SolveOptions = {}): Promise<SolveResult> {
  return solveAll(backend, model, { ...options, solutionLimit: 1 });
}

/** Enumerates solutions up to `options.solutionLimit` (default: all). */
export function solveAll(backend: Backend, model: Model, options: SolveOptions = {}): Promise<SolveResult> {
  const opts = { solutionLimit: Number.POSITIVE_INFINITY, ...options };
  if (backend.solveSync && opts.signal === undefined && opts.timeoutMs === undefined) {
    // Nothing can interrupt it from outside, so skip the slicing overhead.
    try {
      return Promise.resolve(backend.solveSync(model, opts));
    } catch (e) {
      return Promise.reject(e);
    }
  }
  return collectResult(backend.solve(model, opts));
}

/** The result of counting solutions up to a cap. */
export interface CountResult {
  /** Solutions found, at most `limit`. */
  readonly count: number;
  /** `true` when the search stopped because it reached `limit` (there may be more). */
  readonly capped: boolean;
  /** The underlying result (status `sat`/`unsat`, or why the count is incomplete). */
  readonly result: SolveResult;
}

/** Counts solutions up to `limit` (uniqueness = count to 2). Runs synchronously when the backend can. */
export async function countSolutions(
  backend: Backend,
  model: Model,
  limit = 2,
  options: SolveOptions = {},
): Promise<CountResult> {
  const result = await solveAll(backend, model, { ...options, solutionLimit: limit });
  return { count: result.solutions.length, capped: result.solutions.length >= limit, result };
}

/** Synchronous first solution, for batch work; throws when the backend has no synchronous mode. */
export function solveSync(backend: Backend, model: Model, options: SolveOptions = {}): SolveResult {
  if (!backend.solveSync) throw new Error(`backend '${backend.id}' has no synchronous mode; use solveOne`);
  return backend.solveSync(model, { solutionLimit: 1, ...options });
}

/** The first solution, or `undefined` when there is none (any other outcome throws). */
export async function firstSolution(
  backend: Backend,
  model: Model,
  options: SolveOptions = {},
): Promise<Solution | undefined> {
  const r = await solveOne(backend, model, options);
  if (r.status === 'sat') return r.solutions[0];
  if (r.status === 'unsat') return undefined;
  throw new Error(`solve ended with status ${r.status}${r.reason ? `: ${r.reason}` : ''}`);
}
