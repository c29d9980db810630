export { MAX_COMBINATIONS, requiredOf } from './distinctCombinations.js';
export { MAX_DERIVED_DIFFERENCE_CELLS, MAX_DERIVED_SUM_CELLS } from './FactSink.js';
export type { PresolveResult } from './PresolveResult.js';
export { type PresolveOptions, presolveModel } from './presolveModel.js';
export { MAX_FAMILY_RUN_GROUPS } from './regionsOf.js';
export type { SumFact } from './SumFact.js';
