import type { Command } from 'commander';
import type { SolverStatistics } from '../../core/index.js';
import { emptyStatistics } from '../../core/index.js';
import type { PuzzleEntry, SudokuGrid } from '../../models/sudoku/index.js';
import {
  buildSudokuModel,
  decodeSolution,
  formatGridFormat,
  formatLine,
  readPuzzles,
} from '../../models/sudoku/index.js';
import { isVariantInput } from '../../models/sudoku/variants/index.js';
import { containerOf, DEFAULT_BACKEND, resolveBackend, solveModel } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import { checkPuzzleEntry, lineMessage } from '../checkPuzzleEntry.js';
import type { ExitCodeValue } from '../ExitCode.js';
import { ExitCode, worseExit } from '../ExitCode.js';
import { LineWriter } from '../LineWriter.js';
import { positiveInt } from '../parseOptions.js';
import { inputName, readInput } from '../readInput.js';
import { solveVariantInput } from './sudokuVariant.js';

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
}

/** What the CLI reports per puzzle; `unknown` covers any other stop (a backend giving up). */
export type PuzzleStatus = 'sat' | 'unsat' | 'timeout' | 'unknown' | 'invalid';

/** Exit code contributed by one puzzle status. */
export function exitFor(status: PuzzleStatus): ExitCodeValue {
  if (status === 'invalid') return ExitCode.invalid;
  if (status === 'timeout' || status === 'unknown') return ExitCode.timeout;
  return ExitCode.ok;
}

/** Text of a solved grid in the format the puzzle came in. */
function formatAs(entry: PuzzleEntry, grid: SudokuGrid): string {
  if (entry.format === 'line') return formatLine(grid);
  const text = formatGridFormat(grid);
  return text.endsWith('\n') ? text.slice(0, -1) : text;
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
  const backend = resolveBackend(containerOf(io), flags.backend ?? DEFAULT_BACKEND);
  const text = await readInput(io, file);
  if (isVariantInput(text, file)) return solveVariantInput(io, backend, text, flags);
  const entries = readPuzzles(text);
  if (entries.length === 0) {
    io.stderr.write(`cspkit: no puzzles in ${inputName(file)}\n`);
    return ExitCode.ok;
  }
  const options =
    flags.timeout === undefined ? { solutionLimit: 1 } : { solutionLimit: 1, timeoutMs: flags.timeout };
  const out = new LineWriter(io.stdout);
  const err = new LineWriter(io.stderr);
  const counts: Record<PuzzleStatus, number> = { sat: 0, unsat: 0, timeout: 0, unknown: 0, invalid: 0 };
  let nodes = 0;
  let exit: ExitCodeValue = ExitCode.ok;
  const started = performance.now();

  for (const entry of entries) {
    let status: PuzzleStatus;
    let solution: string | undefined;
    let stats: SolverStatistics = emptyStatistics();
    let reason: string | undefined;
    const checked = checkPuzzleEntry(entry);
    if (checked.reason !== undefined) {
      status = 'invalid';
      reason = checked.reason;
    } else {
      try {
        const sudoku = buildSudokuModel(checked.grid);
        const result = await solveModel(backend, sudoku.model, options);
        stats = result.stats;
        const first = result.solutions[0];
        if (result.status === 'sat' && first !== undefined) {
          status = 'sat';
          solution = formatAs(entry, decodeSolution(sudoku.geometry, first.values));
        } else if (result.status === 'unsat' || result.status === 'timeout') {
          status = result.status;
        } else {
          status = 'unknown';
          reason = result.reason ?? `search ended with status ${result.status}`;
        }
      } catch (e) {
        // A backend or model failure on one puzzle must not lose the answers to the others.
        status = 'unknown';
        reason = e instanceof Error ? e.message : String(e);
      }
    }
    counts[status]++;
    nodes += stats.nodes;
    exit = worseExit(exit, exitFor(status));
    if (status === 'invalid' || status === 'unknown') err.line(lineMessage(entry.line, reason ?? status));
    else if (status === 'timeout')
      err.line(lineMessage(entry.line, `timeout after ${flags.timeout ?? 0} ms`));

    if (flags.json) {
      const record: Record<string, unknown> = { line: entry.line, status, solution: solution ?? null, stats };
      if (reason !== undefined) record.error = reason;
      out.line(JSON.stringify(record));
    } else if (solution !== undefined) {
      out.line(solution);
    } else {
      out.line(reason !== undefined ? `${status}: ${reason}` : status);
    }
  }
  out.flush();
  if (flags.stats) {
    const ms = performance.now() - started;
    err.line(
      `cspkit: ${entries.length} puzzles (${counts.sat} sat, ${counts.unsat} unsat, ${counts.timeout} timeout, ` +
        `${counts.unknown} unknown, ${counts.invalid} invalid) in ${ms.toFixed(1)} ms, ${nodes} nodes, backend ${backend.id}`,
    );
  }
  err.flush();
  return exit;
}

/** Adds `solve` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuSolveCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('solve')
    .description('solve every puzzle of FILE (or standard input), one answer per puzzle, in input order')
    .argument('[file]', "puzzle file; '-' or nothing reads standard input")
    .option('-b, --backend <name>', 'backend to solve with', DEFAULT_BACKEND)
    .option('-t, --timeout <ms>', 'time limit per puzzle in ms', positiveInt)
    .option('--json', 'print one JSON object per puzzle: {line, status, solution, stats, error?}')
    .option('--stats', 'print a summary (count, total ms, nodes) to stderr at the end')
    .addHelpText(
      'after',
      `
Input: one puzzle per line (line format: '.' or '0' empty, 1-9 then A-Z; '#' comments and
blank lines skipped), or grid format ('N W H' header, then N rows of N integers, 0 empty;
several grids may follow each other).
Variant puzzles: a .json file or text starting with '{' or '[' (one puzzle object or an array;
schema in models/sudoku/variants/variant-puzzle.schema.json), f-puzzles JSON, or an f-puzzles /
SudokuPad link (lz-string data). Solved under all their constraints and answered in the line
format; errors name the puzzle and constraint ('puzzle 1: constraint #3 (killer): ...').

Output, one per puzzle in input order: the solved grid in the input's format, or
  unsat               the puzzle has no solution
  timeout             the --timeout limit was hit
  invalid: <reason>   the puzzle could not be read, or two givens clash
                      (e.g. 'invalid: r1c3 and r1c7 both hold 5'); stderr says 'line N: <reason>'
  unknown: <reason>   the backend stopped for another reason (stderr names the line)
An empty input prints nothing, notes it on stderr and exits 0.

Exit code: 0 every puzzle answered (sat or unsat); 1 some timeout/unknown; 2 some input invalid
(2 wins over 1; the other puzzles are still answered), or a usage error such as an unknown backend.`,
    )
    .action(async (file: string | undefined, flags: SudokuSolveFlags) => {
      done(await sudokuSolve(io, file, flags));
    });
}
