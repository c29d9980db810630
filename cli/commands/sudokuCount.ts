import type { Command } from 'commander';
import { buildSudokuModel } from '../../models/sudoku/index.js';
import { isVariantInput } from '../../models/sudoku/variants/index.js';
import { answerEachPuzzle } from '../answerEachPuzzle.js';
import { containerOf, DEFAULT_BACKEND, resolveBackend, solveModel } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import { checkPuzzleEntry, lineMessage } from '../checkPuzzleEntry.js';
import { positiveInt } from '../parseOptions.js';
import { readInput } from '../readInput.js';
import { reportInvalidPuzzle } from '../reportInvalidPuzzle.js';
import { writeCount, writeCountFailure } from '../writeCount.js';
import { countVariantInput } from './sudokuVariant.js';

/** Options of `cspkit sudoku count`. */
export interface SudokuCountFlags {
  /** Stop counting at this many solutions (default 2: enough to tell unique from not). */
  readonly limit?: number;
  /** Backend name (default `native`). */
  readonly backend?: string;
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
}

/** Default cap of `count`: 2 answers "is the solution unique?". */
export const DEFAULT_COUNT_LIMIT = 2;

/**
 * `cspkit sudoku count`: prints the number of solutions of every puzzle, capped at the limit
 * (`K+` when the cap was reached), and returns the exit code (as for `solve`).
 */
export async function sudokuCount(
  io: CliIo,
  file: string | undefined,
  flags: SudokuCountFlags,
): Promise<number> {
  const backend = resolveBackend(containerOf(io), flags.backend ?? DEFAULT_BACKEND);
  const limit = flags.limit ?? DEFAULT_COUNT_LIMIT;
  const text = await readInput(io, file);
  if (isVariantInput(text, file)) return countVariantInput(io, backend, text, limit, flags.timeout);
  const options =
    flags.timeout === undefined
      ? { solutionLimit: limit }
      : { solutionLimit: limit, timeoutMs: flags.timeout };
  return answerEachPuzzle(io, file, text, async (entry, out, err) => {
    const checked = checkPuzzleEntry(entry);
    if (checked.reason !== undefined) return reportInvalidPuzzle(out, err, entry.line, checked.reason, false);
    const message = (why: string) => lineMessage(entry.line, why);
    try {
      const result = await solveModel(backend, buildSudokuModel(checked.grid).model, options);
      return writeCount(out, err, message, limit, {
        found: result.solutions.length,
        status: result.status,
        reason: result.reason,
      });
    } catch (e) {
      return writeCountFailure(out, err, message, e);
    }
  });
}

/** Adds `count` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuCountCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('count')
    .description('count the solutions of every puzzle of FILE (or standard input), up to a cap')
    .argument('[file]', "puzzle file; '-' or nothing reads standard input")
    .option('-l, --limit <k>', 'stop counting at K solutions', positiveInt, DEFAULT_COUNT_LIMIT)
    .option('-b, --backend <name>', 'backend to count with', DEFAULT_BACKEND)
    .option('-t, --timeout <ms>', 'time limit per puzzle in ms', positiveInt)
    .addHelpText(
      'after',
      `
Output, one line per puzzle in input order: the number of solutions, or 'K+' when the cap K
was reached (with the default K = 2: '1' = unique, '2+' = not unique, '0' = no solution);
'invalid: <reason>' for a puzzle that cannot be read or has clashing givens; 'timeout' when
--timeout stopped the count. Input formats (variant JSON and f-puzzles included), empty input and
exit codes as for 'sudoku solve'.`,
    )
    .action(async (file: string | undefined, flags: SudokuCountFlags) => {
      done(await sudokuCount(io, file, flags));
    });
}
