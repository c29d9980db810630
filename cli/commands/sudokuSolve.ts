import type { Command } from 'commander';
import type { SclRuleMapping } from '../../models/sudoku/variants/scl/SclRuleMapping.js';
import { answerEach } from '../answerEach.js';
import { backendFor, DEFAULT_BACKEND } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import type { LineWriter } from '../LineWriter.js';
import {
  checkLearningBackend,
  DEFAULT_LEARNING,
  LEARNING_HELP,
  type LearningFlag,
  parseLearning,
} from '../learningOption.js';
import { openPuzzleInput } from '../openPuzzleInput.js';
import { positiveInt } from '../parseOptions.js';
import { answerInParallel } from '../pool/answerInParallel.js';
import { EarlyPool } from '../pool/EarlyPool.js';
import { JOBS_HELP, jobsFor } from '../pool/jobsFor.js';
import { SolveTally } from '../SolveTally.js';
import { collectSclRule, SCL_RULE_HELP } from '../sclRuleOption.js';
import { solveAnswerer } from './solveAnswerer.js';

// Kept exported from here: they were first defined with `solve`, and the barrel names them so.
export type { PuzzleStatus } from '../PuzzleStatus.js';
export { exitFor } from '../PuzzleStatus.js';
export { solveAnswerer } from './solveAnswerer.js';

/** Options of `cspkit sudoku solve`. */
export interface SudokuSolveFlags {
  /** Backend name (default `native`). */
  readonly backend?: string;
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
  /** One JSON object per puzzle instead of plain text. */
  readonly json?: boolean;
  /** Print a summary to stderr at the end. */
  readonly stats?: boolean;
  /** Threads, the calling one included (default: the number of cores; 1 answers on the calling thread alone). */
  readonly jobs?: number;
  /** What the lines and arrows of SudokuPad SCL puzzles mean (`--rule`). */
  readonly rule?: readonly SclRuleMapping[];
  /** The native engine's learning search (`--learning`; default `auto`, the engine's own choice). */
  readonly learning?: LearningFlag;
}

/**
 * `cspkit sudoku solve`: answers every puzzle of the input, in input order, and returns the exit
 * code (0 all answered, 1 some timed out, 2 some invalid; see `ExitCode`).
 */
export async function sudokuSolve(
  io: CliIo,
  file: string | undefined,
  flags: SudokuSolveFlags,
): Promise<number> {
  const name = flags.backend ?? DEFAULT_BACKEND;
  checkLearningBackend(name, flags.learning);
  const jobs = jobsFor(io, flags.jobs);
  const job = { verb: 'solve' as const, backend: name, flags: { ...flags, stats: false } };
  const early = EarlyPool.forInput(io, file, jobs, job);
  try {
    const backend = await backendFor(io, name);
    const input = await openPuzzleInput(io, file, { sclRules: flags.rule ?? [] });
    if (input.kind === 'variant')
      return (await import('./sudokuVariant.js')).solveVariantInput(io, file, backend, input.entries, flags);
    const tally = new SolveTally();
    const answer = solveAnswerer(backend, flags, tally);
    const summary = (err: LineWriter, count: number, ms: number): void => {
      if (flags.stats) err.line(tally.summary(count, ms, backend.id));
    };
    if (jobs > 1) {
      return await answerInParallel(io, file, input, {
        jobs,
        job,
        inline: answer,
        ...(early === undefined ? {} : { pool: early.take() }),
        absorb: (r) => tally.absorb(r.tally),
        finish: summary,
      });
    }
    return await answerEach(io, file, input.batches, answer, summary);
  } finally {
    await early?.release();
  }
}

/** Adds `solve` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuSolveCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('solve')
    .description(COMMAND_DESCRIPTIONS['sudoku solve'])
    .argument('[file]', "puzzle file; '-' or nothing reads standard input")
    .option('-b, --backend <name>', 'backend to solve with', DEFAULT_BACKEND)
    .option('-t, --timeout <ms>', 'time limit per puzzle in ms', positiveInt)
    .option('--json', 'print one JSON object per puzzle: {line, status, solution, stats, error?}')
    .option(
      '--stats',
      'print a summary (count, total ms, nodes; conflicts and learnt nogoods when learning ran) to stderr at the end',
    )
    .option('-j, --jobs <n>', JOBS_HELP, positiveInt)
    .option('--rule <mapping>', SCL_RULE_HELP, collectSclRule)
    .option('--learning <mode>', LEARNING_HELP, parseLearning, DEFAULT_LEARNING)
    .addHelpText(
      'after',
      `
Input: one puzzle per line (line format: '.' or '0' empty, 1-9 then A-Z; '#' comments and
blank lines skipped), or grid format ('N W H' header, then N rows of N integers, 0 empty;
several grids may follow each other), or the sudoku_acs format of Lloyd & Amos (order n, an
unused integer, then n⁴ integers, -1 empty; answered in the grid format). See docs/input-formats.md.
Variant puzzles: a .json file or text starting with '{' or '[' (one puzzle object or an array;
schema in models/sudoku/variants/variant-puzzle.schema.json), f-puzzles JSON, or an f-puzzles /
SudokuPad link (lz-string data). Solved under all their constraints and answered in the line
format; errors name the puzzle and constraint ('puzzle 1: constraint #3 (killer): ...').
SudokuPad SCL links (sudokupad.app/scl..., ?puzzleid=scl..., ctc...): givens, regions and cages
are read; lines and arrows only when --rule says what their colour means
(--rule "line #c060f0=thermometer" --rule "arrow #000000=arrow"); stderr says per puzzle which
elements were read, mapped and ignored ('--json' adds it as 'scl').

Output, one per puzzle in input order: the solved grid in the input's format, or
  unsat               the puzzle has no solution
  timeout             the --timeout limit was hit
  invalid: <reason>   the puzzle could not be read, or two givens clash
                      (e.g. 'invalid: r1c3 and r1c7 both hold 5'); stderr says 'line N: <reason>'
  unknown: <reason>   the backend stopped for another reason (stderr names the line)
An input without puzzles prints nothing, says 'no puzzles' on stderr and exits 2.

Exit code: 0 every puzzle answered (sat or unsat); 1 some timeout/unknown; 2 some input invalid
(2 wins over 1; the other puzzles are still answered), or a usage error such as an unknown backend.`,
    )
    .action(async (file: string | undefined, flags: SudokuSolveFlags) => {
      done(await sudokuSolve(io, file, flags));
    });
}
