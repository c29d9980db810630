import { type Command, Option } from 'commander';
import { buildQueensModel } from '../../models/queens/buildQueensModel.js';
import { decodeQueens } from '../../models/queens/decodeQueens.js';
import { formatQueens } from '../../models/queens/formatQueens.js';
import { backendFor, DEFAULT_BACKEND, solveModel } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode } from '../ExitCode.js';
import { LineWriter } from '../LineWriter.js';
import {
  checkLearningBackend,
  DEFAULT_LEARNING,
  LEARNING_HELP,
  type LearningFlag,
  parseLearning,
  withLearning,
} from '../learningOption.js';
import { positiveInt } from '../parseOptions.js';

/** Options of `cspkit queens`. */
export interface QueensFlags {
  /** Print every solution, one line of columns each. */
  readonly all?: boolean;
  /** Print only the number of solutions. */
  readonly count?: boolean;
  /** Backend name (default `native`). */
  readonly backend?: string;
  /** The native engine's learning search (`--learning`; default `auto`, the engine's own choice). */
  readonly learning?: LearningFlag;
}

/**
 * `cspkit queens N`: one solution drawn as a board (default), every solution as a line of
 * 1-based columns (`all`), or the number of solutions (`count`). Returns the exit code.
 */
export async function queens(io: CliIo, n: number, flags: QueensFlags): Promise<number> {
  const name = flags.backend ?? DEFAULT_BACKEND;
  checkLearningBackend(name, flags.learning);
  const backend = await backendFor(io, name);
  const { model } = buildQueensModel(n);
  const enumerate = flags.all === true || flags.count === true;
  const result = await solveModel(
    backend,
    model,
    withLearning({ solutionLimit: enumerate ? Number.POSITIVE_INFINITY : 1 }, flags.learning),
  );
  if (result.status !== 'sat' && result.status !== 'unsat') {
    io.stderr.write(
      `cspkit: queens ${n}: search ended with status ${result.status}${result.reason ? `: ${result.reason}` : ''}\n`,
    );
    return ExitCode.timeout;
  }
  const out = new LineWriter(io.stdout);
  if (flags.count) {
    out.line(String(result.solutions.length));
  } else if (flags.all) {
    for (const s of result.solutions) out.line(decodeQueens(n, s.values).join(' '));
  } else {
    const first = result.solutions[0];
    out.line(first === undefined ? 'unsat' : formatQueens(decodeQueens(n, first.values)));
  }
  out.flush();
  return ExitCode.ok;
}

/** Adds `queens` to the program; the action stores its exit code through `done`. */
export function addQueensCommand(program: Command, io: CliIo, done: (code: number) => void): void {
  program
    .command('queens')
    .description(COMMAND_DESCRIPTIONS.queens)
    .argument('<n>', 'board size', positiveInt)
    .addOption(
      new Option('--all', 'print every solution as a line of 1-based queen columns, row by row').conflicts(
        'count',
      ),
    )
    .addOption(new Option('--count', 'print the number of solutions').conflicts('all'))
    .option('-b, --backend <name>', 'backend to solve with', DEFAULT_BACKEND)
    .option('--learning <mode>', LEARNING_HELP, parseLearning, DEFAULT_LEARNING)
    .addHelpText(
      'after',
      `
Default output: one solution as a board ('Q' = queen, '.' = empty), or 'unsat' when there is
none (N = 2, 3). With --all, an N without solutions prints nothing. Exit code 0, or 2 for a
bad N or backend.`,
    )
    .action(async (n: number, flags: QueensFlags) => {
      done(await queens(io, n, flags));
    });
}
