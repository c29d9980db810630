// Latin squares and quasigroup completion: fill an N×N grid so each symbol 1..N appears once per
// row and once per column, keeping the given cells.
export { buildLatinModel } from './buildLatinModel.js';
export { checkLatin } from './checkLatin.js';
export { declareLatinSquare } from './declareLatinSquare.js';
export { decodeLatin } from './decodeLatin.js';
export { findLatinConflicts } from './findLatinConflicts.js';
export { formatLatin } from './formatLatin.js';
export { LatinError } from './LatinError.js';
export type { LatinModel } from './LatinModel.js';
export { LatinSquare } from './LatinSquare.js';
export { latinCellName } from './latinCellName.js';
export { parseLatin } from './parseLatin.js';
