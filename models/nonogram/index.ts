// Nonograms: the text format (width, height, rows, columns), the model (one `regular` per line), an
// independent checker and a seeded random generator.
export { buildNonogramModel } from './buildNonogramModel.js';
export { checkNonogram } from './checkNonogram.js';
export { formatNonogram } from './formatNonogram.js';
export { formatNonogramGrid } from './formatNonogramGrid.js';
export { NonogramError } from './NonogramError.js';
export type { NonogramModel } from './NonogramModel.js';
export type { NonogramPuzzle } from './NonogramPuzzle.js';
export { type RandomNonogram, randomNonogram } from './randomNonogram.js';
export { MAX_NONOGRAM_SIDE, parseNonogram, readNonograms } from './readNonograms.js';
