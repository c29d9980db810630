import { CspError } from '../../core/index.js';

/** Bad Golomb-ruler input: a mark count or length bound that is not a usable positive integer. */
export class GolombRulerError extends CspError {}
