import { filter, firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../../adapters/native/NativeBackend.js';
import {
  type GenerateEvent,
  type GeneratePuzzleEvent,
  GenerationBudgetError,
  GeneratorOptionsError,
  generate,
  generate$,
  type PuzzleRater,
} from '../../../../models/sudoku/generator/index.js';
import { formatLine, SudokuGeometry } from '../../../../models/sudoku/index.js';
import { CountingBackend } from './CountingBackend.js';
import { expectUnique } from './verifyPuzzle.js';

const backend = new NativeBackend();

/** Resolves after `n` turns of the event loop (setImmediate), enough for several generator slices. */
async function ticks(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
}

describe('generate$', () => {
  it('streams started, progress, one puzzle per seed, then finished', async () => {
    const events = await lastValueFrom(
      generate$({ backend, seed: 40, count: 3, progressIntervalMs: 0 }).pipe(toArray()),
    );
    expect(events[0]).toEqual({ type: 'started', seed: 40, count: 3 });
    const last = events[events.length - 1]!;
    expect(last.type).toBe('finished');
    expect(last.type === 'finished' && last.count).toBe(3);
    const puzzles = events.filter((e): e is GeneratePuzzleEvent => e.type === 'puzzle');
    expect(puzzles.map((e) => e.index)).toEqual([0, 1, 2]);
    for (const e of puzzles) {
      // Puzzle i is the puzzle of seed + i.
      expect(e.puzzle.seed).toBe(40 + e.index);
      expect(formatLine(e.puzzle.puzzle)).toBe(formatLine(generate({ backend, seed: 40 + e.index }).puzzle));
      await expectUnique(e.puzzle);
    }
    const phases = new Set(events.flatMap((e) => (e.type === 'progress' ? [e.phase] : [])));
    expect(phases).toEqual(new Set(['grid', 'removal']));
    const removal = events.filter((e) => e.type === 'progress' && e.phase === 'removal' && e.index === 0);
    expect(removal.at(-1)).toMatchObject({ done: 81, total: 81, givens: puzzles[0]!.puzzle.givens });
  });

  it('reports rejected candidates, and errors with the budget error after the puzzles made', async () => {
    // A rater that calls every other candidate medium: each puzzle takes two attempts.
    let calls = 0;
    const alternating: PuzzleRater = () => ({ score: calls, grade: ++calls % 2 === 0 ? 'medium' : 'easy' });
    const events = await lastValueFrom(
      generate$({ backend, seed: 1, count: 2, rater: alternating, difficulty: 'medium' }).pipe(toArray()),
    );
    const rejected = events.filter((e) => e.type === 'rejected');
    expect(rejected).toEqual([
      {
        type: 'rejected',
        index: 0,
        attempt: 1,
        reason: 'rated easy (score 0), not grade medium',
        rating: { score: 0, grade: 'easy' },
      },
      {
        type: 'rejected',
        index: 1,
        attempt: 1,
        reason: 'rated easy (score 2), not grade medium',
        rating: { score: 2, grade: 'easy' },
      },
    ]);
    const puzzles = events.filter((e): e is GeneratePuzzleEvent => e.type === 'puzzle');
    expect(puzzles.map((e) => [e.puzzle.stats.attempts, e.puzzle.rating?.grade])).toEqual([
      [2, 'medium'],
      [2, 'medium'],
    ]);

    // Only the first candidate matches: puzzle 0 is made, puzzle 1 runs out of attempts.
    let rated = 0;
    const firstOnly: PuzzleRater = () => ({ score: 5, grade: ++rated === 1 ? 'fiendish' : 'easy' });
    const seen: GenerateEvent[] = [];
    const failure = await new Promise<unknown>((resolve) => {
      generate$({
        backend,
        seed: 1,
        count: 3,
        rater: firstOnly,
        difficulty: 'fiendish+',
        maxAttempts: 2,
      }).subscribe({
        next: (e) => seen.push(e),
        error: resolve,
        complete: () => resolve(undefined),
      });
    });
    expect(failure).toBeInstanceOf(GenerationBudgetError);
    expect((failure as GenerationBudgetError).attempts).toBe(2);
    expect((failure as Error).message).toMatch(/no 9×9 \(3×3 boxes\) a puzzle at grade fiendish or harder/);
    expect(seen.filter((e) => e.type === 'puzzle')).toHaveLength(1);
    expect(
      seen.filter((e) => e.type === 'rejected').map((e) => e.type === 'rejected' && [e.index, e.attempt]),
    ).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(seen.some((e) => e.type === 'finished')).toBe(false);
  });

  it('errors before any work on bad options, and does nothing until subscribed', async () => {
    const counting = new CountingBackend();
    const stream = generate$({ backend: counting, count: -1 });
    expect(counting.calls).toBe(0);
    await expect(firstValueFrom(stream)).rejects.toThrow(GeneratorOptionsError);
    await expect(firstValueFrom(stream)).rejects.toThrow(/count must be a non-negative integer/);
    await expect(firstValueFrom(generate$({ backend: counting, seed: -5 }))).rejects.toThrow(/seed must be/);
    await expect(firstValueFrom(generate$({ backend: counting, sliceMs: -1 }))).rejects.toThrow(/sliceMs/);
    expect(counting.calls).toBe(0);
  });

  it('stops working when unsubscribed', async () => {
    const counting = new CountingBackend();
    const first = await firstValueFrom(
      generate$({ backend: counting, seed: 3, count: Number.POSITIVE_INFINITY, sliceMs: 0 }).pipe(
        filter((e): e is GeneratePuzzleEvent => e.type === 'puzzle'),
      ),
    );
    expect(first.index).toBe(0);
    const calls = counting.calls;
    expect(calls).toBeGreaterThan(0);
    await ticks(20);
    expect(counting.calls).toBe(calls);
  });

  it('streams a 16×16 puzzle in slices, yielding to the event loop', async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    const events = await lastValueFrom(
      generate$({ backend, seed: 2, geometry: SudokuGeometry.fromBox(4, 4), sliceMs: 1 }).pipe(toArray()),
    );
    clearInterval(timer);
    expect(turns).toBeGreaterThan(0);
    const p = events.find((e): e is GeneratePuzzleEvent => e.type === 'puzzle')!;
    await expectUnique(p.puzzle);
  });
});
