import { PuzzleInputError } from '../common/index.js';

/**
 * Bad Futoshiki input: text that does not parse, a given out of range, an inequality between cells that
 * are not neighbours or outside the grid. The message names the place (line and column, or the cells).
 */
export class FutoshikiError extends PuzzleInputError {}
