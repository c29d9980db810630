export type { Backend } from './Backend.js';
export { collectResult } from './collectResult.js';
export type { AllDifferentStrength, SolveOptions } from './SolveOptions.js';
export type { SolveResult } from './SolveResult.js';
export type { SupportReport } from './SupportReport.js';
export type { CountResult } from './solveHelpers.js';
export { countSolutions, firstSolution, solveAll, solveOne, solveSync } from './solveHelpers.js';
export type { BackendToken } from './tokens.js';
export { BACKEND, BACKEND_NAMES, KINDS } from './tokens.js';
