import { Observable } from 'rxjs';
import { type CancelMacrotask, scheduleMacrotask } from '../../../core/util/scheduleMacrotask.js';
import { MAX_SEED } from './checkSeed.js';
import type { GeneratedPuzzle } from './GeneratedPuzzle.js';
import type { GenerateEvent } from './GenerateEvent.js';
import type { GenerateOptions } from './GenerateOptions.js';
import type { GenerateStreamOptions } from './GenerateStreamOptions.js';
import { GeneratorOptionsError } from './GeneratorOptionsError.js';
import { PuzzleMaker } from './PuzzleMaker.js';
import { resolveGenerateOptions } from './resolveGenerateOptions.js';

/**
 * Generates one puzzle with exactly one solution, synchronously: a random complete grid (seeded), then
 * givens removed in random order (or in symmetric groups) while the solution stays unique, then, when a
 * difficulty is targeted, rated, and tried again until it matches. Returns the puzzle, its solution, its
 * seed (the given one, or a fresh one to generate it again), its rating when asked, and statistics.
 *
 * @throws GeneratorOptionsError for impossible options, before any work.
 * @throws GenerationBudgetError when `maxAttempts` candidates missed the target.
 * @throws GenerationTimeoutError when `timeLimitMs` ran out first.
 */
export function generate(options: GenerateOptions): GeneratedPuzzle {
  const resolved = resolveGenerateOptions(options);
  const steps = new PuzzleMaker(resolved).make(resolved.seed, 0);
  for (;;) {
    const s = steps.next();
    if (s.done === true) return s.value;
  }
}

/**
 * Generates `count` puzzles as a cold stream: `started` (with the seed), `progress` (at most every
 * `progressIntervalMs`), `rejected` for candidates that missed the target, one `puzzle` per puzzle, then
 * `finished`. Puzzle i uses seed `seed + i`, so `generate({ ...options, seed: seed + i })` makes it again.
 * The work runs in slices of `sliceMs` on the event loop; unsubscribing stops it between two steps.
 * Bad options error the stream before any work; a spent attempt budget errors it with
 * `GenerationBudgetError`, and a time limit (`timeLimitMs`, counted from the subscription) reached with
 * `GenerationTimeoutError`, after the puzzles already made.
 */
export function generate$(options: GenerateStreamOptions): Observable<GenerateEvent> {
  return new Observable<GenerateEvent>((subscriber) => {
    let maker: PuzzleMaker;
    let seed: number;
    const count = options.count ?? 1;
    const progressMs = options.progressIntervalMs ?? 100;
    const sliceMs = options.sliceMs ?? 20;
    try {
      if (count !== Number.POSITIVE_INFINITY && (!Number.isSafeInteger(count) || count < 0)) {
        throw new GeneratorOptionsError(`count must be a non-negative integer or Infinity; got ${count}`);
      }
      for (const [what, v] of [
        ['progressIntervalMs', progressMs],
        ['sliceMs', sliceMs],
      ] as const) {
        if (!(v >= 0)) throw new GeneratorOptionsError(`${what} must be a number of at least 0; got ${v}`);
      }
      const resolved = resolveGenerateOptions(options);
      seed = resolved.seed;
      maker = new PuzzleMaker(resolved);
    } catch (e) {
      subscriber.error(e);
      return undefined;
    }
    const started = performance.now();
    subscriber.next({ type: 'started', seed, count });
    let index = 0;
    let steps: Generator<unknown, GeneratedPuzzle> | undefined;
    let lastProgress = Number.NEGATIVE_INFINITY;
    let timer: CancelMacrotask | undefined;
    let stopped = false;
    const slice = (): void => {
      timer = undefined;
      const sliceEnd = performance.now() + sliceMs;
      try {
        while (!stopped) {
          if (index >= count) {
            subscriber.next({ type: 'finished', count: index, ms: performance.now() - started });
            subscriber.complete();
            return;
          }
          // Seeds wrap at 2⁵³ so an endless stream never produces an invalid one.
          steps ??= maker.make((seed + index) % (MAX_SEED + 1), index);
          const s = steps.next();
          if (s.done === true) {
            steps = undefined;
            subscriber.next({ type: 'puzzle', index, puzzle: s.value });
            index++;
          } else {
            const e = s.value as GenerateEvent;
            if (e.type !== 'progress') subscriber.next(e);
            else {
              const now = performance.now();
              if (now - lastProgress >= progressMs) {
                lastProgress = now;
                subscriber.next(e);
              }
            }
          }
          if (performance.now() >= sliceEnd) break;
        }
      } catch (e) {
        subscriber.error(e);
        return;
      }
      if (!stopped) timer = scheduleMacrotask(slice);
    };
    slice();
    return () => {
      stopped = true;
      timer?.();
    };
  });
}
