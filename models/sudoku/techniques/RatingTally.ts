import type { SudokuGrid } from '../SudokuGrid.js';
import { gradeOf } from './gradeOf.js';
import type { RateResult } from './RateResult.js';
import type { Step } from './Step.js';
import { chainLevel } from './stepLevel.js';
import type { TechniqueCost } from './Technique.js';

/**
 * What a rating adds up while the techniques walk a puzzle: score, technique counts, hardest step,
 * pattern level and chain effort. Classic (`rate`) and variant (`rateVariant`) ratings level their
 * steps differently but sum them the same way, here, so both stay on one scale.
 */
export class RatingTally {
  private readonly counts: Record<string, number> = {};
  private readonly path: Step[] = [];
  private score = 0;
  private stepCount = 0;
  private hardest: Step | undefined;
  private hardestLevel = Number.NEGATIVE_INFINITY;
  private patternLevel = 0;
  private effort = 0;

  /** A tally that keeps the path of steps when `keepPath` is set. */
  constructor(private readonly keepPath: boolean) {}

  /**
   * Counts one applied step: `cost` of its technique (none for an unknown id), its `level`, and its
   * chain `effort` (0 for a pattern step, whose level then raises the pattern level).
   */
  add(step: Step, cost: TechniqueCost | undefined, level: number, effort: number): void {
    this.stepCount++;
    if (this.keepPath) this.path.push(step);
    const used = this.counts[step.technique] ?? 0;
    this.counts[step.technique] = used + 1;
    if (cost !== undefined) this.score += used === 0 ? cost.first : cost.later;
    if (level > this.hardestLevel) {
      this.hardestLevel = level;
      this.hardest = step;
    }
    if (effort > 0) this.effort += effort;
    else if (level > this.patternLevel) this.patternLevel = level;
  }

  /** The result when no technique applies with `unsolved` cells left. */
  stuck(unsolved: number): RateResult {
    const n = this.stepCount;
    return {
      status: 'stuck',
      reason: `no technique applies after ${n} step${n === 1 ? '' : 's'} (${unsolved} cells left)`,
    };
  }

  /** The rating of a puzzle the steps solved, `solution` being its unique solution. */
  rated(solution: SudokuGrid): RateResult {
    const chain = this.effort > 0 ? chainLevel(this.effort) : 0;
    const base = {
      status: 'rated' as const,
      score: this.score,
      grade: gradeOf(this.score),
      difficulty: Math.round(10 * Math.max(this.patternLevel, chain)) / 10,
      hardest: this.hardest ?? null,
      counts: this.counts,
      stepCount: this.stepCount,
      solution,
    };
    return this.keepPath ? { ...base, path: this.path } : base;
  }
}
