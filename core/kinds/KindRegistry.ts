import { InvalidModelError } from '../errors/InvalidModelError.js';
import { UnknownKindError } from '../errors/UnknownKindError.js';
import type { ConstraintSpec } from '../model/ConstraintSpec.js';
import type { ConstraintKind } from './ConstraintKind.js';

/** Options of {@link KindRegistry.register}. */
export interface RegisterOptions {
  /** Replace a kind already registered under the same type (default: refuse). */
  readonly replace?: boolean;
}

const KIND_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;

/**
 * The constraint kinds a model may use and a backend may compile, by `type`.
 *
 * `BUILTIN_KINDS` holds cspkit's own kinds and is frozen; make your own with
 * `BUILTIN_KINDS.extend()` and `register` your kinds there, then hand the registry to the models
 * (`new Model({ kinds })`) and, when you also supply backend-specific parts, to the container
 * (`createContainer({ kinds })`). Backends look a kind up in their own registry first, then in the
 * model's, so a model built with user kinds solves on `native` with no further set-up.
 */
export class KindRegistry {
  private readonly kinds = new Map<string, ConstraintKind>();
  private frozen = false;

  /** A registry holding `kinds`. */
  constructor(kinds: Iterable<ConstraintKind> = []) {
    for (const k of kinds) this.register(k);
  }

  /**
   * Adds a kind; returns this registry (calls chain). Throws when the type is taken (unless
   * `replace`), when the kind lacks `validate`, `variables` or `check`, or when the registry is frozen.
   */
  register<C extends ConstraintSpec>(kind: ConstraintKind<C>, options: RegisterOptions = {}): this {
    if (this.frozen) {
      throw new Error(`this kind registry is frozen; register '${kind.type}' in a copy made with extend()`);
    }
    const type = kind.type;
    if (typeof type !== 'string' || !KIND_NAME.test(type)) {
      throw new InvalidModelError(`constraint kind name '${String(type)}' is not a valid identifier`);
    }
    for (const part of ['validate', 'variables', 'check'] as const) {
      if (typeof kind[part] !== 'function') {
        throw new InvalidModelError(`constraint kind '${type}' has no ${part}()`);
      }
    }
    if (this.kinds.has(type) && !options.replace) {
      throw new InvalidModelError(`constraint kind '${type}' is already registered (pass { replace: true })`);
    }
    this.kinds.set(type, kind as ConstraintKind);
    return this;
  }

  /** The kind registered as `type`; throws {@link UnknownKindError} listing the known kinds. */
  get(type: string, where?: string): ConstraintKind {
    const k = this.kinds.get(type);
    if (k === undefined) throw new UnknownKindError(type, this.types(), where);
    return k;
  }

  /** The kind registered as `type`, or `undefined`. */
  find(type: string): ConstraintKind | undefined {
    return this.kinds.get(type);
  }

  /** Whether `type` is registered. */
  has(type: string): boolean {
    return this.kinds.has(type);
  }

  /** Registered kind names, in registration order. */
  types(): string[] {
    return [...this.kinds.keys()];
  }

  /** Every registered kind, in registration order. */
  all(): ConstraintKind[] {
    return [...this.kinds.values()];
  }

  /** A new, unfrozen registry holding this one's kinds (and then whatever you register). */
  extend(): KindRegistry {
    return new KindRegistry(this.kinds.values());
  }

  /** Forbids further registrations (shared registries); returns this registry. */
  freeze(): this {
    this.frozen = true;
    return this;
  }

  /** Whether `freeze` was called. */
  get isFrozen(): boolean {
    return this.frozen;
  }
}
