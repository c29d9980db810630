export { AmongPropagator } from './AmongPropagator.js';
export { AllDifferentFamily } from './allDifferentFamily/AllDifferentFamily.js';
export { AllDifferentMatching } from './allDifferentFamily/AllDifferentMatching.js';
export { AllDifferentTopology } from './allDifferentFamily/AllDifferentTopology.js';
export { CircuitPropagator } from './CircuitPropagator.js';
export { ClausePropagator } from './ClausePropagator.js';
export {
  DISTINCT_SUM_MAX_VALUES,
  DISTINCT_SUM_STATE_BUDGET,
  DistinctSumPropagator,
} from './DistinctSumPropagator.js';
export { ElementConstantPropagator } from './ElementConstantPropagator.js';
export { ElementPropagator } from './ElementPropagator.js';
export { ExtremumPropagator } from './ExtremumPropagator.js';
export type { DistinctSum } from './findDistinctSums.js';
export { findDistinctSums } from './findDistinctSums.js';
export type { GroupedSum } from './findGroupedSums.js';
export { findGroupedSums } from './findGroupedSums.js';
export { GlobalCardinalityPropagator } from './GlobalCardinalityPropagator.js';
export { GroupedSumPropagator } from './GroupedSumPropagator.js';
export { IncreasingPropagator } from './IncreasingPropagator.js';
export { LexPropagator } from './LexPropagator.js';
export { LinearPropagator } from './LinearPropagator.js';
export { NValuePropagator } from './NValuePropagator.js';
export { ObjectiveBoundPropagator } from './ObjectiveBoundPropagator.js';
export { PathEndPropagator } from './PathEndPropagator.js';
export { RegularPropagator } from './RegularPropagator.js';
export { ReifiedComparePropagator } from './ReifiedComparePropagator.js';
export { ReifiedLinearPropagator } from './ReifiedLinearPropagator.js';
export { RelationPropagator } from './RelationPropagator.js';
export { TablePropagator } from './TablePropagator.js';
