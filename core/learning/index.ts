export { type AnalysisHost, type AnalysisSettings, ConflictAnalysis } from './ConflictAnalysis.js';
export {
  ATOM_EQ,
  ATOM_NEQ,
  ATOM_OPEN,
  Explainer,
  FALSE_LIT,
  type LazyReasoner,
  REASON_BOUNDS,
  REASON_CLAUSE,
  REASON_DECISION,
  REASON_EQ,
  REASON_GENERIC,
  REASON_LAZY,
  REASON_POOL,
  REASON_PRIOR,
  TRUE_LIT,
} from './Explainer.js';
export { ExplainingAllDifferent } from './ExplainingAllDifferent.js';
export { ExplainingMatching } from './ExplainingMatching.js';
export { type CountedGroup, ExplainingOverlap } from './ExplainingOverlap.js';
export { ExplanationError } from './ExplanationError.js';
export { HallLiterals } from './HallLiterals.js';
export { IntBuffer } from './IntBuffer.js';
export { type LearningBranching, type LearningConfig, LearningSearch } from './LearningSearch.js';
export { LearntClauses } from './LearntClauses.js';
export { NogoodChecker } from './NogoodChecker.js';
export { TableExplanation } from './TableExplanation.js';
export { VarHeap } from './VarHeap.js';
