// The `sat` backend: models compiled to CNF (after root propagation) and solved by logic-solver's
// MiniSat, optionally in a worker thread; DIMACS export and decoding of external solvers' models.

export { LINEAR_LAYERED_MAX_STATES } from '../../core/constraints/linear/encodeLinear.js';
export type { AmoEncoding } from './AmoEncoding.js';
export { AMO_ENCODINGS, DEFAULT_PAIRWISE_UP_TO } from './AmoEncoding.js';
export type { Cnf } from './Cnf.js';
export { forEachClause } from './Cnf.js';
export { CnfBuilder } from './CnfBuilder.js';
export { decodeLiterals } from './decodeLiterals.js';
export { decodeSatModel } from './decodeSatModel.js';
export { encodeAtMostOne } from './encodeAtMostOne.js';
export { encodeModel } from './encodeModel.js';
export { LIT_FALSE, LIT_TRUE, negate } from './literals.js';
export type { MiniSatRunnerOptions, MiniSatRunOutcome, MiniSatRunStatus } from './MiniSatRunner.js';
export {
  DEFAULT_REBUILD_AFTER,
  DEFAULT_REUSE_MAX_VARS,
  heapReason,
  isHeapAbort,
  MiniSatRunner,
  miniSatHeapBytes,
} from './MiniSatRunner.js';
export type { ParsedDimacs } from './parseDimacs.js';
export { parseDimacs } from './parseDimacs.js';
export type { SatOutput } from './parseSatOutput.js';
export { parseSatOutput } from './parseSatOutput.js';
export { MINISAT_HEAP_BYTES, raiseMiniSatHeap } from './raiseMiniSatHeap.js';
export { SAT_OPTION_SUPPORT } from './SAT_OPTION_SUPPORT.js';
export { DEFAULT_INLINE_MAX_CLAUSES, DEFAULT_WARN_CLAUSES, SatBackend } from './SatBackend.js';
export type { SatBackendOptions, SatWorkerMode } from './SatBackendOptions.js';
export type { SatEncodeOptions } from './SatEncodeOptions.js';
export type { SatEncoding, SatEncodingStatus } from './SatEncoding.js';
export { SatFormatError } from './SatFormatError.js';
export type { SatSolveOptions } from './SatSolveOptions.js';
export type { VariableMap } from './VariableMap.js';
export { DIMACS_MAGIC, toDimacs, writeDimacs } from './writeDimacs.js';
