// Puzzle generation: seeded complete grids of any box shape, givens removed while the solution stays
// unique (optionally in symmetric groups, optionally minimal), and difficulty targets checked by a rater.
export type { CellGroups } from './CellGroups.js';
export { ClueRemover, type ClueRemoverLimits, type ClueRemoverStats } from './ClueRemover.js';
export { checkSeed, MAX_SEED } from './checkSeed.js';
export type { DifficultyMatcher } from './DifficultyMatcher.js';
export type { DifficultyScale } from './DifficultyScale.js';
export type { DifficultyTarget } from './DifficultyTarget.js';
export { DEFAULT_DIFFICULTY_SCALE, DEFAULT_RATER, SUDOKU_GRADES } from './defaultRating.js';
export { freshSeed } from './freshSeed.js';
export type { GeneratedPuzzle } from './GeneratedPuzzle.js';
export type {
  GenerateEvent,
  GenerateFinishedEvent,
  GenerateProgressEvent,
  GeneratePuzzleEvent,
  GenerateRejectedEvent,
  GenerateStartedEvent,
} from './GenerateEvent.js';
export type { GenerateOptions } from './GenerateOptions.js';
export type { GenerateStreamOptions } from './GenerateStreamOptions.js';
export { GenerationBudgetError } from './GenerationBudgetError.js';
export type { GenerationStats } from './GenerationStats.js';
export { GenerationTimeoutError } from './GenerationTimeoutError.js';
export { GeneratorOptionsError } from './GeneratorOptionsError.js';
export { generate, generate$ } from './generate.js';
export { LARGE_GRID_PROOF_WORK, PuzzleMaker, type PuzzleMakerStep } from './PuzzleMaker.js';
export type { PuzzleRater, PuzzleRating, RaterContext } from './PuzzleRater.js';
export { parseDifficulty } from './parseDifficulty.js';
export { patternGrid } from './patternGrid.js';
export type { ResolvedGenerateOptions } from './ResolvedGenerateOptions.js';
export {
  FILL_NODES_MIN,
  FILL_NODES_PER_CELL,
  type RandomSolution,
  randomSolution,
  randomSolutionSteps,
  SEARCH_FILL_MAX_SIZE,
} from './randomSolution.js';
export { resolveDifficulty } from './resolveDifficulty.js';
export { DEFAULT_MAX_ATTEMPTS, resolveGenerateOptions } from './resolveGenerateOptions.js';
export { SeededRandom } from './SeededRandom.js';
export { SUDOKU_SYMMETRIES, type SudokuSymmetry } from './SudokuSymmetry.js';
export type { SyncBackend } from './SyncBackend.js';
export { symmetryGroups } from './symmetryGroups.js';
