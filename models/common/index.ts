// Pieces shared by several puzzle models.
export { PuzzleInputError } from './PuzzleInputError.js';
export { splitTextBlocks, type TextBlock } from './splitTextBlocks.js';
