import { checkGridAnswer, type PlainGrid } from './checkGridAnswer.js';
import type { CliRun } from './runCliOnce.js';
import type { SweepStatus } from './SweepRecord.js';

/** Exit codes README.md and `cspkit sudoku solve --help` give per answer. */
const DOCUMENTED_EXIT: Readonly<Record<string, number>> = {
  sat: 0,
  unsat: 0,
  timeout: 1,
  unknown: 1,
  invalid: 2,
};

/** The verdict on one run, before timing is attached. */
export interface RunVerdict {
  /** Outcome. */
  readonly status: SweepStatus;
  /** Why `wrong`/`error`, or anything else off. */
  readonly note: string;
  /** Exit code the docs give for the answer printed. */
  readonly expectedExit: number | undefined;
  /** The solve's wall time from `--json`'s statistics, ms (NaN when absent). */
  readonly solveWallMs: number;
}

/**
 * Judges one `sudoku solve --json` run of a one-grid file: the answer checked independently against
 * the puzzle, `unsat` on a file known solvable counted wrong, and the exit code compared with the docs.
 */
export function classifyRun(run: CliRun, puzzle: PlainGrid, solvable: boolean): RunVerdict {
  const notes: string[] = [];
  const lines = run.stdout.split('\n').filter((l) => l.trim() !== '');
  let answer:
    | { status?: unknown; solution?: unknown; error?: unknown; stats?: { wallMs?: unknown } }
    | undefined;
  try {
    answer = lines.length === 1 ? JSON.parse(lines[0]!) : undefined;
  } catch {
    answer = undefined;
  }
  const tail = run.stderr.trim().split('\n').slice(-2).join(' | ').slice(0, 300);
  if (answer === undefined || typeof answer.status !== 'string') {
    const how = run.killed ? 'killed by the sweep (no exit)' : `exit ${run.code ?? run.signal}`;
    return {
      status: 'error',
      note: `${how}; ${lines.length} stdout lines; stderr: ${tail || '(empty)'}`,
      expectedExit: undefined,
      solveWallMs: Number.NaN,
    };
  }
  const solveWallMs = typeof answer.stats?.wallMs === 'number' ? answer.stats.wallMs : Number.NaN;
  const expectedExit = DOCUMENTED_EXIT[answer.status];
  if (run.code !== expectedExit) notes.push(`exit ${run.code ?? run.signal}, docs say ${expectedExit}`);
  let status: SweepStatus;
  if (answer.status === 'sat') {
    const fault =
      typeof answer.solution === 'string' ? checkGridAnswer(puzzle, answer.solution) : 'no solution text';
    status = fault === undefined ? 'sat' : 'wrong';
    if (fault !== undefined) notes.unshift(fault);
  } else if (answer.status === 'unsat') {
    status = solvable ? 'wrong' : 'unsat';
    if (solvable) notes.unshift('unsat on a solvable file');
  } else if (answer.status === 'timeout') {
    status = 'timeout';
  } else {
    status = 'error';
    notes.unshift(`${answer.status}: ${String(answer.error ?? tail)}`);
  }
  return { status, note: notes.join('; '), expectedExit, solveWallMs };
}
