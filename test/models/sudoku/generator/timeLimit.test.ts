import fc from 'fast-check';
import { lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../../adapters/native/NativeBackend.js';
import type { Model, SolveOptions } from '../../../../core/index.js';
import {
  type GenerateEvent,
  GenerationTimeoutError,
  GeneratorOptionsError,
  generate,
  generate$,
} from '../../../../models/sudoku/generator/index.js';
import { patternGrid } from '../../../../models/sudoku/generator/patternGrid.js';
import { SeededRandom } from '../../../../models/sudoku/generator/SeededRandom.js';
import { shuffleGrid } from '../../../../models/sudoku/generator/shuffleGrid.js';
import { formatLine, SudokuGeometry, SudokuGrid } from '../../../../models/sudoku/index.js';
import { RatingStoppedError } from '../../../../models/sudoku/techniques/index.js';
import { geometryArb } from '../sudokuArbitraries.js';

const backend = new NativeBackend();
const R4 = SudokuGeometry.fromBox(4, 4);

/** A fake clock: every read advances it by 1 ms; `reads` counts them. */
function tickingClock(): { clock: () => number; reads: () => number } {
  let t = 0;
  return { clock: () => t++, reads: () => t };
}

/** The error `f` throws, which must be a GenerationTimeoutError. */
function timeoutOf(f: () => unknown): GenerationTimeoutError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(GenerationTimeoutError);
    return e as GenerationTimeoutError;
  }
  throw new Error('no time limit was reached');
}

describe('the generator time limit (fake clock: no timed test)', () => {
  it('stops at the first clock read past the limit, at the same place every run', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 0, max: 50 }), (limit, seed) => {
        const a = tickingClock();
        const e = timeoutOf(() =>
          generate({ backend, geometry: R4, seed, timeLimitMs: limit, clock: a.clock }),
        );
        // Read 0 sets the deadline; read `limit` sees it reached: no step ran past it unchecked (a 16×16
        // puzzle takes 257 steps, each read once, so every limit here is reached).
        expect(a.reads()).toBe(limit + 1);
        expect(e.limitMs).toBe(limit);
        expect(e.seed).toBe(seed);
        expect(e.index).toBe(0);
        expect(e.progress.total).toBe(256);
        expect(e.message).toMatch(
          new RegExp(
            `^time limit of ${limit} ms reached making the 16×16 \\(4×4 boxes\\) puzzle of seed ${seed} \\(attempt 1, `,
          ),
        );
        const b = tickingClock();
        const again = timeoutOf(() =>
          generate({ backend, geometry: R4, seed, timeLimitMs: limit, clock: b.clock }),
        );
        expect(again.progress).toEqual(e.progress);
      }),
      { numRuns: 12, seed: 91 },
    );
  });

  it('changes nothing when the limit is not reached', () => {
    for (const seed of [1, 2, 3]) {
      const free = generate({ backend, geometry: R4, seed });
      const limited = generate({ backend, geometry: R4, seed, timeLimitMs: 1e9, clock: () => 0 });
      expect(formatLine(limited.puzzle)).toBe(formatLine(free.puzzle));
    }
  });

  it('a stream gives the puzzles made before the limit, then the error naming the next one', async () => {
    // Count the clock reads puzzles 0 and 1 take (the limit is never reached: the clock stands still).
    let reads = 0;
    const counted = generate$({
      backend,
      geometry: R4,
      seed: 5,
      count: 2,
      timeLimitMs: 1e9,
      clock: () => {
        reads++;
        return 0;
      },
    });
    const made = (await lastValueFrom(counted.pipe(toArray()))).filter((e) => e.type === 'puzzle');
    expect(made).toHaveLength(2);
    const twoPuzzles = reads;
    // Now the clock jumps past the limit 3 reads after those two puzzles.
    let n = 0;
    const events: GenerateEvent[] = [];
    const error = await new Promise<unknown>((resolve) => {
      generate$({
        backend,
        geometry: R4,
        seed: 5,
        count: 4,
        timeLimitMs: 1e9,
        clock: () => (n++ < twoPuzzles + 3 ? 0 : 2e9),
      }).subscribe({ next: (e) => events.push(e), error: resolve, complete: () => resolve(undefined) });
    });
    expect(error).toBeInstanceOf(GenerationTimeoutError);
    const e = error as GenerationTimeoutError;
    expect(e.index).toBe(2);
    expect(e.seed).toBe(7);
    const puzzles = events.flatMap((x) => (x.type === 'puzzle' ? [formatLine(x.puzzle.puzzle)] : []));
    expect(puzzles).toEqual(made.map((x) => (x.type === 'puzzle' ? formatLine(x.puzzle.puzzle) : '')));
  });

  it('stops a grid larger than 64×64 too, within its removal pass', () => {
    const a = tickingClock();
    const e = timeoutOf(() =>
      generate({ backend, geometry: SudokuGeometry.fromBox(9, 9), seed: 1, timeLimitMs: 40, clock: a.clock }),
    );
    expect(a.reads()).toBe(41);
    expect(e.progress.phase).toBe('removal');
    expect(e.progress.total).toBe(6561);
  });

  it('refuses a limit that is not above 0', () => {
    for (const timeLimitMs of [0, -5, Number.NaN]) {
      expect(() => generate({ backend, timeLimitMs })).toThrow(GeneratorOptionsError);
    }
  });
});

describe('patternGrid', () => {
  it('is a complete valid grid for every box shape, and stays one when shuffled', () => {
    fc.assert(
      fc.property(geometryArb(7), fc.nat(), (g, seed) => {
        for (const cells of [patternGrid(g), shuffleGrid(g, patternGrid(g), new SeededRandom(seed))]) {
          const grid = new SudokuGrid(g, cells);
          expect(grid.isComplete()).toBe(true);
          for (const house of g.houses) expect(new Set(Array.from(house, (c) => cells[c])).size).toBe(g.size);
        }
      }),
      { numRuns: 40, seed: 92 },
    );
  });
});

/** A native backend whose first grid search gets a single node, so it runs out and a second one starts. */
class FirstSearchStarved extends NativeBackend {
  private starved = false;
  override solveSync(model: Model, options?: SolveOptions) {
    if (!this.starved && options?.valueOrder !== undefined) {
      this.starved = true;
      return super.solveSync(model, { ...options, nodeLimit: 1 });
    }
    return super.solveSync(model, options);
  }
}

describe('the grid phase between searches', () => {
  it('reports each search that ran out of nodes, and the limit can stop the run there', async () => {
    const events = await lastValueFrom(
      generate$({ backend: new FirstSearchStarved(), geometry: R4, seed: 1, progressIntervalMs: 0 }).pipe(
        toArray(),
      ),
    );
    const grid = events.filter((e) => e.type === 'progress' && e.phase === 'grid');
    expect(grid.map((e) => (e.type === 'progress' ? e.searches : -1))).toEqual([undefined, 1]);
    expect(events.filter((e) => e.type === 'puzzle')).toHaveLength(1);
    // Read 0 sets the deadline, read 1 is the attempt's first step, read 2 the step after the first search.
    const a = tickingClock();
    const e = timeoutOf(() =>
      generate({ backend: new FirstSearchStarved(), geometry: R4, seed: 1, timeLimitMs: 2, clock: a.clock }),
    );
    expect(e.progress).toMatchObject({ phase: 'grid', searches: 1 });
    expect(e.message).toMatch(/grid phase: filling a complete grid, 1 searches ran out of nodes\)$/);
  });
});

describe('the rating phase under the time limit (fake clock)', () => {
  const R3 = SudokuGeometry.fromBox(3, 3);
  const seed = 5;
  /** Clock reads of making the puzzle of `seed` without rating (read 0 is the deadline's). */
  const unrated = (): number => {
    const a = tickingClock();
    generate({ backend, geometry: R3, seed, timeLimitMs: 1e9, clock: a.clock });
    return a.reads();
  };

  it('stops a rating in progress at the first read past the limit, naming the rating phase', () => {
    const n0 = unrated();
    const rated = generate({ backend, geometry: R3, seed, rate: true });
    // Read n0 is the rating step's own check, n0 + 1 the rater's before its uniqueness check, then one
    // read before each of its steps (a 9×9 rating takes dozens): every limit here stops inside it.
    for (const k of [0, 1, 2, 7, 20]) {
      const a = tickingClock();
      const e = timeoutOf(() =>
        generate({ backend, geometry: R3, seed, rate: true, timeLimitMs: n0 + k, clock: a.clock }),
      );
      expect(a.reads(), `k = ${k}`).toBe(n0 + k + 1);
      expect(e.progress.phase).toBe('rating');
      expect(e.progress.givens).toBe(rated.givens);
      expect(e.message).toMatch(
        new RegExp(`\\(attempt 1, rating phase: rating a puzzle of ${rated.givens} givens\\)$`),
      );
    }
    // One read earlier the limit falls in the removal pass.
    const a = tickingClock();
    const before = timeoutOf(() =>
      generate({ backend, geometry: R3, seed, rate: true, timeLimitMs: n0 - 1, clock: a.clock }),
    );
    expect(before.progress.phase).toBe('removal');
  });

  it('rates to the same result within a generous limit', () => {
    const free = generate({ backend, geometry: R3, seed, rate: true });
    const a = tickingClock();
    const roomy = generate({ backend, geometry: R3, seed, rate: true, timeLimitMs: 1e9, clock: a.clock });
    expect(formatLine(roomy.puzzle)).toBe(formatLine(free.puzzle));
    expect(roomy.rating).toEqual(free.rating);
    expect(free.rating).toBeDefined();
  });

  it('tells a rater of its own whether the limit has passed; its RatingStoppedError ends in the rating phase', () => {
    const asked: boolean[] = [];
    const rater = (_g: unknown, context?: { stop: () => boolean }) => {
      asked.push(context?.stop() ?? true);
      if (context?.stop() === true) throw new RatingStoppedError(0);
      return { score: 1, grade: 'easy' };
    };
    expect(generate({ backend, geometry: R3, seed, rater, rate: true }).rating).toEqual({
      score: 1,
      grade: 'easy',
    });
    expect(asked).toEqual([false]);
    // Read n0 is the rating step's check, n0 + 1 the rater's first question: the limit passes there.
    const n0 = unrated();
    const a = tickingClock();
    const e = timeoutOf(() =>
      generate({ backend, geometry: R3, seed, rater, rate: true, timeLimitMs: n0 + 1, clock: a.clock }),
    );
    expect(e.progress.phase).toBe('rating');
    expect(asked).toEqual([false, true]);
  });
});
