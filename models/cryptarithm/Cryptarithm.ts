/**
 * A word sum `A + B + … = R` in which each letter stands for a distinct digit and no word of two
 * or more letters starts with 0. Words hold upper-case letters `A`–`Z` only.
 */
export interface Cryptarithm {
  /** The words on the left of `=`, at least one. */
  readonly addends: readonly string[];
  /** The word on the right of `=`. */
  readonly result: string;
  /** The distinct letters, in order of first appearance (at most 10). */
  readonly letters: readonly string[];
}
