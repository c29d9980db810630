import { BUILTIN_BACKEND_NAMES, loadBackend } from '../adapters/loadBackend.js';
import type { Backend } from '../core/backend/Backend.js';
import type { SolveOptions } from '../core/backend/SolveOptions.js';
import type { SolveResult } from '../core/backend/SolveResult.js';
import { UnknownBackendError } from '../core/errors/UnknownBackendError.js';
import type { Model } from '../core/model/Model.js';
import { CliError } from './CliError.js';
import type { CliIo } from './CliIo.js';

/** The backend used when `--backend` is not given. */
export const DEFAULT_BACKEND = 'native';

/**
 * The backend a command runs with: from the injected container when there is one (tests add fake
 * backends), else the built-in backend loaded on its own, so a run loads neither the container
 * (inversify) nor the backends it does not use. An unknown name is a {@link CliError} (exit 2) whose
 * message lists the names that exist.
 */
export async function backendFor(io: CliIo, name: string): Promise<Backend> {
  if (io.container !== undefined) {
    const { resolveBackend } = await import('./containerBackends.js');
    return resolveBackend(io.container, name);
  }
  try {
    return await loadBackend(name);
  } catch (e) {
    if (e instanceof UnknownBackendError) throw new CliError(e.message);
    throw e;
  }
}

/**
 * The id of the backend `name` names, checked as {@link backendFor} checks it, without loading a
 * built-in backend (its id is its name): for a command that only records the choice (`queue submit`),
 * whose start would otherwise load the solver (or logic-solver's asm.js) for nothing.
 */
export async function backendIdFor(io: CliIo, name: string): Promise<string> {
  if (io.container !== undefined) return (await backendFor(io, name)).id;
  if (!BUILTIN_BACKEND_NAMES.includes(name))
    throw new CliError(new UnknownBackendError(name, BUILTIN_BACKEND_NAMES).message);
  return name;
}

/**
 * Solves on the calling thread when the backend can (no event-stream overhead per puzzle, which
 * matters on 20,000-puzzle files), else through its event stream (rxjs is loaded then).
 */
export async function solveModel(
  backend: Backend,
  model: Model,
  options: SolveOptions,
): Promise<SolveResult> {
  if (backend.solveSync) return backend.solveSync(model, options);
  const { collectResult } = await import('../core/backend/collectResult.js');
  return collectResult(backend.solve(model, options));
}
