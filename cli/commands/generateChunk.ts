import type { Backend } from '../../core/backend/Backend.js';
import { MAX_SEED } from '../../models/sudoku/generator/checkSeed.js';
import type { GeneratedPuzzle } from '../../models/sudoku/generator/GeneratedPuzzle.js';
import type { GenerateOptions } from '../../models/sudoku/generator/GenerateOptions.js';
import { GenerationBudgetError } from '../../models/sudoku/generator/GenerationBudgetError.js';
import { generate$ } from '../../models/sudoku/generator/generate.js';
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

/** The generator options of a chunk, for its first puzzle (the seeds of the others follow from it). */
export function chunkOptions(task: GenerateChunk, backend: Backend): GenerateOptions {
  return {
    backend,
    geometry: SudokuGeometry.fromBox(task.boxWidth, task.boxHeight),
    // Puzzle i of the run uses seed + i, wrapping at 2⁵³ as the generator's stream does.
    seed: (task.seed + task.start) % (MAX_SEED + 1),
    ...(task.symmetry === undefined ? {} : { symmetry: task.symmetry }),
    ...(task.difficulty === undefined ? {} : { difficulty: task.difficulty }),
    ...(task.minimal === true ? { minimal: true } : {}),
    ...(task.maxAttempts === undefined ? {} : { maxAttempts: task.maxAttempts }),
    ...(task.rate === true ? { rate: true } : {}),
  };
}

/**
 * Makes the puzzles of one chunk of `generate --jobs N` (in a worker thread): the text `--jobs 1` prints
 * for them, and where the attempt budget stopped the chunk, if it did.
 */
export function makeGeneratedChunk(task: GenerateChunk, backend: Backend): Promise<GenerateChunkResult> {
  let out = '';
  let made = 0;
  return new Promise((resolve, reject) => {
    generate$({ ...chunkOptions(task, backend), count: task.count, progressIntervalMs: 1e9 }).subscribe({
      next: (e) => {
        if (e.type !== 'puzzle') return;
        out += `${generatedText(task.start + e.index, e.puzzle, task.json)}\n`;
        made++;
      },
      error: (e: unknown) => {
        if (e instanceof GenerationBudgetError) resolve({ out, made, budget: e.message });
        else reject(e);
      },
      complete: () => resolve({ out, made }),
    });
  });
}
