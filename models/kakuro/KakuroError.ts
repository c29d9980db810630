import { PuzzleInputError } from '../common/index.js';

/**
 * Bad Kakuro input: a token that does not parse, a ragged grid, a clue with no run of white cells
 * behind it, a sum out of range. The message names the place (line and column of the text, or the cell).
 */
export class KakuroError extends PuzzleInputError {}
