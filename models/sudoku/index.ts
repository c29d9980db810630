// Sudoku of any rank with rectangular boxes: geometry, grids, the line / grid / human / sudoku_acs
// formats, givens validation, the constraint model, solution checking and solving in grid terms.
export { AcsReader, MAX_ACS_ORDER } from './AcsReader.js';
export { buildSudokuModel } from './buildSudokuModel.js';
export { checkSolution } from './checkSolution.js';
export { decodeSolution } from './decodeSolution.js';
export { findConflicts } from './findConflicts.js';
export { formatGridFormat } from './formatGridFormat.js';
export { formatHuman } from './formatHuman.js';
export { formatLine } from './formatLine.js';
export * from './generator/index.js';
export type { PuzzleEntry } from './PuzzleEntry.js';
export { PuzzleReader } from './PuzzleReader.js';
export { parseAcs } from './parseAcs.js';
export { parseGridFormat } from './parseGridFormat.js';
export { parseHuman } from './parseHuman.js';
export { parseLine, parseLineAt } from './parseLine.js';
export * from './play/index.js';
export { isSkippableLine, looksLikeGridHeader } from './readGridBlock.js';
export { readPuzzles } from './readPuzzles.js';
export type { SudokuConflict } from './SudokuConflict.js';
export type {
  SudokuBacktrackEvent,
  SudokuEliminatedEvent,
  SudokuEvent,
  SudokuFinishedEvent,
  SudokuPlacedEvent,
  SudokuProgressEvent,
  SudokuSolutionEvent,
  SudokuStartedEvent,
} from './SudokuEvent.js';
export { SudokuEventMapper } from './SudokuEventMapper.js';
export type { SudokuFormatLocation } from './SudokuFormatError.js';
export { SudokuFormatError } from './SudokuFormatError.js';
export type { SudokuModelParts } from './SudokuGeometry.js';
export { MAX_SUDOKU_SIZE, SudokuGeometry } from './SudokuGeometry.js';
export { SudokuGeometryError } from './SudokuGeometryError.js';
export { SudokuGrid } from './SudokuGrid.js';
export type { SudokuModel } from './SudokuModel.js';
export type { SudokuShapeOptions } from './SudokuShapeOptions.js';
export type { SudokuSolveOptions } from './SudokuSolveOptions.js';
export type { SudokuSolveResult } from './SudokuSolveResult.js';
export { solveSudoku, solveSudoku$ } from './solveSudoku.js';
export { startsAsAcs } from './startsAsAcs.js';
export { MAX_SYMBOL_VALUE, SUDOKU_SYMBOLS, symbolOf, valueOfSymbol } from './sudokuSymbols.js';
export * from './techniques/index.js';
export * from './variantSteps/index.js';
// Variants (jigsaw, killer, thermometers, kropki, …), their JSON format and the f-puzzles reader.
export * from './variants/index.js';
