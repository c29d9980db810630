// Kakuro: sums over runs of all-different digits. The printed text format, the model (allDifferent and
// a unit sum per run, strengthened by the distinct-sum propagator), an independent checker and a seeded
// generator of random instances with a planted solution.
export { buildKakuroModel } from './buildKakuroModel.js';
export { checkKakuro } from './checkKakuro.js';
export { decodeKakuro } from './decodeKakuro.js';
export { formatKakuro } from './formatKakuro.js';
export { generateHardKakuro, type HardKakuro } from './generateHardKakuro.js';
export { type GeneratedKakuro, generateKakuro } from './generateKakuro.js';
export { KakuroCellError } from './KakuroCellError.js';
export { KakuroError } from './KakuroError.js';
export type { KakuroModel } from './KakuroModel.js';
export { KakuroCellKind, type KakuroCellKindValue, type KakuroPuzzle } from './KakuroPuzzle.js';
export type { KakuroRun } from './KakuroRun.js';
export { kakuroCellName } from './kakuroCellName.js';
export { kakuroRuns } from './kakuroRuns.js';
export { parseKakuro } from './parseKakuro.js';
export { type RepairedKakuro, repairKakuro } from './repairKakuro.js';
export { uniqueKakuro } from './uniqueKakuro.js';
