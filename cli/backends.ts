import type { Container } from 'inversify';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import type { Backend, Model, SolveOptions, SolveResult } from '../core/index.js';
import { collectResult, UnknownBackendError } from '../core/index.js';
import { CliError } from './CliError.js';
import type { CliIo } from './CliIo.js';

/** The backend used when `--backend` is not given. */
export const DEFAULT_BACKEND = 'native';

/** The container of this run: the injected one, or a fresh one with every built-in backend. */
export function containerOf(io: CliIo): Container {
  return io.container ?? createContainer();
}

/**
 * Looks a backend up by name; an unknown name becomes a {@link CliError} (exit 2) whose message
 * lists the registered names.
 */
export function resolveBackend(container: Container, name: string): Backend {
  try {
    return getBackend(container, name);
  } catch (e) {
    if (e instanceof UnknownBackendError) throw new CliError(e.message);
    throw e;
  }
}

/**
 * Solves on the calling thread when the backend can (no event-stream overhead per puzzle, which
 * matters on 20,000-puzzle files), else through its event stream.
 */
export function solveModel(backend: Backend, model: Model, options: SolveOptions): Promise<SolveResult> {
  if (backend.solveSync) {
    try {
      return Promise.resolve(backend.solveSync(model, options));
    } catch (e) {
      return Promise.reject(e);
    }
  }
  return collectResult(backend.solve(model, options));
}
