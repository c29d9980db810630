import { CspError } from '../core/errors/CspError.js';

/** An option of {@link solveMany} is out of range; the message names it and the value given. */
export class SolveManyOptionError extends CspError {}
