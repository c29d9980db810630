import { CspError } from '../../../core/errors/CspError.js';

/**
 * A grid the human-style solver cannot work on: clashing givens, a cell or value left without a place
 * (the puzzle has no solution), or a grid wider than the candidate bitsets hold. The message names the
 * cells or houses concerned.
 */
export class TechniqueError extends CspError {}
