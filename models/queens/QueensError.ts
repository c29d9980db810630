import { CspError } from '../../core/index.js';

/** Bad input to the n-queens model: a board size or a column list that makes no sense. */
export class QueensError extends CspError {}
