export type { Candidates, CompiledExactCover, ExactCoverSizes } from './compileExactCover.js';
export { compileExactCover, optionOf } from './compileExactCover.js';
export { DLX_OPTION_SUPPORT } from './DLX_OPTION_SUPPORT.js';
export { DlxBackend } from './DlxBackend.js';
export { DlxRun } from './DlxRun.js';
export type { DlxStep } from './DlxSearch.js';
export { DlxSearch } from './DlxSearch.js';
export { dlxSolve$, dlxSolveSync } from './dlxSolve.js';
export { ExactCoverBuilder } from './ExactCoverBuilder.js';
export type { PreparedExactCover } from './ExactCoverCache.js';
export { ExactCoverCache, preparePruned, TEMPLATE_MAX_OPTIONS } from './ExactCoverCache.js';
export { ExactCoverError } from './ExactCoverError.js';
export type { MatrixArrays } from './ExactCoverMatrix.js';
export { ExactCoverMatrix } from './ExactCoverMatrix.js';
export type {
  ExactCoverCount,
  ExactCoverLimits,
  ExactCoverResult,
  ExactCoverStatus,
} from './ExactCoverSolver.js';
export { ExactCoverSolver } from './ExactCoverSolver.js';
export { exactCoverSupport, MAX_EXACT_COVER_OPTIONS } from './exactCoverSupport.js';
