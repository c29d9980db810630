import { PuzzleInputError } from '../common/index.js';

/**
 * Bad KenKen input: text that does not parse, or cages that make no sense (a cell outside the grid or in
 * two cages, a cell in no cage, a `−` or `÷` cage without exactly two cells, a target no digits can make).
 * The message names the place: the line and column of the text, or the cage by number and label.
 */
export class KenKenError extends PuzzleInputError {}
