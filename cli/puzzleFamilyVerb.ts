import { type Command, Option } from 'commander';
import type { Backend, Model, SolveOptions } from '../core/index.js';
import { PuzzleInputError } from '../models/common/index.js';
import { answerEach } from './answerEach.js';
import { backendFor, DEFAULT_BACKEND, solveModel } from './backends.js';
import type { CliIo } from './CliIo.js';
import type { ExitCodeValue } from './ExitCode.js';
import { type InputEntry, placeMessage } from './InputEntry.js';
import type { LineWriter } from './LineWriter.js';
import { oneLine } from './oneLine.js';
import { exitFor } from './PuzzleStatus.js';
import { positiveInt } from './parseOptions.js';
import { readInput } from './readInput.js';
import { failedAnswer, invalidAnswer, type SolveAnswer, searchAnswer } from './SolveAnswer.js';
import { writeCount, writeCountFailure } from './writeCount.js';

/** One puzzle of a family's input file: its text and the line it starts on. */
export interface FamilyPuzzleText {
  /** 1-based line of the file where the puzzle starts. */
  readonly line: number;
  /** The puzzle's lines, as in the file. */
  readonly text: string;
}

/** A solved puzzle as the verb prints it. */
export interface FamilySolution {
  /** Plain-text answer (one or more lines). */
  readonly text: string;
  /** The grid for `--json`: one array per row. */
  readonly grid: readonly (readonly (string | number)[])[];
}

/** A puzzle turned into a search: its model, extra native options, and how to read a solution. */
export interface FamilySearch {
  /** The model to solve. */
  readonly model: Model;
  /** Strategy options for the native backend (other backends refuse them). */
  readonly nativeOptions?: SolveOptions;
  /** The printed answer of a solution's variable values. */
  decode(values: ArrayLike<number>): FamilySolution;
}

/**
 * What `cspkit <family> solve|count` needs to know about a puzzle family: how a file splits into
 * puzzles, how one is read (throwing a `PuzzleInputError` that names the line and column), and how it
 * becomes a search.
 */
export interface PuzzleFamily<P> {
  /** The command word (`kakuro`). */
  readonly name: string;
  /** One-line description for the help. */
  readonly description: string;
  /** Help text on the input format and the output. */
  readonly formatHelp: string;
  /** The puzzles of a file, in order. */
  split(text: string): FamilyPuzzleText[];
  /** Reads one puzzle; `firstLine` numbers its first line as in the file. */
  parse(text: string, firstLine: number): P;
  /** The search for a puzzle (may throw a `PuzzleInputError` too). */
  search(puzzle: P): FamilySearch;
}

/** Options of `cspkit <family> solve` and `count`. */
export interface FamilyVerbFlags {
  /** Backend name (default `native`). */
  readonly backend?: string;
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
  /** One JSON object per puzzle. */
  readonly json?: boolean;
  /** `count` only: stop at this many solutions (default 2). */
  readonly limit?: number;
}

/** A puzzle of the file, with its text kept until it is answered. */
interface FamilyEntry extends Pick<InputEntry, 'key' | 'at'> {
  readonly text: string;
}

/** Reads a puzzle and builds its search, or says why it cannot be. */
function prepare<P>(
  family: PuzzleFamily<P>,
  entry: FamilyEntry,
): FamilySearch | { readonly invalid: string } {
  try {
    return family.search(family.parse(entry.text, entry.at));
  } catch (e) {
    if (e instanceof PuzzleInputError) return { invalid: e.message };
    throw e;
  }
}

/** The solve options for `backend`: the limit, the time limit, and the native strategy when native. */
function optionsFor(
  backend: Backend,
  search: FamilySearch,
  flags: FamilyVerbFlags,
  limit: number,
): SolveOptions {
  const base: SolveOptions = backend.id === 'native' ? { ...search.nativeOptions } : {};
  return flags.timeout === undefined
    ? { ...base, solutionLimit: limit }
    : { ...base, solutionLimit: limit, timeoutMs: flags.timeout };
}

/** Prints one solve answer: the grid or a status line; with `json` one record with the grid as arrays. */
function writeFamilyAnswer(
  out: LineWriter,
  err: LineWriter,
  entry: FamilyEntry,
  answer: SolveAnswer,
  grid: FamilySolution['grid'] | undefined,
  flags: FamilyVerbFlags,
): void {
  const { status, solution } = answer;
  // One line per status answer: a reason never breaks the output into more answers.
  const reason = answer.reason === undefined ? undefined : oneLine(answer.reason);
  if (reason !== undefined) err.line(placeMessage(entry, reason));
  else if (status === 'timeout') err.line(placeMessage(entry, `timeout after ${flags.timeout ?? 0} ms`));
  if (flags.json) {
    const record: Record<string, unknown> = {
      line: entry.at,
      status,
      solution: grid ?? null,
      stats: answer.stats,
    };
    if (reason !== undefined) record.error = reason;
    out.line(JSON.stringify(record));
  } else if (solution !== undefined) out.line(solution);
  else out.line(reason !== undefined ? `${status}: ${reason}` : status);
}

/**
 * `cspkit <family> solve`: answers every puzzle of the input in order: the solved grid, or `unsat`,
 * `timeout`, `invalid: <reason>`, `unknown: <reason>`; answers are separated by a blank line (as the
 * puzzles are in the input), `--json` prints one record per line instead. Returns the exit code.
 */
export async function familySolve<P>(
  io: CliIo,
  family: PuzzleFamily<P>,
  file: string | undefined,
  flags: FamilyVerbFlags,
): Promise<number> {
  const backend = await backendFor(io, flags.backend ?? DEFAULT_BACKEND);
  const entries = entriesOf(family, await readInput(io, file));
  let first = true;
  return answerEach(io, file, [entries], async (entry, out, err): Promise<ExitCodeValue> => {
    if (!first && !flags.json) out.line('');
    first = false;
    let grid: FamilySolution['grid'] | undefined;
    let answer: SolveAnswer;
    try {
      const s = prepare(family, entry);
      if ('invalid' in s) answer = invalidAnswer(s.invalid);
      else {
        const result = await solveModel(backend, s.model, optionsFor(backend, s, flags, 1));
        answer = searchAnswer(result, result.solutions[0], (sol) => {
          const decoded = s.decode(sol.values);
          grid = decoded.grid;
          return decoded.text;
        });
      }
    } catch (e) {
      answer = failedAnswer(e);
    }
    writeFamilyAnswer(out, err, entry, answer, grid, flags);
    return exitFor(answer.status);
  });
}

/**
 * `cspkit <family> count`: the number of solutions of every puzzle, capped at `limit` (`K+` when the
 * cap was reached), one line per puzzle, as `sudoku count` prints them; `--json` prints records
 * `{line, status, count, capped}`. Returns the exit code.
 */
export async function familyCount<P>(
  io: CliIo,
  family: PuzzleFamily<P>,
  file: string | undefined,
  flags: FamilyVerbFlags,
): Promise<number> {
  const backend = await backendFor(io, flags.backend ?? DEFAULT_BACKEND);
  const limit = flags.limit ?? 2;
  const entries = entriesOf(family, await readInput(io, file));
  return answerEach(io, file, [entries], async (entry, out, err): Promise<ExitCodeValue> => {
    const message = (why: string): string => placeMessage(entry, why);
    try {
      const s = prepare(family, entry);
      if ('invalid' in s) {
        const reason = oneLine(s.invalid);
        err.line(message(reason));
        out.line(
          flags.json
            ? JSON.stringify({ line: entry.at, status: 'invalid', error: s.invalid })
            : `invalid: ${reason}`,
        );
        return exitFor('invalid');
      }
      const result = await solveModel(backend, s.model, optionsFor(backend, s, flags, limit));
      const found = result.solutions.length;
      if (!flags.json)
        return writeCount(out, err, message, limit, { found, status: result.status, reason: result.reason });
      const complete = found >= limit || result.status === 'sat' || result.status === 'unsat';
      const status = found >= limit ? 'sat' : complete ? (found > 0 ? 'sat' : 'unsat') : result.status;
      if (!complete)
        err.line(message(`${status} after ${found} solution(s)${result.reason ? `: ${result.reason}` : ''}`));
      out.line(JSON.stringify({ line: entry.at, status, count: found, capped: found >= limit }));
      return complete ? exitFor('sat') : exitFor('timeout');
    } catch (e) {
      if (!flags.json) return writeCountFailure(out, err, message, e);
      const reason = e instanceof Error ? e.message : String(e);
      err.line(message(reason));
      out.line(JSON.stringify({ line: entry.at, status: 'unknown', error: reason }));
      return exitFor('unknown');
    }
  });
}

/** The puzzles of a file as entries named by their first line. */
function entriesOf<P>(family: PuzzleFamily<P>, text: string): FamilyEntry[] {
  return family.split(text).map((p) => ({ key: 'line' as const, at: p.line, text: p.text }));
}

/** Shared help: statuses, several puzzles per file, exit codes. */
const COMMON_HELP = `
Several puzzles may share a file: separate them by a blank line. Answers come in input order.
solve prints each solved grid (answers separated by a blank line), or one of
  unsat               the puzzle has no solution
  timeout             the --timeout limit was hit
  invalid: <reason>   the puzzle could not be read (the reason names the line and column;
                      stderr says it too); the other puzzles are still answered
  unknown: <reason>   the backend stopped for another reason
count prints one line per puzzle: the number of solutions, or 'K+' when the cap K (--limit,
default 2) was reached: '1' = unique, '2+' = not unique, '0' = no solution; or timeout / invalid.
--json prints one object per line: solve {line, status, solution (rows as arrays, or null),
stats, error?}; count {line, status, count, capped, error?}.
Exit code: 0 every puzzle answered (sat or unsat); 1 some timeout/unknown; 2 some input invalid
(2 wins over 1), or a usage error such as an unknown backend; an input without puzzles exits 2.`;

/** Adds `<family>` with its `solve` and `count` subcommands to the program. */
export function addPuzzleFamilyCommand<P>(
  program: Command,
  io: CliIo,
  done: (code: number) => void,
  family: PuzzleFamily<P>,
): void {
  const group = program.command(family.name).description(family.description);
  const common = (cmd: Command): Command =>
    cmd
      .argument('[file]', "puzzle file; '-' or nothing reads standard input")
      .option('-b, --backend <name>', 'backend to use', DEFAULT_BACKEND)
      .option('-t, --timeout <ms>', 'time limit per puzzle in ms', positiveInt)
      .option('--json', 'print one JSON object per puzzle')
      .addHelpText('after', `\n${family.formatHelp}\n${COMMON_HELP}`);
  common(
    group.command('solve').description(`solve every ${family.name} puzzle of FILE (or standard input)`),
  ).action(async (file: string | undefined, flags: FamilyVerbFlags) => {
    done(await familySolve(io, family, file, flags));
  });
  common(
    group
      .command('count')
      .description(
        `count the solutions of every ${family.name} puzzle of FILE (or standard input), up to a cap`,
      )
      .addOption(
        new Option('-l, --limit <k>', 'stop counting at K solutions').argParser(positiveInt).default(2),
      ),
  ).action(async (file: string | undefined, flags: FamilyVerbFlags) => {
    done(await familyCount(io, family, file, flags));
  });
}
