import { CspError } from '../../../core/errors/CspError.js';

/**
 * Generator options that cannot be honoured (a seed that is not an integer, a negative count, an unknown
 * symmetry, a difficulty outside the rating scale, a backend without a synchronous mode). Thrown before any
 * work starts; the message names the option.
 */
export class GeneratorOptionsError extends CspError {}
