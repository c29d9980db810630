// Pieces shared by several puzzle models.
export { PuzzleInputError } from './PuzzleInputError.js';
