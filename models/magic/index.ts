// Magic squares: fill an n×n grid with 1..n² so every row, column and both diagonals add up to n(n²+1)/2.
export { buildMagicSquareModel } from './buildMagicSquareModel.js';
export { checkMagicSquare } from './checkMagicSquare.js';
export { formatMagicSquare } from './formatMagicSquare.js';
export { MagicSquareError } from './MagicSquareError.js';
export type { MagicSquareModel } from './MagicSquareModel.js';
export type { MagicSquareOptions } from './MagicSquareOptions.js';
export { MAX_MAGIC_ORDER, magicSum } from './magicSum.js';
