/**
 * cspkit models: sudoku of any rank (with parsing, validation and grid-level events), and
 * other constraint puzzles built on the same core model: n-queens, Latin-square completion,
 * cryptarithms, killer sudoku, KenKen, Futoshiki, graph colouring, magic squares and Golomb
 * rulers (an optimisation), Kakuro and Star Battle. Models depend on `core` only.
 *
 * @packageDocumentation
 */
export * from './colouring/index.js';
export * from './common/index.js';
export * from './cryptarithm/index.js';
export * from './futoshiki/index.js';
export * from './golomb/index.js';
export * from './hidato/index.js';
export * from './kakuro/index.js';
export * from './kenken/index.js';
export * from './killer/index.js';
export * from './latin/index.js';
export * from './magic/index.js';
export * from './nonogram/index.js';
export * from './queens/index.js';
export * from './skyscrapers/index.js';
export * from './starbattle/index.js';
export * from './sudoku/index.js';
