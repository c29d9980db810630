import { PuzzleInputError } from '../common/index.js';

/**
 * Bad nonogram input: text that does not parse, a clue longer than its line, a wrong number of clue lines.
 * The message names the line and column.
 */
export class NonogramError extends PuzzleInputError {}
