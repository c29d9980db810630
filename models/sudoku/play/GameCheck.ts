/**
 * What the puzzle's givens admit: exactly one solution, none, more than one, or `unknown` when the check's
 * limits stopped the solver first.
 */
export type GivensStatus = 'unique' | 'none' | 'multiple' | 'unknown';

/** An entry that differs from the puzzle's unique solution. */
export interface WrongEntry {
  /** Cell index (row-major, 0-based). */
  readonly cell: number;
  /** Cell name, `r4c7`. */
  readonly name: string;
  /** The value entered. */
  readonly value: number;
  /** The value of the solution (kept out of the one-line message: that would give the answer away). */
  readonly expected: number;
}

/** The answer of `Game.check`: how the entries so far compare with the solution. */
export interface GameCheck {
  /** Whether the givens have a unique solution (only then can entries be called wrong one by one). */
  readonly status: GivensStatus;
  /** Entries that differ from the unique solution, in cell order (empty unless `status` is `unique`). */
  readonly wrong: readonly WrongEntry[];
  /**
   * `true` when the entries so far can still be completed to a solution: no wrong entry for a unique
   * puzzle; for a puzzle with several solutions, some solution agrees with every entry.
   */
  readonly consistent: boolean;
  /** Empty cells left. */
  readonly remaining: number;
  /** One line for people, naming the wrong cells but not their right values. */
  readonly message: string;
}

/** Limits of the solves `Game.check` runs (they stay synchronous; the defaults have none). */
export interface CheckOptions {
  /** Stop a solve after this many search nodes (status `unknown`). */
  readonly nodeLimit?: number;
  /** Stop a solve after this many ms (status `unknown`). */
  readonly timeoutMs?: number;
}
