import type { Backend } from '../core/backend/Backend.js';
import { UnknownBackendError } from '../core/errors/UnknownBackendError.js';

/**
 * Names of the built-in backends, in the order {@link createContainer} binds them.
 *
 * @see createContainer
 */
export const BUILTIN_BACKEND_NAMES: readonly string[] = ['native', 'dlx', 'sat', 'portfolio'];

/**
 * How each built-in backend is loaded. Each module (and its dependencies: rxjs operators, the exact
 * cover compiler, logic-solver's asm.js) is imported only when its backend is asked for, so a program
 * using one backend does not pay for the others at start-up.
 */
const LOADERS: Readonly<Record<string, () => Promise<Backend>>> = {
  native: async () => new (await import('./native/NativeBackend.js')).NativeBackend(),
  dlx: async () => new (await import('./dlx/DlxBackend.js')).DlxBackend(),
  sat: async () => new (await import('./sat/SatBackend.js')).SatBackend(),
  portfolio: async () => {
    // The portfolio asks its members' backends (on this thread) about a model before starting threads.
    const [members, { PortfolioBackend }] = await Promise.all([
      Promise.all((['native', 'dlx', 'sat'] as const).map(async (id) => [id, await LOADERS[id]!()] as const)),
      import('./portfolio/PortfolioBackend.js'),
    ]);
    const byId = new Map<string, Backend>(members);
    return new PortfolioBackend({ backend: (id) => byId.get(id)! });
  },
};

/**
 * A fresh built-in backend by name, its module imported on first use: the same backend
 * {@link createContainer} binds, without loading the container or the other backends. For start-up
 * time (a command-line run solving one puzzle); applications that add backends use the container.
 *
 * @throws UnknownBackendError (rejects) when `name` is not a built-in backend, listing those that are.
 */
export async function loadBackend(name: string): Promise<Backend> {
  const load = Object.hasOwn(LOADERS, name) ? LOADERS[name] : undefined;
  if (load === undefined) throw new UnknownBackendError(name, BUILTIN_BACKEND_NAMES);
  return load();
}
