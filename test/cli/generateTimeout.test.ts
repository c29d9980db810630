import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { makeGeneratedChunk } from '../../cli/commands/generateChunk.js';
import { phaseText } from '../../cli/commands/sudokuGenerate.js';
import { generate } from '../../models/sudoku/generator/index.js';
import { formatLine, SudokuGeometry } from '../../models/sudoku/index.js';
import { runCli } from './fakeIo.js';

const backend = new NativeBackend();
const R4 = SudokuGeometry.fromBox(4, 4);

/** Clock reads the generator makes for the first `count` 16×16 puzzles of seed `seed` (the clock never moves). */
function readsFor(seed: number, count: number): number {
  let reads = 0;
  const clock = (): number => {
    reads++;
    return 0;
  };
  for (let i = 0; i < count; i++) {
    // One maker per puzzle reads the clock once more (its deadline): subtract it.
    generate({ backend, geometry: R4, seed: seed + i, timeLimitMs: 1e9, clock });
    reads--;
  }
  return reads + 1;
}

describe('cspkit sudoku generate --timeout (fake clock)', () => {
  it('prints the puzzles made, says on stderr which was not and where it stood, exit 1', async () => {
    const before = readsFor(3, 1);
    let n = 0;
    // The clock stands still for puzzle 0 and 4 reads into puzzle 1, then jumps past the limit.
    const clock = (): number => (n++ < before + 4 ? 0 : 10_000);
    const r = await runCli(
      ['sudoku', 'generate', '--rank', '4', '--seed', '3', '-n', '3', '--timeout', '5000', '-j', '1'],
      {
        clock,
      },
    );
    expect(r.code).toBe(1);
    expect(r.lines).toEqual([formatLine(generate({ backend, geometry: R4, seed: 3 }).puzzle)]);
    expect(r.err).toMatch(
      /^cspkit: seed 3 \(puzzle i uses seed 3 \+ i\)\ncspkit: time limit of 5000 ms reached making the 16×16 \(4×4 boxes\) puzzle of seed 4 \(attempt 1, removal phase: \d+ of 256 removals tried, \d+ givens left\) \(1 of 3 puzzles made\)\n$/,
    );
    // The same clock stops the same run at the same place.
    n = 0;
    const again = await runCli(
      ['sudoku', 'generate', '--rank', '4', '--seed', '3', '-n', '3', '--timeout', '5000', '-j', '1'],
      { clock },
    );
    expect(again.err).toBe(r.err);
  });

  it('--progress shows the phase and the removals tried of the stopped puzzle', async () => {
    let n = 0;
    const clock = (): number => (n++ < 60 ? 0 : 10_000);
    const r = await runCli(
      ['sudoku', 'generate', '--rank', '4', '--seed', '8', '--timeout', '100', '--progress'],
      {
        clock,
      },
    );
    expect(r.code).toBe(1);
    const stopped = /removal phase: (\d+) of 256 removals tried/.exec(r.err);
    expect(stopped).not.toBeNull();
    expect(r.err).toContain(`| 0/1 puzzles | removal ${stopped![1]}/256 |`);
  });

  it('stops a rating in progress (--rate): exit 1, the phase named "rating"', async () => {
    const R3 = SudokuGeometry.fromBox(3, 3);
    // Reads of making the 9×9 of seed 5 without rating (read 0 is the deadline's).
    let reads = 0;
    const counting = (): number => {
      reads++;
      return 0;
    };
    generate({ backend, geometry: R3, seed: 5, timeLimitMs: 1e9, clock: counting });
    const n0 = reads;
    const givens = generate({ backend, geometry: R3, seed: 5 }).givens;
    // Read n0 is the rating step's check, n0 + 1 the rater's before its uniqueness check, n0 + 2 before
    // its first step: the clock jumps at the one before its second step.
    let n = 0;
    const clock = (): number => (n++ < n0 + 3 ? 0 : 10_000);
    const argv = [
      'sudoku',
      'generate',
      '--rank',
      '3',
      '--seed',
      '5',
      '--rate',
      '--timeout',
      '5000',
      '-j',
      '1',
    ];
    const r = await runCli(argv, { clock });
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      'cspkit: seed 5\ncspkit: time limit of 5000 ms reached making the 9×9 (3×3 boxes) puzzle of seed 5 ' +
        `(attempt 1, rating phase: rating a puzzle of ${givens} givens) (0 of 1 puzzles made)\n`,
    );
    expect(n).toBe(n0 + 4);
    // Without the limit the same run rates the puzzle.
    const free = await runCli([
      'sudoku',
      'generate',
      '--rank',
      '3',
      '--seed',
      '5',
      '--rate',
      '--json',
      '-j',
      '1',
    ]);
    expect(free.code).toBe(0);
    expect(JSON.parse(free.lines[0]!).rating.grade).toEqual(expect.any(String));
  });

  it('runs as before without a limit, and within a generous one', async () => {
    const free = await runCli(['sudoku', 'generate', '--rank', '4', '--seed', '3', '-n', '2', '-j', '1']);
    const roomy = await runCli(
      ['sudoku', 'generate', '--rank', '4', '--seed', '3', '-n', '2', '-j', '1', '--timeout', '1000000'],
      { clock: () => 0 },
    );
    expect(free.code).toBe(0);
    expect(roomy.code).toBe(0);
    expect(roomy.out).toBe(free.out);
    expect(roomy.err).toBe(free.err);
  });

  it.each([['0'], ['-3'], ['soon']])('rejects --timeout %s with exit 2 before any work', async (v) => {
    const r = await runCli(['sudoku', 'generate', '--timeout', v]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).not.toMatch(/cspkit: seed/);
  });

  it('a chunk of --jobs whose deadline has passed makes nothing and says why', () => {
    const chunk = {
      backend: 'native',
      boxWidth: 3,
      boxHeight: 3,
      seed: 1,
      start: 0,
      count: 4,
      deadline: Date.now() - 1000,
      timeout: 250,
    };
    const r = makeGeneratedChunk(chunk, backend);
    expect(r.made).toBe(0);
    expect(r.out).toBe('');
    expect(r.budget).toMatch(/^time limit of 250 ms reached making the 9×9 \(3×3 boxes\) puzzle of seed 1 /);
  });

  it('names the phase of a progress event', () => {
    const base = { type: 'progress', index: 0, attempt: 1, done: 0, total: 256, givens: 256 } as const;
    expect(phaseText({ ...base, phase: 'grid' })).toBe('grid');
    expect(phaseText({ ...base, phase: 'grid', searches: 2 })).toBe('grid (search 3)');
    expect(phaseText({ ...base, phase: 'removal', done: 17 })).toBe('removal 17/256');
    expect(phaseText({ ...base, phase: 'check', attempt: 3 })).toBe('check (attempt 3)');
    expect(phaseText({ ...base, phase: 'rating' })).toBe('rating');
  });
});
