import type { Backend, SolverStatistics } from '../../core/index.js';
import { emptyStatistics } from '../../core/index.js';
import type { SudokuGrid } from '../../models/sudoku/index.js';
import { formatGridFormat, formatLine, MAX_SYMBOL_VALUE } from '../../models/sudoku/index.js';
import type { VariantInputEntry } from '../../models/sudoku/variants/index.js';
import {
  buildVariantModel,
  decodeVariantSolution,
  readVariantInput,
} from '../../models/sudoku/variants/index.js';
import { solveModel } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import type { ExitCodeValue } from '../ExitCode.js';
import { ExitCode, worseExit } from '../ExitCode.js';
import { LineWriter } from '../LineWriter.js';

/** What `solve` and `count` do with variant input (JSON, f-puzzles): the flags they share. */
export interface VariantRunFlags {
  /** Per-puzzle time limit in ms. */
  readonly timeout?: number;
  /** One JSON object per puzzle instead of plain text (`solve`). */
  readonly json?: boolean;
  /** Print a summary to stderr at the end (`solve`). */
  readonly stats?: boolean;
}

/** The stderr prefix of a puzzle of variant input: `puzzle 2`. */
function place(entry: VariantInputEntry): string {
  return `puzzle ${entry.index}`;
}

/** A solved grid as text: the line format up to 35×35, else the grid format. */
function formatSolved(grid: SudokuGrid): string {
  if (grid.geometry.size <= MAX_SYMBOL_VALUE) return formatLine(grid);
  const text = formatGridFormat(grid);
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

type Outcome =
  | { readonly kind: 'invalid'; readonly reason: string }
  | {
      readonly kind: 'solved';
      readonly status: string;
      readonly grids: SudokuGrid[];
      readonly stats: SolverStatistics;
      readonly reason?: string;
    };

/** Validates, checks the backend can express the puzzle, and solves up to `limit` solutions. */
async function runEntry(
  backend: Backend,
  entry: VariantInputEntry,
  limit: number,
  timeout: number | undefined,
): Promise<Outcome> {
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
  const options =
    timeout === undefined ? { solutionLimit: limit } : { solutionLimit: limit, timeoutMs: timeout };
  const result = await solveModel(backend, vm.model, options);
  const grids = result.solutions.map((s) => decodeVariantSolution(vm, s.values));
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
  backend: Backend,
  text: string,
  flags: VariantRunFlags,
): Promise<number> {
  const entries = readVariantInput(text);
  const out = new LineWriter(io.stdout);
  const err = new LineWriter(io.stderr);
  let exit: ExitCodeValue = ExitCode.ok;
  let nodes = 0;
  const counts = { sat: 0, unsat: 0, timeout: 0, unknown: 0, invalid: 0 };
  const started = performance.now();
  for (const entry of entries) {
    let status: keyof typeof counts;
    let solution: string | undefined;
    let reason: string | undefined;
    let stats = emptyStatistics();
    try {
      const o = await runEntry(backend, entry, 1, flags.timeout);
      if (o.kind === 'invalid') {
        status = 'invalid';
        reason = o.reason;
      } else {
        stats = o.stats;
        const first = o.grids[0];
        if (o.status === 'sat' && first !== undefined) {
          status = 'sat';
          solution = formatSolved(first);
        } else if (o.status === 'unsat' || o.status === 'timeout') status = o.status;
        else {
          status = 'unknown';
          reason = o.reason ?? `search ended with status ${o.status}`;
        }
      }
    } catch (e) {
      status = 'unknown';
      reason = e instanceof Error ? e.message : String(e);
    }
    counts[status]++;
    nodes += stats.nodes;
    exit = worseExit(
      exit,
      status === 'invalid'
        ? ExitCode.invalid
        : status === 'timeout' || status === 'unknown'
          ? ExitCode.timeout
          : ExitCode.ok,
    );
    if (reason !== undefined) err.line(`${place(entry)}: ${reason}`);
    else if (status === 'timeout') err.line(`${place(entry)}: timeout after ${flags.timeout ?? 0} ms`);
    if (flags.json) {
      const record: Record<string, unknown> = {
        puzzle: entry.index,
        status,
        solution: solution ?? null,
        stats,
      };
      if (reason !== undefined) record.error = reason;
      out.line(JSON.stringify(record));
    } else if (solution !== undefined) out.line(solution);
    else out.line(reason !== undefined ? `${status}: ${reason}` : status);
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

/** `sudoku count` on variant input: the number of solutions per puzzle, `K+` at the cap. */
export async function countVariantInput(
  io: CliIo,
  backend: Backend,
  text: string,
  limit: number,
  timeout: number | undefined,
): Promise<number> {
  const out = new LineWriter(io.stdout);
  const err = new LineWriter(io.stderr);
  let exit: ExitCodeValue = ExitCode.ok;
  for (const entry of readVariantInput(text)) {
    try {
      const o = await runEntry(backend, entry, limit, timeout);
      if (o.kind === 'invalid') {
        out.line(`invalid: ${o.reason}`);
        err.line(`${place(entry)}: ${o.reason}`);
        exit = ExitCode.invalid;
      } else if (o.grids.length >= limit) out.line(`${limit}+`);
      else if (o.status === 'sat' || o.status === 'unsat') out.line(String(o.grids.length));
      else {
        // Stopped before the count was complete: the number found so far would be a lie.
        const word = o.status === 'timeout' ? 'timeout' : 'unknown';
        out.line(word);
        err.line(
          `${place(entry)}: ${word} after ${o.grids.length} solution(s)${o.reason ? `: ${o.reason}` : ''}`,
        );
        exit = worseExit(exit, ExitCode.timeout);
      }
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      out.line(`unknown: ${reason}`);
      err.line(`${place(entry)}: ${reason}`);
      exit = worseExit(exit, ExitCode.timeout);
    }
  }
  out.flush();
  err.flush();
  return exit;
}
