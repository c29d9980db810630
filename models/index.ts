/**
 * cspkit models: sudoku of any rank (with parsing, validation and grid-level events), and
 * other constraint puzzles built on the same core model: n-queens, Latin-square completion
 * and cryptarithms. Models depend on `core` only.
 *
 * @packageDocumentation
 */
export * from './cryptarithm/index.js';
export * from './latin/index.js';
export * from './queens/index.js';
export * from './sudoku/index.js';
