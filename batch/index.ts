/**
 * cspkit batch solving: many puzzles on every core, through the worker pool the command line uses
 * (`cspkit sudoku solve --jobs N`), with the results in input order as an Observable.
 *
 * @packageDocumentation
 */
export { SolveManyOptionError } from './SolveManyOptionError.js';
export type { SolveManyOptions } from './SolveManyOptions.js';
export type { SolveManyResult } from './SolveManyResult.js';
export { solveMany } from './solveMany.js';
