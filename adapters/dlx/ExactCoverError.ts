import { CspError } from '../../core/errors/CspError.js';

/** Misuse of the exact-cover API: an unknown item, a repeated item in one option, an empty option… */
export class ExactCoverError extends CspError {}
