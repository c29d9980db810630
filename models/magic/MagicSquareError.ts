import { CspError } from '../../core/index.js';

/** Bad magic-square input: an order that is not a positive integer, or values of the wrong count. */
export class MagicSquareError extends CspError {}
