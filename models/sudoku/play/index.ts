// Playing sudoku by hand: a game with givens, entries, pencil marks and undo / redo, the semi-automatic fill
// of naked singles, and the automatic solver's recorded solution path with a replayer.
export type { CellChange } from './CellChange.js';
export type { FilledCell } from './FilledCell.js';
export { fillSingles } from './fillSingles.js';
export { formatPathStep } from './formatPathStep.js';
export { Game } from './Game.js';
export type { GameAction, GameActionKind } from './GameAction.js';
export type { CheckOptions, GameCheck, GivensStatus, WrongEntry } from './GameCheck.js';
export type { GameOptions } from './GameOptions.js';
export type { GameState } from './GameState.js';
export type { MoveResult } from './MoveResult.js';
export { PathPlayer } from './PathPlayer.js';
export { PathRecorder } from './PathRecorder.js';
export type {
  PathBacktrackStep,
  PathEliminateStep,
  PathExcludeStep,
  PathForcedStep,
  PathGuessStep,
  PathStep,
} from './PathStep.js';
export type { PlayConflict } from './PlayConflict.js';
export type { RecordPathOptions } from './RecordPathOptions.js';
export type { ReplayFrame } from './ReplayFrame.js';
export { readGameState } from './readGameState.js';
export { recordSolutionPath, recordSolutionPathSync } from './recordSolutionPath.js';
export { replay } from './replay.js';
export type { SemiAutoResult, SemiAutoStop } from './SemiAutoResult.js';
export type { PathCounts, SolutionPath } from './SolutionPath.js';
export { SudokuPlayError } from './SudokuPlayError.js';
