import { PuzzleInputError } from '../common/index.js';

/**
 * Bad killer-sudoku input: text that does not parse, or cages that make no sense (a cell outside the
 * grid, overlapping cages, a sum no digits can make). The message names the place: the line and column
 * of the text, or the cage by number and label. `line` and `column` are also set when known.
 */
export class KillerError extends PuzzleInputError {}
