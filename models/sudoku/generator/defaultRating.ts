import type { SudokuGeometry } from '../SudokuGeometry.js';
import { GRADE_BOUNDS } from '../techniques/gradeOf.js';
import { rate } from '../techniques/rate.js';
import { MAX_TECHNIQUE_SIZE } from '../techniques/TechniqueLayout.js';
import type { DifficultyScale } from './DifficultyScale.js';
import type { PuzzleRater } from './PuzzleRater.js';

/** The grades of the built-in human-style rating (`rate`), easiest first. */
export const SUDOKU_GRADES: readonly string[] = [...GRADE_BOUNDS.map((b) => b.grade), 'diabolical'];

/** The scale of the built-in rating: its grades, and scores from 0 up (unbounded). */
export const DEFAULT_DIFFICULTY_SCALE: DifficultyScale = {
  grades: SUDOKU_GRADES,
  minScore: 0,
  maxScore: Number.POSITIVE_INFINITY,
};

/**
 * The rater used when none is given: the human-style rating of `techniques/rate` (score, grade and the
 * hardest technique); `null` for a puzzle it cannot rate. It stops between steps once `context.stop`
 * says so (`RatingStoppedError`).
 */
export const DEFAULT_RATER: PuzzleRater = (grid, context) => {
  const r = rate(grid, context === undefined ? {} : { stop: context.stop });
  if (r.status !== 'rated') return null;
  return r.hardest === null
    ? { score: r.score, grade: r.grade }
    : { score: r.score, grade: r.grade, hardest: r.hardest.technique };
};

/** Whether the built-in rating handles grids of this shape (human-style solving stops at 32×32). */
export function defaultRaterSupports(geometry: SudokuGeometry): boolean {
  return geometry.size <= MAX_TECHNIQUE_SIZE;
}
