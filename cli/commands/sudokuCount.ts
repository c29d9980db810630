import type { Command } from 'commander';
import type { Backend } from '../../core/backend/Backend.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import { buildSudokuModel } from '../../models/sudoku/buildSudokuModel.js';
import type { SclRuleMapping } from '../../models/sudoku/variants/scl/SclRuleMapping.js';
import { answerEach, type EntryAnswerer } from '../answerEach.js';
import { backendFor, DEFAULT_BACKEND, solveModel } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import { checkPuzzleEntry } from '../checkPuzzleEntry.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import type { InputEntry } from '../InputEntry.js';
import { placeMessage } from '../InputEntry.js';
import {
  checkLearningBackend,
  DEFAULT_LEARNING,
  LEARNING_HELP,
  type LearningFlag,
  parseLearning,
  withLearning,
} from '../learningOption.js';
import { openPuzzleInput } from '../openPuzzleInput.js';
import { positiveInt } from '../parseOptions.js';
import { answerInParallel } from '../pool/answerInParallel.js';
import { EarlyPool } from '../pool/EarlyPool.js';
import { JOBS_HELP, jobsFor } from '../pool/jobsFor.js';
import { reportInvalidPuzzle } from '../reportInvalidPuzzle.js';
import { collectSclRule, SCL_RULE_HELP } from '../sclRuleOption.js';
import { writeCount, writeCountFailure } from '../writeCount.js';

/** Options of `cspkit sudoku count`. */
export interface SudokuCountFlags {
  /** Stop counting at this many solutions (default 2: enough to tell unique from not). */
  readonly limit?: number;
  /** Backend name (default `native`). */
  readonly backend?: string;
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
  /** Threads, the calling one included (default: the number of cores; 1 answers on the calling thread alone). */
  readonly jobs?: number;
  /** What the lines and arrows of SudokuPad SCL puzzles mean (`--rule`). */
  readonly rule?: readonly SclRuleMapping[];
  /** The native engine's learning search (`--learning`; default `auto`, the engine's own choice). */
  readonly learning?: LearningFlag;
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
  const name = flags.backend ?? DEFAULT_BACKEND;
  checkLearningBackend(name, flags.learning);
  const jobs = jobsFor(io, flags.jobs);
  const job = { verb: 'count' as const, backend: name, flags };
  const early = EarlyPool.forInput(io, file, jobs, job);
  try {
    const backend = await backendFor(io, name);
    const limit = flags.limit ?? DEFAULT_COUNT_LIMIT;
    const input = await openPuzzleInput(io, file, { sclRules: flags.rule ?? [] });
    if (input.kind === 'variant')
      return (await import('./sudokuVariant.js')).countVariantInput(
        io,
        file,
        backend,
        input.entries,
        limit,
        flags,
      );
    const answer = countAnswerer(backend, flags);
    if (jobs > 1) {
      const pool = early === undefined ? {} : { pool: early.take() };
      return await answerInParallel(io, file, input, { jobs, job, inline: answer, ...pool });
    }
    return await answerEach(io, file, input.batches, answer);
  } finally {
    await early?.release();
  }
}

/** The answer of `count` to one plain puzzle: shared by the command and its worker threads (`--jobs`). */
export function countAnswerer(backend: Backend, flags: SudokuCountFlags): EntryAnswerer<InputEntry> {
  const limit = flags.limit ?? DEFAULT_COUNT_LIMIT;
  const options = withLearning<SolveOptions>(
    flags.timeout === undefined
      ? { solutionLimit: limit }
      : { solutionLimit: limit, timeoutMs: flags.timeout },
    flags.learning,
  );
  return async (entry, out, err) => {
    const checked = checkPuzzleEntry(entry);
    if (checked.reason !== undefined) return reportInvalidPuzzle(out, err, entry, checked.reason, false);
    const message = (why: string) => placeMessage(entry, why);
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
  };
}

/** Adds `count` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuCountCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('count')
    .description(COMMAND_DESCRIPTIONS['sudoku count'])
    .argument('[file]', "puzzle file; '-' or nothing reads standard input")
    .option('-l, --limit <k>', 'stop counting at K solutions', positiveInt, DEFAULT_COUNT_LIMIT)
    .option('-b, --backend <name>', 'backend to count with', DEFAULT_BACKEND)
    .option('-t, --timeout <ms>', 'time limit per puzzle in ms', positiveInt)
    .option('-j, --jobs <n>', JOBS_HELP, positiveInt)
    .option('--rule <mapping>', SCL_RULE_HELP, collectSclRule)
    .option('--learning <mode>', LEARNING_HELP, parseLearning, DEFAULT_LEARNING)
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
