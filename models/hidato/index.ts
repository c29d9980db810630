// Hidato and numbrix: the text format (rows of numbers, '.' and '#'), the model (the cell of each number,
// all different, consecutive numbers in neighbouring cells), an independent checker and a seeded generator.
export { buildHidatoModel } from './buildHidatoModel.js';
export { checkHidato } from './checkHidato.js';
export { checkHidatoPuzzle } from './checkHidatoPuzzle.js';
export { decodeHidato } from './decodeHidato.js';
export { formatHidato } from './formatHidato.js';
export { HIDATO_SOLVE_OPTIONS } from './HIDATO_SOLVE_OPTIONS.js';
export { HidatoError } from './HidatoError.js';
export type { HidatoModel } from './HidatoModel.js';
export { HIDATO_HOLE, type HidatoPuzzle } from './HidatoPuzzle.js';
export { hidatoNeighbours } from './hidatoNeighbours.js';
export { type RandomHidato, type RandomHidatoOptions, randomHidato } from './randomHidato.js';
export { parseHidato, readHidatos } from './readHidatos.js';
