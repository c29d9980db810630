// One file per CLI command; each exports the command as a function and its commander wiring.
export type { DemoFlags } from './demo.js';
export { addDemoCommand, DEMO_SAMPLES, DEMO_TIMEOUT_MS, demo } from './demo.js';
export type { QueensFlags } from './queens.js';
export { addQueensCommand, queens } from './queens.js';
export type { SudokuCountFlags } from './sudokuCount.js';
export { addSudokuCountCommand, DEFAULT_COUNT_LIMIT, sudokuCount } from './sudokuCount.js';
export type { PuzzleStatus, SudokuSolveFlags } from './sudokuSolve.js';
export { addSudokuSolveCommand, exitFor, sudokuSolve } from './sudokuSolve.js';
