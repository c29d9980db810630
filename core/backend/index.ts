export type { Backend } from './Backend.js';
export type { BackendOptions } from './BackendOptions.js';
export { checkSolveOptions } from './checkSolveOptions.js';
export { collectResult } from './collectResult.js';
export type { LearningOptions } from './LearningOptions.js';
export type { AllDifferentStrength, NativeOptions } from './NativeOptions.js';
export type { OptionCheck, OptionSupport, SolveOptionName } from './OptionSupport.js';
export { DELIVERY_OPTIONS } from './OptionSupport.js';
export { resultOf } from './resultOf.js';
export type { SolveOptions } from './SolveOptions.js';
export type { SolveResult } from './SolveResult.js';
export type { SupportReport } from './SupportReport.js';
export type { CountResult, OptimalResult } from './solveHelpers.js';
export {
  countSolutions,
  firstSolution,
  solveAll,
  solveOne,
  solveOptimal,
  solveSync,
  takesOption,
} from './solveHelpers.js';
export type { BackendToken } from './tokens.js';
export { BACKEND, BACKEND_NAMES, KINDS } from './tokens.js';
