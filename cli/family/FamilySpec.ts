import type { ParsedPuzzle } from '../../models/common/index.js';
import type { FamilyFlags } from './FamilyFlags.js';
import type { FamilySearch } from './FamilySearch.js';

/** An option a family adds to both of its verbs (`--numbrix`). */
export interface FamilyOption {
  /** Commander flags (`--numbrix`). */
  readonly flags: string;
  /** Help line. */
  readonly description: string;
}

/**
 * A puzzle family as `cspkit <family> solve|count` sees it: how an input splits into puzzles, and how a
 * puzzle becomes a search. `F` is the verbs' flags, with the family's own options.
 */
export interface FamilySpec<P, F extends FamilyFlags = FamilyFlags> {
  /** The command word (`nonogram`). */
  readonly name: string;
  /** One-line description of the command group. */
  readonly description: string;
  /** Help text after the options: the input format, the answer, anything particular to the family. */
  readonly help: string;
  /** Extra options of both verbs, beyond the shared ones. */
  readonly extraOptions?: readonly FamilyOption[];
  /** Every puzzle of an input text, in order, each read or with its error (naming line and column). */
  read(text: string, flags: F): ParsedPuzzle<P>[];
  /** The search of one puzzle. May throw a `PuzzleInputError` for input the reader let through. */
  search(puzzle: P, flags: F): FamilySearch;
}
