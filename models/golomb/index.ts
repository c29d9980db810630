// Golomb rulers: n marks at integer positions, every pairwise distance different, as short as possible.
export { buildGolombRulerModel, MAX_GOLOMB_MARKS } from './buildGolombRulerModel.js';
export { checkGolombRuler } from './checkGolombRuler.js';
export { GolombRulerError } from './GolombRulerError.js';
export type { GolombRulerModel } from './GolombRulerModel.js';
