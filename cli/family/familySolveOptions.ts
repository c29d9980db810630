import type { Backend, SolveOptionName, SolveOptions } from '../../core/index.js';
import { withLearning } from '../learningOption.js';
import type { FamilyFlags } from './FamilyFlags.js';
import type { FamilySearch } from './FamilySearch.js';

/**
 * The solve options of one run: the family's strategy as far as `backend` takes it, then `--timeout`,
 * `--learning` and the solution limit.
 */
export function familySolveOptions(
  backend: Backend,
  search: FamilySearch,
  flags: FamilyFlags,
  solutionLimit: number,
): SolveOptions {
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search.options ?? {})) {
    const taken =
      key === 'backendOptions' || backend.optionSupport?.solve.has(key as SolveOptionName) === true;
    if (taken) own[key] = value;
  }
  const base = { ...(own as SolveOptions), solutionLimit };
  return withLearning(
    flags.timeout === undefined ? base : { ...base, timeoutMs: flags.timeout },
    flags.learning,
  );
}
