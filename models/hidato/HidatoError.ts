import { PuzzleInputError } from '../common/index.js';

/**
 * Bad hidato input: an unknown token, a ragged grid, a number out of range or given twice. The message
 * names the line and column.
 */
export class HidatoError extends PuzzleInputError {}
