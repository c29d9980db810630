/**
 * A cage operation: `+` sum, `-` difference and `/` quotient of two cells (larger first), `*`
 * product, `=` a single cell holding the target.
 */
export type KenKenOp = '+' | '-' | '*' | '/' | '=';

/** A KenKen (Calcudoku) cage: its cells combine by `op` to `target`; digits may repeat unless in one row or column. */
export interface KenKenCage {
  /** Cell indices, row-major, 0-based. */
  readonly cells: readonly number[];
  /** How the cells combine. */
  readonly op: KenKenOp;
  /** The result. */
  readonly target: number;
  /** The label the cage had in its text, used in messages. */
  readonly label?: string;
}
