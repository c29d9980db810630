import type { Command } from 'commander';
import type { Backend, Model, SolveOptionName, SolveOptions, SolveResult } from '../core/index.js';
import type { ParsedPuzzle } from '../models/common/index.js';
import { answerEach } from './answerEach.js';
import { backendFor, DEFAULT_BACKEND, solveModel } from './backends.js';
import type { CliIo } from './CliIo.js';
import type { ExitCodeValue } from './ExitCode.js';
import { ExitCode } from './ExitCode.js';
import { placeMessage } from './InputEntry.js';
import type { LineWriter } from './LineWriter.js';
import { positiveInt } from './parseOptions.js';
import { readInput } from './readInput.js';
import { writeCount, writeCountFailure } from './writeCount.js';

/** A puzzle of a family made ready to search: its model, how to search it, and how to print a solution. */
export interface FamilySearch {
  /** The constraint model. */
  readonly model: Model;
  /** Search options the model is meant to be solved with (merged under the command's own). */
  readonly options?: SolveOptions;
  /** The answer text of a solution (its lines joined by `\n`). */
  text(values: Int32Array): string;
  /** The solution as JSON-ready arrays (`--json`). */
  json(values: Int32Array): unknown;
}

/** A puzzle family as its `solve` and `count` verbs see it. */
export interface FamilySpec<P, F> {
  /** The command word (`nonogram`). */
  readonly family: string;
  /** Extra options of both verbs, beyond the shared ones (`--numbrix`). */
  readonly extraOptions?: readonly { readonly flags: string; readonly description: string }[];
  /** Help text after the options: the input format and anything particular to the family. */
  readonly help: string;
  /** Every puzzle of an input text, each read or with its error (line and column). */
  read(text: string, flags: F): ParsedPuzzle<P>[];
  /** The model of one puzzle. May throw a `CspError` for input the reader let through. */
  search(puzzle: P, flags: F): FamilySearch;
}

/** Options shared by every family verb. */
export interface FamilyFlags {
  /** Backend name (default `native`). */
  readonly backend?: string;
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
  /** One JSON object per puzzle. */
  readonly json?: boolean;
  /** `count` only: stop counting at this many solutions (default 2). */
  readonly limit?: number;
}

/** Default cap of `count`: 2 tells a unique puzzle from one with several solutions. */
export const FAMILY_COUNT_LIMIT = 2;

/** Where a puzzle starts, as `placeMessage` takes it. */
function placeOf(line: number) {
  return { key: 'line' as const, at: line };
}

/** The message of a thrown value. */
function reasonOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Reads the whole input (puzzle files are small) and splits it into puzzles. */
async function puzzlesOf<P, F>(
  io: CliIo,
  file: string | undefined,
  spec: FamilySpec<P, F>,
  flags: F,
): Promise<ParsedPuzzle<P>[]> {
  return spec.read(await readInput(io, file), flags);
}

/**
 * The solve options of one run: the family's search strategy as far as `backend` takes it (a SAT
 * backend has no variable order: it would refuse the option rather than ignore it), then `--timeout`
 * and the solution limit.
 */
function optionsOf(
  backend: Backend,
  search: FamilySearch,
  flags: FamilyFlags,
  solutionLimit: number,
): SolveOptions {
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search.options ?? {})) {
    const taken =
      key === 'backendOptions' || backend.optionSupport?.solve.has(key as SolveOptionName) === true;
    if (taken) own[key] = value;
  }
  const base = { ...(own as SolveOptions), solutionLimit };
  return flags.timeout === undefined ? base : { ...base, timeoutMs: flags.timeout };
}

/**
 * Prints one `solve` answer. Text: the solution's lines, or `unsat`, `timeout`, `invalid: <reason>`,
 * `unknown: <reason>`, one line; answers of several puzzles are separated by a blank line. JSON: one
 * record per line, `{line, status, solution, stats?, error?}` with the solution as arrays or `null`.
 */
function writeAnswer(
  out: LineWriter,
  err: LineWriter,
  line: number,
  first: boolean,
  json: boolean,
  answer: { status: string; solution?: unknown; text?: string; reason?: string; stats?: unknown },
): void {
  if (answer.reason !== undefined) err.line(placeMessage(placeOf(line), answer.reason));
  if (json) {
    const record: Record<string, unknown> = {
      line,
      status: answer.status,
      solution: answer.solution ?? null,
    };
    if (answer.stats !== undefined) record.stats = answer.stats;
    if (answer.reason !== undefined) record.error = answer.reason;
    out.line(JSON.stringify(record));
    return;
  }
  if (!first) out.line('');
  if (answer.text !== undefined) out.line(answer.text);
  else out.line(answer.reason !== undefined ? `${answer.status}: ${answer.reason}` : answer.status);
}

/** The exit code of a search status. */
function exitOf(status: string): ExitCodeValue {
  if (status === 'invalid') return ExitCode.invalid;
  return status === 'sat' || status === 'unsat' ? ExitCode.ok : ExitCode.timeout;
}

/**
 * `cspkit <family> solve`: answers every puzzle of the input in input order (see {@link FamilySpec}) and
 * returns the worst exit code: 0 all answered (sat or unsat), 1 some timeout, 2 some invalid input.
 */
export async function familySolve<P, F extends FamilyFlags>(
  io: CliIo,
  file: string | undefined,
  spec: FamilySpec<P, F>,
  flags: F,
): Promise<number> {
  const backend = await backendFor(io, flags.backend ?? DEFAULT_BACKEND);
  const puzzles = await puzzlesOf(io, file, spec, flags);
  const json = flags.json === true;
  let first = true;
  return answerEach(io, file, [puzzles], async (entry, out, err) => {
    const answer = await solveOne(backend, spec, entry, flags);
    writeAnswer(out, err, entry.line, first, json, answer);
    if (answer.status === 'timeout') {
      err.line(placeMessage(placeOf(entry.line), `timeout after ${flags.timeout ?? 0} ms`));
    }
    first = false;
    return exitOf(answer.status);
  });
}

/** Solves one puzzle; never throws, so one failure does not lose the other answers. */
async function solveOne<P, F extends FamilyFlags>(
  backend: Backend,
  spec: FamilySpec<P, F>,
  entry: ParsedPuzzle<P>,
  flags: F,
): Promise<{ status: string; solution?: unknown; text?: string; reason?: string; stats?: unknown }> {
  if ('error' in entry) return { status: 'invalid', reason: entry.error };
  let search: FamilySearch;
  try {
    search = spec.search(entry.puzzle, flags);
  } catch (e) {
    return { status: 'invalid', reason: reasonOf(e) };
  }
  let result: SolveResult;
  try {
    result = await solveModel(backend, search.model, optionsOf(backend, search, flags, 1));
  } catch (e) {
    return { status: 'unknown', reason: reasonOf(e) };
  }
  const stats = result.stats;
  const values = result.solutions[0]?.values;
  if (result.status === 'sat' && values !== undefined) {
    return { status: 'sat', text: search.text(values), solution: search.json(values), stats };
  }
  if (result.status === 'unsat' || result.status === 'timeout') {
    return { status: result.status, stats };
  }
  return { status: 'unknown', reason: result.reason ?? `search ended with status ${result.status}`, stats };
}

/**
 * `cspkit <family> count`: prints the number of solutions of every puzzle, capped at `--limit` (default
 * 2): `1` unique, `2+` several, `0` none (as `sudoku count`); `timeout`, `invalid: <reason>` otherwise.
 * With `--json`, one record `{line, status, count, capped}` per puzzle (`error` for invalid input).
 */
export async function familyCount<P, F extends FamilyFlags>(
  io: CliIo,
  file: string | undefined,
  spec: FamilySpec<P, F>,
  flags: F,
): Promise<number> {
  const backend = await backendFor(io, flags.backend ?? DEFAULT_BACKEND);
  const puzzles = await puzzlesOf(io, file, spec, flags);
  const limit = flags.limit ?? FAMILY_COUNT_LIMIT;
  const json = flags.json === true;
  return answerEach(io, file, [puzzles], async (entry, out, err) => {
    const message = (why: string) => placeMessage(placeOf(entry.line), why);
    const record = (fields: Record<string, unknown>) =>
      out.line(JSON.stringify({ line: entry.line, ...fields }));
    const invalid = (reason: string): ExitCodeValue => {
      err.line(message(reason));
      if (json) record({ status: 'invalid', count: null, error: reason });
      else out.line(`invalid: ${reason}`);
      return ExitCode.invalid;
    };
    if ('error' in entry) return invalid(entry.error);
    let search: FamilySearch;
    try {
      search = spec.search(entry.puzzle, flags);
    } catch (e) {
      return invalid(reasonOf(e));
    }
    try {
      const result = await solveModel(backend, search.model, optionsOf(backend, search, flags, limit));
      const found = result.solutions.length;
      if (!json)
        return writeCount(out, err, message, limit, { found, status: result.status, reason: result.reason });
      const complete = found >= limit || result.status === 'sat' || result.status === 'unsat';
      if (complete) {
        record({ status: found > 0 ? 'sat' : 'unsat', count: found, capped: found >= limit });
        return ExitCode.ok;
      }
      const word = result.status === 'timeout' ? 'timeout' : 'unknown';
      const why = `${word} after ${found} solution(s)${result.reason ? `: ${result.reason}` : ''}`;
      err.line(message(why));
      record({ status: word, count: null, error: why });
      return ExitCode.timeout;
    } catch (e) {
      if (!json) return writeCountFailure(out, err, message, e);
      err.line(message(reasonOf(e)));
      record({ status: 'unknown', count: null, error: reasonOf(e) });
      return ExitCode.timeout;
    }
  });
}

/** The help text every family verb shares (after the family's own). */
const SHARED_HELP = `
Several puzzles may share one input; they are answered in input order.

solve prints, per puzzle, the solution's lines, or one of
  unsat               the puzzle has no solution
  timeout             the --timeout limit was hit
  invalid: <reason>   the puzzle could not be read ('line 4, column 7: ...'); stderr repeats it
  unknown: <reason>   the backend stopped for another reason
with a blank line between the answers of consecutive puzzles.
count prints one line per puzzle: the number of solutions, 'K+' when the cap K (--limit, default 2)
was reached ('1' unique, '2+' several, '0' none), or timeout / invalid: <reason> as for solve.
--json prints one JSON object per puzzle and line instead: solve {line, status, solution, stats,
error?} with the solution as arrays (null without one); count {line, status, count, capped, error?}.

Exit code: 0 every puzzle answered (sat or unsat); 1 some timeout/unknown; 2 some input invalid
(the other puzzles are still answered), or a usage error such as an unknown backend.`;

/**
 * Adds `cspkit <family>` with its `solve` and `count` verbs to `program`; each action stores its exit
 * code through `done`. `description` is the group's one-line description.
 */
export function addFamilyCommands<P, F extends FamilyFlags>(
  program: Command,
  io: CliIo,
  done: (code: number) => void,
  spec: FamilySpec<P, F>,
  description: string,
): void {
  const group = program.command(spec.family).description(description);
  const verb = (name: 'solve' | 'count', what: string) => {
    const cmd = group
      .command(name)
      .description(what)
      .argument('[file]', "puzzle file; '-' or nothing reads standard input")
      .option('-b, --backend <name>', 'backend to search with', DEFAULT_BACKEND)
      .option('-t, --timeout <ms>', 'time limit per puzzle in ms', positiveInt)
      .option('--json', 'print one JSON object per puzzle');
    if (name === 'count') {
      cmd.option('-l, --limit <k>', 'stop counting at K solutions', positiveInt, FAMILY_COUNT_LIMIT);
    }
    for (const o of spec.extraOptions ?? []) cmd.option(o.flags, o.description);
    cmd
      .addHelpText('after', `${spec.help}\n${SHARED_HELP}`)
      .action(async (file: string | undefined, flags: F) => {
        done(await (name === 'solve' ? familySolve : familyCount)(io, file, spec, flags));
      });
  };
  verb('solve', `solve every ${spec.family} puzzle of FILE (or standard input), in input order`);
  verb(
    'count',
    `count the solutions of every ${spec.family} puzzle of FILE (or standard input), up to a cap`,
  );
}
