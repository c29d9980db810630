import type { Cnf } from './Cnf.js';
import type { VariableMap } from './VariableMap.js';

/**
 * What encoding a model produced:
 * `open` the CNF must be solved; `unsat` root propagation (or the encoding itself) proved there is no
 * solution (the CNF then holds the empty clause); `solved` propagation fixed every variable (the CNF
 * is empty and `fixedValue` is the only solution).
 */
export type SatEncodingStatus = 'open' | 'unsat' | 'solved';

/** A model compiled to CNF, with the map needed to decode SAT models back into solutions. */
export interface SatEncoding extends VariableMap {
  /** See {@link SatEncodingStatus}. */
  readonly status: SatEncodingStatus;
  /** The clauses. */
  readonly cnf: Cnf;
  /** Wall time spent propagating and encoding, ms. */
  readonly encodeMs: number;
  /** Propagator runs of the root propagation. */
  readonly rootPropagations: number;
}
