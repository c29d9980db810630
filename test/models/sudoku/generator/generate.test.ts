import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../../adapters/native/NativeBackend.js';
import type { Backend } from '../../../../core/index.js';
import {
  type GeneratedPuzzle,
  GenerationBudgetError,
  GeneratorOptionsError,
  generate,
  type PuzzleRater,
  SUDOKU_SYMMETRIES,
  type SudokuSymmetry,
} from '../../../../models/sudoku/generator/index.js';
import { formatLine, rate, SudokuGeometry, type SudokuGrid } from '../../../../models/sudoku/index.js';
import { expectMinimal, expectUnique, maskOf, relabelled } from './verifyPuzzle.js';

const backend = new NativeBackend();
const nine = SudokuGeometry.fromBox(3, 3);

/** Where the symmetry's map sends cell (r, c) of an n×n grid. */
function mapped(symmetry: SudokuSymmetry, n: number, r: number, c: number): [number, number] {
  switch (symmetry) {
    case 'none':
      return [r, c];
    case 'rotational':
      return [n - 1 - r, n - 1 - c];
    case 'rotational90':
      return [c, n - 1 - r];
    case 'mirror':
      return [r, n - 1 - c];
    case 'diagonal':
      return [c, r];
  }
}

/** Whether the givens of `grid` are symmetric under `symmetry`. */
function isSymmetric(grid: SudokuGrid, symmetry: SudokuSymmetry): boolean {
  const n = grid.geometry.size;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const [r2, c2] = mapped(symmetry, n, r, c);
      if ((grid.get(r, c) === 0) !== (grid.get(r2, c2) === 0)) return false;
    }
  }
  return true;
}

describe('generate', () => {
  it('makes a unique, minimal 9×9 puzzle, verified by two other methods', async () => {
    const p = generate({ backend, seed: 1 });
    expect(p.seed).toBe(1);
    expect(p.puzzle.geometry).toBe(nine);
    expect(p.symmetry).toBe('none');
    expect(p.minimal).toBe(true);
    expect(p.givens).toBeGreaterThanOrEqual(17);
    expect(p.givens).toBeLessThan(40);
    expect(p.stats.attempts).toBe(1);
    expect(p.stats.removalsTried).toBe(81);
    expect(p.rating).toBeUndefined();
    await expectUnique(p);
    expectMinimal(p);
  });

  it('gives the same puzzle for the same seed, with a fresh backend too', () => {
    const a = generate({ backend, seed: 123456789 });
    const b = generate({ backend: new NativeBackend(), seed: 123456789 });
    expect(formatLine(b.puzzle)).toBe(formatLine(a.puzzle));
    expect(formatLine(b.solution)).toBe(formatLine(a.solution));
    const big = 2 ** 53 - 1;
    expect(formatLine(generate({ backend, seed: big }).puzzle)).toBe(
      formatLine(generate({ backend, seed: big }).puzzle),
    );
  });

  it('draws a fresh seed when none is given, and that seed makes the puzzle again', () => {
    const a = generate({ backend });
    const b = generate({ backend });
    expect(Number.isSafeInteger(a.seed) && a.seed >= 0).toBe(true);
    expect(a.seed).not.toBe(b.seed);
    expect(formatLine(generate({ backend, seed: a.seed }).puzzle)).toBe(formatLine(a.puzzle));
  });

  it('gives different grids and clue patterns for different seeds, not relabelled copies', async () => {
    const puzzles: GeneratedPuzzle[] = [];
    for (let seed = 0; seed < 12; seed++) puzzles.push(generate({ backend, seed }));
    const masks = new Set(puzzles.map((p) => maskOf(p.puzzle)));
    const grids = new Set(puzzles.map((p) => relabelled(p.solution, p.solution)));
    const forms = new Set(puzzles.map((p) => relabelled(p.puzzle, p.solution)));
    expect(masks.size).toBe(12);
    expect(grids.size).toBe(12);
    expect(forms.size).toBe(12);
    // Neighbouring seeds are not near-copies: their patterns differ in many cells.
    const [m0, m1] = [maskOf(puzzles[0]!.puzzle), maskOf(puzzles[1]!.puzzle)];
    let differ = 0;
    for (let i = 0; i < m0.length; i++) if (m0[i] !== m1[i]) differ++;
    expect(differ).toBeGreaterThan(10);
    for (const p of puzzles) await expectUnique(p);
  });

  it.each(SUDOKU_SYMMETRIES.filter((s) => s !== 'none'))(
    'keeps %s symmetry of the givens',
    async (symmetry) => {
      for (const seed of [5, 6]) {
        const p = generate({ backend, seed, symmetry });
        expect(p.symmetry).toBe(symmetry);
        expect(isSymmetric(p.puzzle, symmetry)).toBe(true);
        await expectUnique(p);
      }
    },
  );

  it('keeps symmetry on a rectangular-box grid (12×12, 4×3 boxes)', async () => {
    const geometry = SudokuGeometry.fromBox(4, 3);
    for (const symmetry of ['rotational', 'rotational90', 'diagonal'] as const) {
      const p = generate({ backend, geometry, seed: 2, symmetry });
      expect(p.puzzle.geometry).toBe(geometry);
      expect(isSymmetric(p.puzzle, symmetry)).toBe(true);
      await expectUnique(p);
    }
  });

  it('with minimal and a symmetry, returns puzzles that are both', async () => {
    for (const seed of [1, 2, 3]) {
      const p = generate({ backend, seed, symmetry: 'rotational', minimal: true });
      expect(p.minimal).toBe(true);
      expect(isSymmetric(p.puzzle, 'rotational')).toBe(true);
      await expectUnique(p);
      expectMinimal(p);
    }
  });

  it.each([
    [2, 2],
    [3, 2],
    [2, 3],
    [4, 3],
    [4, 4],
  ])('makes unique puzzles with %i×%i boxes', async (w, h) => {
    const geometry = SudokuGeometry.fromBox(w, h);
    const p = generate({ backend, geometry, seed: 7 });
    expect(p.puzzle.geometry).toBe(geometry);
    expect(p.solution.geometry).toBe(geometry);
    await expectUnique(p);
  });

  it('rates when asked, and targets a grade or a score with an injected rater', async () => {
    // A stand-in rater: fewer givens = harder. Grades on the default scale.
    const rater: PuzzleRater = (grid) => {
      const k = grid.givenCount;
      return { score: 100 - k, grade: k <= 24 ? 'fiendish' : 'easy' };
    };
    const rated = generate({ backend, seed: 3, rater, rate: true });
    await expectUnique(rated);
    expect(rated.rating).toEqual({
      score: 100 - rated.givens,
      grade: rated.givens <= 24 ? 'fiendish' : 'easy',
    });
    for (const seed of [1, 2, 3, 4]) {
      const p = generate({ backend, seed, rater, difficulty: 'fiendish' });
      expect(p.rating?.grade).toBe('fiendish');
      expect(p.givens).toBeLessThanOrEqual(24);
      await expectUnique(p);
      const q = generate({ backend, seed, rater, difficulty: { minScore: 74 } });
      expect(q.givens).toBeLessThanOrEqual(26);
      expect(q.rating?.score).toBeGreaterThanOrEqual(74);
      await expectUnique(q);
    }
  });

  it('targets a grade with the built-in human-style rating', async () => {
    for (const seed of [1, 2]) {
      const p = generate({ backend, seed, difficulty: 'fiendish+' });
      expect(['fiendish', 'diabolical']).toContain(p.rating?.grade);
      // The rating is the one `rate` gives the puzzle on its own.
      const again = rate(p.puzzle);
      expect(again.status === 'rated' && [again.grade, again.score]).toEqual([
        p.rating?.grade,
        p.rating?.score,
      ]);
      expect(p.rating?.hardest).toBeTypeOf('string');
      await expectUnique(p);
    }
    const easy = generate({ backend, seed: 3, difficulty: 'beginner..easy', symmetry: 'rotational' });
    expect(['beginner', 'easy']).toContain(easy.rating?.grade);
    await expectUnique(easy);
    const rated = generate({ backend, seed: 4, rate: true });
    expect(rated.rating?.score).toBeGreaterThan(0);
    await expectUnique(rated);
  });

  it('says so when the attempt budget runs out', () => {
    const never: PuzzleRater = () => ({ score: 1, grade: 'easy' });
    const run = (): GeneratedPuzzle =>
      generate({ backend, seed: 9, rater: never, difficulty: 'diabolical', maxAttempts: 3 });
    expect(run).toThrow(GenerationBudgetError);
    expect(run).toThrow(/grade diabolical.*within 3 attempts.*seed 9.*hardest seen: easy, score 1/);
    const unrated: PuzzleRater = () => null;
    expect(() => generate({ backend, seed: 9, rater: unrated, difficulty: 'easy+', maxAttempts: 2 })).toThrow(
      /grade easy or harder.*within 2 attempts/,
    );
  });

  describe('rejects impossible options before any work', () => {
    /** A backend that fails the test if it is ever asked to solve. */
    const untouchable: Backend = {
      id: 'untouchable',
      supports: () => ({ ok: true, unsupported: [], warnings: [] }),
      solve: () => {
        throw new Error('solve called');
      },
      solveSync: () => {
        throw new Error('solveSync called');
      },
    };
    const rater: PuzzleRater = () => ({ score: 10, grade: 'easy' });
    it.each([
      [{ seed: -1 }, /seed must be an integer from 0/],
      [{ seed: 1.5 }, /seed must be an integer/],
      [{ seed: 2 ** 53 }, /seed must be an integer/],
      [{ symmetry: 'spiral' as SudokuSymmetry }, /unknown symmetry 'spiral'; use one of none, rotational/],
      [{ maxAttempts: 0 }, /maxAttempts must be a positive integer/],
      [
        { difficulty: 'easy', geometry: SudokuGeometry.fromBox(6, 6) },
        /built-in rating handles grids up to 32×32, not 36×36/,
      ],
      [{ rate: true, geometry: SudokuGeometry.fromBox(7, 5) }, /built-in rating handles grids up to 32×32/],
      [{ difficulty: 'hard', rater }, /unknown grade 'hard'; the grades are beginner, easy, medium, tricky/],
      [{ difficulty: 'diabolical..easy', rater }, /harder than 'easy'/],
      [{ difficulty: '500..100', rater }, /score range 500..100 is empty/],
      [{ difficulty: 'very hard', rater }, /difficulty 'very hard' is not a grade/],
      [{ difficulty: {}, rater }, /give a grade or a score bound/],
      [
        { difficulty: '2000..3000', rater, scale: { grades: ['easy', 'hard'], minScore: 0, maxScore: 1000 } },
        /score range 2000..3000 is outside the scale 0..1000/,
      ],
    ])('%o', (options, message) => {
      const run = (): GeneratedPuzzle => generate({ backend: untouchable, ...options });
      expect(run).toThrow(GeneratorOptionsError);
      expect(run).toThrow(message);
    });

    it('a backend without a synchronous mode', () => {
      const { solveSync: _omit, ...asyncOnly } = untouchable;
      expect(() => generate({ backend: asyncOnly })).toThrow(/'untouchable' has no synchronous mode/);
    });
  });
});
