/**
 * One puzzle of a multi-puzzle text file, as a family's reader returns it: the puzzle, or why it could
 * not be read. `line` is where the puzzle starts (1-based), so answers and messages can name it; an error
 * message already names its own line and column.
 */
export type ParsedPuzzle<P> =
  | {
      /** 1-based line where the puzzle starts. */
      readonly line: number;
      /** The puzzle. */
      readonly puzzle: P;
    }
  | {
      /** 1-based line where the puzzle starts. */
      readonly line: number;
      /** Why it could not be read (`line 4, column 7: …`). */
      readonly error: string;
    };
