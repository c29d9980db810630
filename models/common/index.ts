// Pieces shared by several puzzle models.
export { type LineToken, lineTokens } from './lineTokens.js';
export type { ParsedPuzzle } from './ParsedPuzzle.js';
export { PuzzleInputError } from './PuzzleInputError.js';
export { splitTextBlocks, type TextBlock } from './splitTextBlocks.js';
