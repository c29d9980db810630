export { CompileCache } from './CompileCache.js';
export type { CompiledModel, CompileOptions, StoreLayout } from './compileModel.js';
export {
  compileModel,
  DEFAULT_ALL_DIFFERENT,
  fillDomains,
  layoutOf,
  MAX_DOMAIN_SPAN,
} from './compileModel.js';
export type { EngineRunHooks, RunOutcome } from './EngineRun.js';
export { EngineRun } from './EngineRun.js';
export { engineSolve$, engineSolveSync } from './engineSolve.js';
export { NATIVE_OPTION_SUPPORT } from './NATIVE_OPTION_SUPPORT.js';
export type { RunSink } from './runSliced.js';
export { runSliced$, runToEnd } from './runSliced.js';
export type { SteppedRun } from './SteppedRun.js';
export type { RoundSolve$, RoundSolveSync } from './tightenObjective.js';
export { tightenObjective$, tightenObjectiveSync } from './tightenObjective.js';
export { withObjectiveBound } from './withObjectiveBound.js';
