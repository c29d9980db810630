import type { ClauseSink } from '../kinds/ClauseSink.js';
import { encodeRelation } from './relation/encodeRelation.js';

/**
 * CNF of a sequence in order (`increasing`; `decreasing` passes its scope reversed): each
 * consecutive pair is the binary relation `x ≤ y` (`x < y` when strict) in the support encoding
 * of `relation`, on which unit propagation is arc consistent. A chain of binary relations is
 * exact, and as the chain is acyclic, arc consistency on it is domain consistency.
 */
export function encodeOrdered(scope: readonly number[], strict: boolean, sink: ClauseSink): void {
  for (let i = 0; i + 1 < scope.length; i++) {
    encodeRelation(
      { type: 'relation', op: strict ? 'lt' : 'le', x: scope[i]!, y: scope[i + 1]!, k: 0 },
      sink,
    );
  }
}
