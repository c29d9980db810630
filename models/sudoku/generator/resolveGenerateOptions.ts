import { SudokuGeometry } from '../SudokuGeometry.js';
import { checkSeed } from './checkSeed.js';
import { DEFAULT_DIFFICULTY_SCALE, DEFAULT_RATER, defaultRaterSupports } from './defaultRating.js';
import { freshSeed } from './freshSeed.js';
import type { GenerateOptions } from './GenerateOptions.js';
import { GeneratorOptionsError } from './GeneratorOptionsError.js';
import { parseDifficulty } from './parseDifficulty.js';
import type { ResolvedGenerateOptions } from './ResolvedGenerateOptions.js';
import { resolveDifficulty } from './resolveDifficulty.js';
import { SUDOKU_SYMMETRIES } from './SudokuSymmetry.js';
import type { SyncBackend } from './SyncBackend.js';

/** Default of `maxAttempts`. */
export const DEFAULT_MAX_ATTEMPTS = 1000;

/**
 * Checks generator options and fills in the defaults, before any work: a bad seed, symmetry, attempt budget,
 * time limit or difficulty, or a backend without a synchronous mode, throws here.
 *
 * @throws GeneratorOptionsError naming the option.
 */
export function resolveGenerateOptions(options: GenerateOptions): ResolvedGenerateOptions {
  const { backend } = options;
  if (backend === undefined || typeof backend.solveSync !== 'function') {
    throw new GeneratorOptionsError(
      `backend '${backend?.id ?? 'undefined'}' has no synchronous mode (solveSync); the generator needs one`,
    );
  }
  const geometry = options.geometry ?? SudokuGeometry.fromBox(3, 3);
  if (!(geometry instanceof SudokuGeometry)) {
    throw new GeneratorOptionsError('geometry must be a SudokuGeometry (SudokuGeometry.fromBox or forSize)');
  }
  const seed = options.seed ?? freshSeed();
  checkSeed(seed);
  const symmetry = options.symmetry ?? 'none';
  if (!SUDOKU_SYMMETRIES.includes(symmetry)) {
    throw new GeneratorOptionsError(
      `unknown symmetry '${String(symmetry)}'; use one of ${SUDOKU_SYMMETRIES.join(', ')}`,
    );
  }
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isSafeInteger(maxAttempts) || maxAttempts < 1) {
    throw new GeneratorOptionsError(`maxAttempts must be a positive integer; got ${maxAttempts}`);
  }
  const timeLimitMs = options.timeLimitMs ?? Number.POSITIVE_INFINITY;
  if (!(timeLimitMs > 0)) {
    throw new GeneratorOptionsError(`timeLimitMs must be a number above 0; got ${timeLimitMs}`);
  }
  const clock = options.clock ?? (() => performance.now());
  if (typeof clock !== 'function') throw new GeneratorOptionsError('clock must be a function returning ms');
  const rater = options.rater ?? DEFAULT_RATER;
  let target: ResolvedGenerateOptions['target'];
  if (options.difficulty !== undefined) {
    const wanted =
      typeof options.difficulty === 'string' ? parseDifficulty(options.difficulty) : options.difficulty;
    target = resolveDifficulty(wanted, options.scale ?? DEFAULT_DIFFICULTY_SCALE);
  }
  const needRating = target !== undefined || options.rate === true;
  if (needRating && rater === DEFAULT_RATER && !defaultRaterSupports(geometry)) {
    throw new GeneratorOptionsError(
      `the built-in rating handles grids up to 32×32, not ${geometry.describe()}: ` +
        'drop the difficulty, or pass your own rater',
    );
  }
  return {
    backend: backend as SyncBackend,
    geometry,
    seed,
    symmetry,
    minimal: options.minimal === true,
    target,
    rater: needRating ? rater : undefined,
    maxAttempts,
    timeLimitMs,
    clock,
    realClock: options.clock === undefined,
  };
}
