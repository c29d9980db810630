import { Container } from 'inversify';
import type { Backend } from '../core/backend/Backend.js';
import { BACKEND, BACKEND_NAMES, KINDS } from '../core/backend/tokens.js';
import { UnknownBackendError } from '../core/errors/UnknownBackendError.js';
import type { KindRegistry } from '../core/kinds/KindRegistry.js';
import { DlxBackend } from './dlx/DlxBackend.js';
import { NativeBackend } from './native/NativeBackend.js';
import { PortfolioBackend } from './portfolio/PortfolioBackend.js';
import { SatBackend } from './sat/SatBackend.js';

/** Builds a backend on demand (called once per container: bindings are singletons). */
export type BackendFactory = () => Backend;

/**
 * Binds a backend under {@link BACKEND} with the name `id`, and records the name under
 * {@link BACKEND_NAMES} so the list of backends can be enumerated. Use it to add your own:
 *
 * ```ts
 * const c = createContainer();
 * bindBackend(c, 'mine', () => new MyBackend());
 * getBackend(c, 'mine');
 * ```
 */
export function bindBackend(container: Container, id: string, factory: BackendFactory): void {
  if (backendNames(container).includes(id)) throw new Error(`a backend named '${id}' is already bound`);
  container.bind<Backend>(BACKEND).toDynamicValue(factory).inSingletonScope().whenNamed(id);
  container.bind<string>(BACKEND_NAMES).toConstantValue(id);
}

/** Options of {@link createContainer}. */
export interface ContainerOptions {
  /**
   * Constraint kinds the built-in backends look up before each model's own registry (bound under
   * {@link KINDS}): give it a registry whose kinds carry parts the models' kinds lack, such as a CNF
   * encoding for `sat`.
   */
  readonly kinds?: KindRegistry;
}

/** A container with every built-in backend bound: `native`, `dlx`, `sat` and `portfolio`. */
export function createContainer(options: ContainerOptions = {}): Container {
  const container = new Container();
  const kinds = options.kinds;
  if (kinds) container.bind<KindRegistry>(KINDS).toConstantValue(kinds);
  const opts = kinds ? { kinds } : {};
  bindBackend(container, 'native', () => new NativeBackend(opts));
  bindBackend(container, 'dlx', () => new DlxBackend(opts));
  bindBackend(container, 'sat', () => new SatBackend(opts));
  // The portfolio asks the members' backends of this container about a model; its workers build
  // their own (without `kinds`: only built-in kinds travel to a thread).
  bindBackend(
    container,
    'portfolio',
    () => new PortfolioBackend({ backend: (id) => getBackend(container, id) }),
  );
  return container;
}

/** The kind registry bound in `container` (see {@link ContainerOptions.kinds}), if any. */
export function kindsOf(container: Container): KindRegistry | undefined {
  return container.isBound(KINDS) ? container.get<KindRegistry>(KINDS) : undefined;
}

/** Names of the backends bound in `container`, in binding order. */
export function backendNames(container: Container): string[] {
  return container.isBound(BACKEND_NAMES) ? container.getAll<string>(BACKEND_NAMES) : [];
}

/** The backend bound as `name`; throws {@link UnknownBackendError} listing the names that exist. */
export function getBackend(container: Container, name: string): Backend {
  const names = backendNames(container);
  if (!names.includes(name)) throw new UnknownBackendError(name, names);
  return container.get<Backend>(BACKEND, { name });
}
