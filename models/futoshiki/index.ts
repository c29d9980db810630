// Futoshiki: a Latin square with inequality signs between neighbouring cells. The printed text format, the
// model (row/column all-different plus `lt` relations), and an independent checker.
export { buildFutoshikiModel } from './buildFutoshikiModel.js';
export { checkFutoshiki } from './checkFutoshiki.js';
export { checkFutoshikiPuzzle } from './checkFutoshikiPuzzle.js';
export { FutoshikiError } from './FutoshikiError.js';
export type { FutoshikiModel } from './FutoshikiModel.js';
export type { FutoshikiInequality, FutoshikiPuzzle } from './FutoshikiPuzzle.js';
export { formatFutoshiki } from './formatFutoshiki.js';
export { parseFutoshiki } from './parseFutoshiki.js';
