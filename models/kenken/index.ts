// KenKen / Calcudoku: a Latin square split into cages whose digits combine (+ − × ÷) to a target. The
// cage-map text format (shared with killer sudoku), the model (sums as linear, products and quotients as
// tables of tuples), and an independent checker.
export { buildKenKenModel } from './buildKenKenModel.js';
export { checkKenKen } from './checkKenKen.js';
export { checkKenKenCages } from './checkKenKenCages.js';
export { describeKenKenCage } from './describeKenKenCage.js';
export { formatKenKen } from './formatKenKen.js';
export type { KenKenCage, KenKenOp } from './KenKenCage.js';
export { KenKenError } from './KenKenError.js';
export type { KenKenModel } from './KenKenModel.js';
export type { KenKenModelOptions } from './KenKenModelOptions.js';
export type { KenKenPuzzle } from './KenKenPuzzle.js';
export { kenkenTuples, MAX_KENKEN_TUPLES } from './kenkenTuples.js';
export { parseKenKen } from './parseKenKen.js';
