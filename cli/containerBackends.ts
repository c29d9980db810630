import type { Container } from 'inversify';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import type { Backend } from '../core/backend/Backend.js';
import { UnknownBackendError } from '../core/errors/UnknownBackendError.js';
import { CliError } from './CliError.js';
import type { CliIo } from './CliIo.js';

/** The container of this run: the injected one, or a fresh one with every built-in backend. */
export function containerOf(io: CliIo): Container {
  return io.container ?? createContainer();
}

/**
 * Looks a backend up by name in `container`; an unknown name becomes a {@link CliError} (exit 2)
 * whose message lists the registered names.
 */
export function resolveBackend(container: Container, name: string): Backend {
  try {
    return getBackend(container, name);
  } catch (e) {
    if (e instanceof UnknownBackendError) throw new CliError(e.message);
    throw e;
  }
}
