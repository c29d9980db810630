import { CspError } from '../../../core/errors/CspError.js';
import type { GenerateProgressEvent } from './GenerateEvent.js';

/**
 * The generator's time limit (`timeLimitMs`) was reached before the puzzle being made was finished. The
 * puzzles made before it are valid; this one was dropped. The fields say where it stood.
 */
export class GenerationTimeoutError extends CspError {
  /** The limit, in ms. */
  readonly limitMs: number;
  /** 0-based index of the puzzle that was not made. */
  readonly index: number;
  /** Its seed. */
  readonly seed: number;
  /** Where it stood: attempt, phase, removals tried of the total, givens left. */
  readonly progress: GenerateProgressEvent;

  /** Builds the error for the puzzle of `seed`, stopped at `progress`. */
  constructor(limitMs: number, seed: number, shape: string, progress: GenerateProgressEvent) {
    super(
      `time limit of ${limitMs} ms reached making the ${shape} puzzle of seed ${seed} ` +
        `(${describeProgress(progress)})`,
    );
    this.limitMs = limitMs;
    this.index = progress.index;
    this.seed = seed;
    this.progress = progress;
  }
}

/**
 * `attempt 1, removal phase: 1200 of 50625 removals tried, 49425 givens left`, or for the rating phase
 * `attempt 1, rating phase: rating a puzzle of 104 givens`.
 */
function describeProgress(p: GenerateProgressEvent): string {
  const at = `attempt ${p.attempt}, ${p.phase} phase`;
  if (p.phase === 'grid') {
    const searches = p.searches === undefined ? '' : `, ${p.searches} searches ran out of nodes`;
    return `${at}: filling a complete grid${searches}`;
  }
  if (p.phase === 'rating') return `${at}: rating a puzzle of ${p.givens} givens`;
  return `${at}: ${p.done} of ${p.total} removals tried, ${p.givens} givens left`;
}
