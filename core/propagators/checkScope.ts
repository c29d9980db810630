import type { DomainStore } from '../domain/DomainStore.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';

/**
 * Throws `InvalidModelError` naming `owner` when a scope entry is not a variable of `store`.
 * Propagators call it from `attach`, so a bad index fails at model time, not as a wrong read.
 */
export function checkScope(store: DomainStore, scope: ArrayLike<number>, owner: string): void {
  for (let i = 0; i < scope.length; i++) {
    const v = scope[i]!;
    if (!Number.isInteger(v) || v < 0 || v >= store.n) {
      throw new InvalidModelError(`${owner}: unknown variable index ${v}`);
    }
  }
}
