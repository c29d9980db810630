import { CspError } from './CspError.js';

/** A model that is malformed: bad variable index, mismatched lengths, empty domain… */
export class InvalidModelError extends CspError {}
