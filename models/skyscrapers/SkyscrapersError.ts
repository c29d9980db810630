import { PuzzleInputError } from '../common/index.js';

/** Bad skyscrapers input: a clue or given out of range, a ragged line, missing lines. Names the line and column. */
export class SkyscrapersError extends PuzzleInputError {}
