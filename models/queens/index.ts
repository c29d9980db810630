// The n-queens puzzle: place n queens on an n×n board so that none attacks another.
export { buildQueensModel } from './buildQueensModel.js';
export { decodeQueens } from './decodeQueens.js';
export { formatQueens } from './formatQueens.js';
export { isValidQueens } from './isValidQueens.js';
export { QueensError } from './QueensError.js';
export type { QueensModel } from './QueensModel.js';
