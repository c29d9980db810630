import type { Backend } from '../../core/backend/Backend.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import type { SolverStatistics } from '../../core/events/SolverStatistics.js';
import { buildVariantModel } from '../../models/sudoku/variants/buildVariantModel.js';
import { decodeVariantSolution } from '../../models/sudoku/variants/decodeVariantSolution.js';
import { decodeVariantValues } from '../../models/sudoku/variants/decodeVariantValues.js';
import { formatVariantValues } from '../../models/sudoku/variants/formatVariantValues.js';
import type { SclReport } from '../../models/sudoku/variants/scl/SclReport.js';
import type { VariantInputEntry } from '../../models/sudoku/variants/VariantInputEntry.js';
import type { VariantModel } from '../../models/sudoku/variants/VariantModel.js';
import { answerEach } from '../answerEach.js';
import { solveModel } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import { ExitCode } from '../ExitCode.js';
import { gridText } from '../gridText.js';
import type { LineWriter } from '../LineWriter.js';
import { type LearningFlag, withLearning } from '../learningOption.js';
import { oneLine } from '../oneLine.js';
import { exitFor } from '../PuzzleStatus.js';
import type { SolveAnswer } from '../SolveAnswer.js';
import { failedAnswer, invalidAnswer, searchAnswer } from '../SolveAnswer.js';
import { SolveTally } from '../SolveTally.js';
import { writeCount, writeCountFailure } from '../writeCount.js';
import { writeSolveAnswer } from '../writeSolveAnswer.js';

/** What `solve` and `count` do with variant input (JSON, f-puzzles): the flags they share. */
export interface VariantRunFlags {
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
  /** One JSON object per puzzle instead of plain text (`solve`). */
  readonly json?: boolean;
  /** Print a summary to stderr at the end (`solve`). */
  readonly stats?: boolean;
  /** The native engine's learning search (`--learning`). */
  readonly learning?: LearningFlag;
}

/** The stderr prefix of a puzzle of variant input: `puzzle 2`. */
function place(entry: VariantInputEntry): string {
  return `puzzle ${entry.index}`;
}

type Outcome =
  | { readonly kind: 'invalid'; readonly reason: string }
  | {
      readonly kind: 'solved';
      readonly status: string;
      /** The solutions as printed (see `solutionText`). */
      readonly grids: string[];
      readonly stats: SolverStatistics;
      readonly reason?: string;
    };

/**
 * A solution as `solve` prints it: an N×N grid of digits 1..N in the line format (or the grid format when
 * its symbols run out), any other shape as `formatVariantValues` writes it (rows separated by `/`, values
 * themselves, extra cells as `x1=…`).
 */
function solutionText(vm: VariantModel, values: ArrayLike<number>): string {
  if (vm.shape.classic) return gridText(decodeVariantSolution(vm, values));
  return formatVariantValues(vm.shape, decodeVariantValues(vm, values));
}

/** The solve options of a run up to `limit` solutions under `flags` (`--timeout`, `--learning`). */
function runOptions(limit: number, flags: VariantRunFlags): SolveOptions {
  const options =
    flags.timeout === undefined
      ? { solutionLimit: limit }
      : { solutionLimit: limit, timeoutMs: flags.timeout };
  return withLearning(options, flags.learning);
}

/** Validates, checks the backend can express the puzzle, and solves it with `options`. */
async function runEntry(backend: Backend, entry: VariantInputEntry, options: SolveOptions): Promise<Outcome> {
  if (entry.puzzle === undefined)
    return { kind: 'invalid', reason: entry.error ?? 'no puzzle could be read' };
  let vm: ReturnType<typeof buildVariantModel>;
  try {
    vm = buildVariantModel(entry.puzzle);
  } catch (e) {
    return { kind: 'invalid', reason: e instanceof Error ? e.message : String(e) };
  }
  // Asking a backend for constraints it cannot express is a usage error, reported before any search.
  const report = backend.supports(vm.model);
  if (!report.ok) {
    return {
      kind: 'invalid',
      reason: `backend '${backend.id}' cannot express: ${report.unsupported.join('; ')}`,
    };
  }
  const result = await solveModel(backend, vm.model, options);
  const grids = result.solutions.map((s) => solutionText(vm, s.values));
  return result.reason === undefined
    ? { kind: 'solved', status: result.status, grids, stats: result.stats }
    : { kind: 'solved', status: result.status, grids, stats: result.stats, reason: result.reason };
}

/**
 * `sudoku solve` on variant input: one answer per puzzle (the solved grid in the line format, `unsat`,
 * `timeout`, `invalid: <reason>`, `unknown: <reason>`), with the exit codes of plain puzzles.
 */
export async function solveVariantInput(
  io: CliIo,
  file: string | undefined,
  backend: Backend,
  entries: readonly VariantInputEntry[],
  flags: VariantRunFlags,
): Promise<number> {
  const tally = new SolveTally();
  return answerEach(
    io,
    file,
    [entries],
    async (entry, out, err) => {
      const answer = await solveEntry(backend, entry, runOptions(1, flags));
      tally.add(answer);
      const at = (why: string) => `${place(entry)}: ${why}`;
      if (entry.report !== undefined) writeSclReport(err, at, entry.report);
      const extra = entry.report === undefined ? {} : { scl: entry.report };
      writeSolveAnswer(out, err, { key: 'puzzle', at: entry.index, message: at }, answer, flags, extra);
      return exitFor(answer.status);
    },
    (err, count, ms) => {
      if (flags.stats) err.line(tally.summary(count, ms, backend.id));
    },
  );
}

/**
 * Says on stderr what became of a SudokuPad SCL puzzle's elements, one line each for those read, mapped
 * to rules and ignored, so that no drawing is dropped unseen.
 */
function writeSclReport(err: LineWriter, at: (text: string) => string, report: SclReport): void {
  err.line(at(`SudokuPad SCL read: ${report.read.join('; ')}`));
  err.line(at(`SudokuPad SCL mapped: ${report.mapped.join('; ') || 'nothing'}`));
  err.line(at(`SudokuPad SCL ignored: ${report.ignored.join('; ') || 'nothing'}`));
}

/** Solves one variant puzzle for `solve`; never throws, so one failure does not lose the other answers. */
async function solveEntry(
  backend: Backend,
  entry: VariantInputEntry,
  options: SolveOptions,
): Promise<SolveAnswer> {
  let stats: SolverStatistics | undefined;
  try {
    const o = await runEntry(backend, entry, options);
    if (o.kind === 'invalid') return invalidAnswer(o.reason);
    stats = o.stats;
    return searchAnswer(o, o.grids[0], (text) => text);
  } catch (e) {
    return failedAnswer(e, stats);
  }
}

/** `sudoku count` on variant input: the number of solutions per puzzle, `K+` at the cap. */
export async function countVariantInput(
  io: CliIo,
  file: string | undefined,
  backend: Backend,
  entries: readonly VariantInputEntry[],
  limit: number,
  flags: VariantRunFlags,
): Promise<number> {
  const options = runOptions(limit, flags);
  return answerEach(io, file, [entries], async (entry, out, err) => {
    const message = (why: string) => `${place(entry)}: ${why}`;
    if (entry.report !== undefined) writeSclReport(err, message, entry.report);
    try {
      const o = await runEntry(backend, entry, options);
      if (o.kind === 'invalid') {
        out.line(`invalid: ${oneLine(o.reason)}`);
        err.line(message(oneLine(o.reason)));
        return ExitCode.invalid;
      }
      return writeCount(out, err, message, limit, {
        found: o.grids.length,
        status: o.status,
        reason: o.reason,
      });
    } catch (e) {
      return writeCountFailure(out, err, message, e);
    }
  });
}
