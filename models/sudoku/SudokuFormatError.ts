import { CspError } from '../../core/errors/CspError.js';

/** Where in the input a format error was found (all 1-based). */
export interface SudokuFormatLocation {
  /** Line of the input text. */
  readonly line?: number;
  /** Character column within that line. */
  readonly column?: number;
  /** The cell concerned, named like `r3c7`. */
  readonly cell?: string;
}

/**
 * Puzzle text that cannot be read. The message already names the place (`line 4, column 7 (r1c7): …`);
 * the same place is also available as fields for programs.
 */
export class SudokuFormatError extends CspError {
  /** Line of the input text (1-based), when known. */
  readonly line?: number;
  /** Character column within the line (1-based), when known. */
  readonly column?: number;
  /** The cell concerned (`r3c7`), when known. */
  readonly cell?: string;

  /** Builds the error; `reason` says what is wrong, `where` is prefixed to it in the message. */
  constructor(reason: string, where: SudokuFormatLocation = {}) {
    super(describeLocation(where) + reason);
    if (where.line !== undefined) this.line = where.line;
    if (where.column !== undefined) this.column = where.column;
    if (where.cell !== undefined) this.cell = where.cell;
  }
}

/** `line 4, column 7 (r1c7): ` style prefix; empty when nothing is known. */
function describeLocation(where: SudokuFormatLocation): string {
  const parts: string[] = [];
  if (where.line !== undefined) parts.push(`line ${where.line}`);
  if (where.column !== undefined) parts.push(`column ${where.column}`);
  let head = parts.join(', ');
  if (where.cell !== undefined) head = head === '' ? where.cell : `${head} (${where.cell})`;
  return head === '' ? '' : `${head}: `;
}
