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
export type { RunSink } from './runSliced.js';
export { runSliced$, runToEnd } from './runSliced.js';
export type { SteppedRun } from './SteppedRun.js';
