import type { Container } from 'inversify';
import { throwError } from 'rxjs';
import { bindBackend, createContainer } from '../../adapters/createContainer.js';
import type { Backend, Model, SolveResult, SolveStatus } from '../../core/index.js';
import { emptyStatistics, Solution } from '../../core/index.js';

/** A backend that answers every model with a fixed status; `sat` comes with an all-ones assignment. */
export function fixedBackend(id: string, status: SolveStatus): Backend {
  return {
    id,
    supports: () => ({ ok: true, unsupported: [], warnings: [] }),
    solve: () => throwError(() => new Error(`${id}: only solveSync is faked`)),
    solveSync: (model: Model): SolveResult => ({
      status,
      solutions: status === 'sat' ? [new Solution(model, new Int32Array(model.size).fill(1))] : [],
      stats: emptyStatistics(),
    }),
  };
}

/** The real container plus one fake backend. */
export function containerWith(backend: Backend): Container {
  const c = createContainer();
  bindBackend(c, backend.id, () => backend);
  return c;
}
