import { CspError } from '../../core/index.js';

/**
 * Bad puzzle input that may point at a place in the text it came from: the base of the errors of the
 * text-format puzzles (killer sudoku, KenKen, Futoshiki), so their parsers and checkers report positions
 * the same way and callers can read `line` and `column` without knowing the puzzle type.
 */
export class PuzzleInputError extends CspError {
  /** 1-based line of the parsed text, when known. */
  readonly line?: number;
  /** 1-based character column in that line, when known. */
  readonly column?: number;

  /** Builds the error; the message already names the place. */
  constructor(message: string, line?: number, column?: number) {
    super(message);
    if (line !== undefined) this.line = line;
    if (column !== undefined) this.column = column;
  }
}
