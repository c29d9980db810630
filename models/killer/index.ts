// Killer sudoku: a sudoku whose cages hold different digits adding up to a given sum; the cage-map and
// the one-line short text formats, the model (sudoku + cages), and an independent checker. The cage-map
// reader is shared with KenKen.

export { addKillerInnies, MAX_INNIE_CELLS } from './addKillerInnies.js';
export { buildKillerModel } from './buildKillerModel.js';
export { checkKiller } from './checkKiller.js';
export { checkKillerCages } from './checkKillerCages.js';
export { describeCage } from './describeCage.js';
export { formatKiller } from './formatKiller.js';
export { KILLER_SOLVE_OPTIONS } from './KILLER_SOLVE_OPTIONS.js';
export type { KillerCage } from './KillerCage.js';
export { KillerError } from './KillerError.js';
export type { KillerModel } from './KillerModel.js';
export type { KillerModelOptions } from './KillerModelOptions.js';
export type { KillerPuzzle } from './KillerPuzzle.js';
export { killerGeometry } from './killerGeometry.js';
export { parseKiller } from './parseKiller.js';
export { parseKillerShort } from './parseKillerShort.js';
export type {
  CageMap,
  CageMapCage,
  CageMapClue,
  CageMapErrorFactory,
  CageMapField,
} from './readCageMap.js';
export { readCageMap } from './readCageMap.js';
export { writeCageMap } from './writeCageMap.js';
