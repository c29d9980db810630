import type { KenKenCage } from './KenKenCage.js';

/** A KenKen puzzle: an N×N Latin square (digits 1..N once per row and column) split into cages. */
export interface KenKenPuzzle {
  /** Side N. */
  readonly size: number;
  /** The cages; together they cover every cell once (see `checkKenKenCages`). */
  readonly cages: readonly KenKenCage[];
}
