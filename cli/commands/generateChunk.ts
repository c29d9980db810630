import type { Backend } from '../../core/backend/Backend.js';
import { MAX_SEED } from '../../models/sudoku/generator/checkSeed.js';
import type { GeneratedPuzzle } from '../../models/sudoku/generator/GeneratedPuzzle.js';
import type { GenerateOptions } from '../../models/sudoku/generator/GenerateOptions.js';
import { GenerationBudgetError } from '../../models/sudoku/generator/GenerationBudgetError.js';
import { GenerationTimeoutError } from '../../models/sudoku/generator/GenerationTimeoutError.js';
import { PuzzleMaker } from '../../models/sudoku/generator/PuzzleMaker.js';
import { resolveGenerateOptions } from '../../models/sudoku/generator/resolveGenerateOptions.js';
import { SudokuGeometry } from '../../models/sudoku/SudokuGeometry.js';
import { MAX_SYMBOL_VALUE } from '../../models/sudoku/sudokuSymbols.js';
import { gridText } from '../gridText.js';
import type { GenerateChunk, GenerateChunkResult } from '../pool/GenerateChunk.js';

/** The `--json` record of one puzzle. */
function jsonRecord(index: number, p: GeneratedPuzzle): string {
  const record: Record<string, unknown> = {
    index,
    seed: p.seed,
    puzzle: gridText(p.puzzle),
    solution: gridText(p.solution),
    givens: p.givens,
    symmetry: p.symmetry,
    minimal: p.minimal,
  };
  if (p.rating !== undefined) record.rating = p.rating;
  record.stats = p.stats;
  return JSON.stringify(record);
}

/**
 * The output line(s) of puzzle `index` of a `generate` run, without the line end: its JSON record, its
 * line format, or (above 35×35) its grid format, blank-line separated from the puzzle before it.
 */
export function generatedText(index: number, p: GeneratedPuzzle, json: boolean | undefined): string {
  if (json) return jsonRecord(index, p);
  if (p.puzzle.geometry.size <= MAX_SYMBOL_VALUE) return gridText(p.puzzle);
  return `${index > 0 ? '\n' : ''}${gridText(p.puzzle)}`;
}

/** The generator options of a chunk's run (puzzle i uses seed `seed + i`). */
export function chunkOptions(task: GenerateChunk, backend: Backend): GenerateOptions {
  return {
    backend,
    geometry: SudokuGeometry.fromBox(task.boxWidth, task.boxHeight),
    // Puzzle i of the run uses seed + i, wrapping at 2⁵³ as the generator's stream does.
    seed: task.seed,
    ...(task.symmetry === undefined ? {} : { symmetry: task.symmetry }),
    ...(task.difficulty === undefined ? {} : { difficulty: task.difficulty }),
    ...(task.minimal === true ? { minimal: true } : {}),
    ...(task.maxAttempts === undefined ? {} : { maxAttempts: task.maxAttempts }),
    ...(task.rate === true ? { rate: true } : {}),
    // The run's deadline as a limit from now: the maker is made once per run and thread (see makerFor).
    ...(task.deadline === undefined ? {} : { timeLimitMs: Math.max(1e-3, task.deadline - Date.now()) }),
  };
}

/** The thread's puzzle maker for a run's options (its model and proof caches serve every chunk of the run). */
let cached: { readonly key: string; readonly maker: PuzzleMaker } | undefined;

/** The maker for `task`'s options: the cached one when the options are the run's it was made for. */
function makerFor(task: GenerateChunk, backend: Backend): PuzzleMaker {
  const { start: _start, count: _count, json: _json, ...run } = task;
  const key = JSON.stringify(run);
  if (cached?.key !== key)
    cached = { key, maker: new PuzzleMaker(resolveGenerateOptions(chunkOptions(task, backend))) };
  return cached.maker;
}

/**
 * Makes the puzzles of one chunk of `generate --jobs N` (in a worker thread): the text `--jobs 1` prints
 * for them, and where the attempt budget or the time limit stopped the chunk, if one did. Puzzle i is made
 * from seed `seed + i`, as the one-thread stream makes it.
 */
export function makeGeneratedChunk(task: GenerateChunk, backend: Backend): GenerateChunkResult {
  const maker = makerFor(task, backend);
  let out = '';
  for (let k = 0; k < task.count; k++) {
    const index = task.start + k;
    const steps = maker.make((task.seed + index) % (MAX_SEED + 1), index);
    try {
      let s = steps.next();
      while (s.done !== true) s = steps.next();
      out += `${generatedText(index, s.value, task.json)}\n`;
    } catch (e) {
      if (e instanceof GenerationBudgetError) return { out, made: k, budget: e.message };
      if (e instanceof GenerationTimeoutError) {
        // The maker's limit is what was left of the run's when it was made: name the run's.
        const limit = task.timeout ?? e.limitMs;
        const shape = SudokuGeometry.fromBox(task.boxWidth, task.boxHeight).describe();
        return { out, made: k, budget: new GenerationTimeoutError(limit, e.seed, shape, e.progress).message };
      }
      throw e;
    }
  }
  return { out, made: task.count };
}
