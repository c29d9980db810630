import { PuzzleInputError } from '../common/index.js';

/**
 * Bad Star Battle input: a header that is not `N K`, a row of the wrong length (a ragged grid), a
 * character that is not a region letter, or a region too small to hold K stars that do not touch. The
 * message names the place (line and column).
 */
export class StarBattleError extends PuzzleInputError {}
