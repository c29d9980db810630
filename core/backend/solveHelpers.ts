import { InvalidModelError } from '../errors/InvalidModelError.js';
import type { Model } from '../model/Model.js';
import { modelWithoutObjective } from '../model/modelWithoutObjective.js';
import type { Solution } from '../model/Solution.js';
import type { Backend } from './Backend.js';
import { collectResult } from './collectResult.js';
import type { SolveOptionName } from './OptionSupport.js';
import type { SolveOptions } from './SolveOptions.js';
import type { SolveResult } from './SolveResult.js';

/**
 * Solves to the first solution; resolves with the whole result (status tells sat/unsat/…). With an
 * objective, that is the first solution found, not an optimum (see {@link solveOptimal}).
 */
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

/**
 * Counts solutions up to `limit` (uniqueness = count to 2). Runs synchronously when the backend can.
 * A model's objective is ignored: every solution counts, not only improving ones.
 */
export async function countSolutions(
  backend: Backend,
  model: Model,
  limit = 2,
  options: SolveOptions = {},
): Promise<CountResult> {
  const plain = model.objective === undefined ? model : modelWithoutObjective(model);
  const result = await solveAll(backend, plain, { ...options, solutionLimit: limit });
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
  if (r.status === 'sat' || r.status === 'optimal') return r.solutions[0];
  if (r.status === 'unsat') return undefined;
  throw new Error(`solve ended with status ${r.status}${r.reason ? `: ${r.reason}` : ''}`);
}

/** The result of {@link solveOptimal}. */
export interface OptimalResult extends SolveResult {
  /**
   * The best solution found (the last one), or `undefined` when none was. It is proved optimal when
   * `status` is `optimal`; after a time limit (`timeout`), an abort (`cancelled`) or a node or
   * solution limit (`sat`) it is only the best found so far.
   */
  readonly best: Solution | undefined;
}

/**
 * Solves a model with an objective (`Model.minimize` / `maximize`) to a proved optimum: resolves
 * with every improving solution, the best last (`best`, its value `objective`), and status
 * `optimal`, or `unsat` when there is no solution at all; a limit in `options` stops it early with
 * the best found so far (see {@link OptimalResult}). Throws `InvalidModelError` for a model without
 * an objective; a backend that cannot optimise (dlx) refuses it with `UnsupportedConstraintError`.
 */
export async function solveOptimal(
  backend: Backend,
  model: Model,
  options: SolveOptions = {},
): Promise<OptimalResult> {
  if (model.objective === undefined) {
    throw new InvalidModelError('solveOptimal: the model has no objective (see Model.minimize / maximize)');
  }
  const r = await solveAll(backend, model, options);
  return { ...r, best: r.solutions[r.solutions.length - 1] };
}

/**
 * Whether `backend` declares that it honours the neutral solve option `name` (see
 * `Backend.optionSupport`): callers with an optional hint (a random value order, a node limit)
 * pass it only where it applies, since backends refuse options they do not take.
 */
export function takesOption(backend: Backend, name: SolveOptionName): boolean {
  return backend.optionSupport?.solve.has(name) ?? false;
}
