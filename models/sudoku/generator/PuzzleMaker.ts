import { SudokuGrid } from '../SudokuGrid.js';
import { RatingStoppedError } from '../techniques/RatingStoppedError.js';
import type { CellGroups } from './CellGroups.js';
import { ClueRemover } from './ClueRemover.js';
import type { GeneratedPuzzle } from './GeneratedPuzzle.js';
import type { GenerateProgressEvent, GenerateRejectedEvent } from './GenerateEvent.js';
import { GenerationBudgetError } from './GenerationBudgetError.js';
import { GenerationTimeoutError } from './GenerationTimeoutError.js';
import { NO_LIMIT } from './limited.js';
import { OutOfTime } from './OutOfTime.js';
import type { PuzzleRating, RaterContext } from './PuzzleRater.js';
import type { ResolvedGenerateOptions } from './ResolvedGenerateOptions.js';
import { randomSolutionSteps, SEARCH_FILL_MAX_SIZE } from './randomSolution.js';
import { SeededRandom } from './SeededRandom.js';
import { symmetryGroups } from './symmetryGroups.js';

/** What one step of {@link PuzzleMaker.make} reports. */
export type PuzzleMakerStep = GenerateProgressEvent | GenerateRejectedEvent;

/** Search nodes one uniqueness proof may use, per unit of the grid's side (see `ClueRemover`). */
export const PROOF_NODES_PER_SIDE = 32;

/**
 * Search budget of all the proofs of one grid, in units of node × cell (a node costs about one unit per
 * cell: propagation runs over the whole grid): 2²⁰ gives 16 nodes per cell to a 16×16 grid, fewer nodes to
 * larger grids, so their time stays bounded; they gain little from search anyway (measured: a 25×25 puzzle
 * keeps about the same number of givens with 0 or 20,000 nodes of proofs).
 */
export const GRID_SEARCH_WORK = 2 ** 20;

/** Share of recent proofs by search that must succeed for a grid larger than 16×16 to keep trying them. */
export const GIVE_UP_SUCCESS_RATE = 0.1;

/** Search nodes all the proofs of one grid may use together, per cell, on grids up to 16×16. */
export const GRID_NODES_PER_CELL = 16;

/**
 * Work of all the backend proofs of one grid larger than 64×64, in units of cell × value (a proof
 * propagates over every cell and value, whatever its node limit: measured 5 ns a unit, so 2³¹ is about
 * 10 s of CPU at any size): 4,041 proofs for 81×81 (it uses about 720), 720 for 144×144, 188 for 225×225.
 * Smaller grids have no such cap, so their puzzles stay as they were.
 */
export const LARGE_GRID_PROOF_WORK = 2 ** 31;

/**
 * Makes puzzles of one shape and one set of options, step by step: a generator function that yields after
 * each grid search and each removal tried, so `generate$` can stop between steps and `generate` can run it
 * straight through. Reuses its remover (and so the backend's compiled engine) from puzzle to puzzle.
 */
export class PuzzleMaker {
  private readonly options: ResolvedGenerateOptions;
  private readonly remover: ClueRemover;
  private readonly groups: CellGroups;
  private readonly order: Int32Array;
  /** When the time limit is reached, on `options.clock` (`Infinity`: no limit). */
  private readonly deadline: number;
  /** Ms left before the deadline. */
  private readonly timeLeft: () => number;
  /** What the rater is told: whether the deadline has passed (on `options.clock`, like every step). */
  private readonly raterContext: RaterContext;

  /** Prepares the shape's groups and remover for `options`; the time limit counts from here. */
  constructor(options: ResolvedGenerateOptions) {
    this.options = options;
    const { clock, timeLimitMs } = options;
    this.deadline = timeLimitMs === Number.POSITIVE_INFINITY ? timeLimitMs : clock() + timeLimitMs;
    // Solves are cut on the real clock only: a fake clock's ms are not the engine's.
    this.timeLeft =
      timeLimitMs === Number.POSITIVE_INFINITY || !options.realClock
        ? NO_LIMIT
        : () => this.deadline - clock();
    const deadline = this.deadline;
    this.raterContext = {
      stop: deadline === Number.POSITIVE_INFINITY ? () => false : () => clock() >= deadline,
    };
    const g = options.geometry;
    // Minimality is a promise, so its proofs get no node limit; otherwise a proof may give up (safely),
    // which bounds the time on large grids, where late proofs by search rarely succeed anyway.
    const limits = options.minimal
      ? { proofNodes: Number.POSITIVE_INFINITY, gridNodes: Number.POSITIVE_INFINITY, minSuccessRate: 0 }
      : {
          proofNodes: PROOF_NODES_PER_SIDE * g.size,
          gridNodes: Math.min(GRID_NODES_PER_CELL * g.cellCount, Math.floor(GRID_SEARCH_WORK / g.cellCount)),
          minSuccessRate: g.cellCount > 256 ? GIVE_UP_SUCCESS_RATE : 0,
          ...(g.size > SEARCH_FILL_MAX_SIZE
            ? { gridProofs: Math.floor(LARGE_GRID_PROOF_WORK / (g.cellCount * g.size)) }
            : {}),
        };
    this.remover = new ClueRemover(g, options.backend, limits, this.timeLeft);
    this.groups = symmetryGroups(g, options.symmetry);
    this.order = new Int32Array(this.groups.count);
  }

  /** The `grid` phase's progress: every cell still a given, and the searches that ran out of nodes so far. */
  private gridProgress(index: number, attempt: number, searches?: number): GenerateProgressEvent {
    const total = this.groups.count;
    const givens = this.options.geometry.cellCount;
    const event = { type: 'progress', index, attempt, phase: 'grid', done: 0, total, givens } as const;
    return searches === undefined ? event : { ...event, searches };
  }

  /** The event of the `check` (minimality) or `rating` phase: the removal pass is over, so done = total. */
  private checkProgress(
    index: number,
    attempt: number,
    givens: number,
    phase: 'check' | 'rating' = 'check',
  ): GenerateProgressEvent {
    const total = this.groups.count;
    return { type: 'progress', index, attempt, phase, done: total, total, givens };
  }

  /** The candidate's rating; a rater stopped by the time limit ends the puzzle in the `rating` phase. */
  private rated(
    rater: NonNullable<ResolvedGenerateOptions['rater']>,
    puzzle: SudokuGrid,
  ): PuzzleRating | null {
    try {
      return rater(puzzle, this.raterContext);
    } catch (e) {
      // `make` turns OutOfTime into the time limit error at the step the maker stands at: the rating.
      if (e instanceof RatingStoppedError) throw new OutOfTime();
      throw e;
    }
  }

  /**
   * Makes the puzzle of seed `seed` (the `index`-th of a stream, for the events): attempts until a candidate
   * passes the minimality and difficulty checks asked for. Yields progress and rejections; returns the puzzle.
   *
   * @throws GenerationBudgetError when `maxAttempts` candidates all failed.
   * @throws GenerationTimeoutError when the time limit is reached first (checked before every step).
   */
  *make(seed: number, index: number): Generator<PuzzleMakerStep, GeneratedPuzzle> {
    // Where the puzzle stands, for the message of a time limit reached inside a step.
    const at: { progress: GenerateProgressEvent } = {
      progress: { type: 'progress', index, attempt: 1, phase: 'grid', done: 0, total: 0, givens: 0 },
    };
    try {
      return yield* this.attempts(seed, index, at);
    } catch (e) {
      if (e instanceof OutOfTime) throw this.timeout(seed, at.progress);
      throw e;
    }
  }

  /** The error of a time limit reached at `progress` while making the puzzle of `seed`. */
  private timeout(seed: number, progress: GenerateProgressEvent): GenerationTimeoutError {
    return new GenerationTimeoutError(
      this.options.timeLimitMs,
      seed,
      this.options.geometry.describe(),
      progress,
    );
  }

  /** Reports `progress` (after checking the clock): every step of {@link PuzzleMaker.make} goes through it. */
  private step(
    seed: number,
    at: { progress: GenerateProgressEvent },
    progress: GenerateProgressEvent,
  ): GenerateProgressEvent {
    at.progress = progress;
    if (this.deadline !== Number.POSITIVE_INFINITY && this.options.clock() >= this.deadline) {
      throw this.timeout(seed, progress);
    }
    return progress;
  }

  /** The attempts of {@link PuzzleMaker.make}; `at` follows where the puzzle stands. */
  private *attempts(
    seed: number,
    index: number,
    at: { progress: GenerateProgressEvent },
  ): Generator<PuzzleMakerStep, GeneratedPuzzle> {
    const started = performance.now();
    const { geometry, symmetry, maxAttempts, rater, target } = this.options;
    const rng = new SeededRandom(seed);
    const remover = this.remover;
    const groups = this.groups;
    const before = { ...remover.stats };
    let gridSearches = 0;
    let gridNodes = 0;
    let removalsTried = 0;
    let best: PuzzleRating | undefined;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      yield this.step(seed, at, this.gridProgress(index, attempt));
      const fill = randomSolutionSteps(geometry, this.options.backend, rng, this.timeLeft);
      let filled = fill.next();
      while (filled.done !== true) {
        yield this.step(seed, at, this.gridProgress(index, attempt, filled.value));
        filled = fill.next();
      }
      const full = filled.value;
      gridSearches += full.tries;
      gridNodes += full.nodes;
      remover.reset(full.cells);
      const undecidedBefore = remover.stats.undecided;
      for (let i = 0; i < groups.count; i++) this.order[i] = i;
      rng.shuffle(this.order);
      let givens = geometry.cellCount;
      for (let i = 0; i < groups.count; i++) {
        const gi = this.order[i]!;
        const from = groups.start[gi]!;
        const to = groups.start[gi + 1]!;
        removalsTried++;
        if (remover.tryRemove(groups.cells, from, to)) givens -= to - from;
        yield this.step(seed, at, {
          type: 'progress',
          index,
          attempt,
          phase: 'removal',
          done: i + 1,
          total: groups.count,
          givens,
        });
      }
      // Without symmetry the pass alone makes the puzzle minimal (a removal refused once stays refused as
      // givens go), unless a proof gave up on its node limit, which only happens without `minimal`.
      let minimal = symmetry === 'none' && remover.stats.undecided === undecidedBefore;
      if (this.options.minimal && !minimal) {
        yield this.step(seed, at, this.checkProgress(index, attempt, givens));
        minimal = remover.isMinimal();
        if (!minimal) {
          yield { type: 'rejected', index, attempt, reason: 'a single given could still be removed' };
          continue;
        }
      }
      const puzzle = new SudokuGrid(geometry, remover.givens.slice());
      let rating: PuzzleRating | null | undefined;
      if (rater !== undefined) {
        yield this.step(seed, at, this.checkProgress(index, attempt, givens, 'rating'));
        rating = this.rated(rater, puzzle);
        if (target !== undefined && !target.matches(rating)) {
          if (rating !== null && (best === undefined || rating.score > best.score)) best = rating;
          yield {
            type: 'rejected',
            index,
            attempt,
            reason:
              rating === null
                ? 'the rater could not rate it'
                : `rated ${rating.grade} (score ${rating.score}), not ${target.description}`,
            rating,
          };
          continue;
        }
      }
      const s = remover.stats;
      const result: GeneratedPuzzle = {
        puzzle,
        solution: new SudokuGrid(geometry, full.cells),
        seed,
        givens,
        symmetry,
        minimal,
        stats: {
          attempts: attempt,
          gridSearches,
          removalsTried,
          provedByLogic: s.byLogic - before.byLogic,
          provedBySearch: s.bySearch - before.bySearch,
          nodes: gridNodes + s.nodes - before.nodes,
          ms: performance.now() - started,
        },
      };
      return rating === undefined || rating === null ? result : { ...result, rating };
    }
    const wanted = target === undefined ? 'a minimal puzzle' : `a puzzle at ${target.description}`;
    const hardest = best === undefined ? '' : ` (hardest seen: ${best.grade}, score ${best.score})`;
    throw new GenerationBudgetError(
      `no ${geometry.describe()} ${wanted} with ${symmetry} symmetry within ${maxAttempts} attempts ` +
        `(seed ${seed})${hardest}; raise maxAttempts or relax the target`,
      maxAttempts,
    );
  }
}
