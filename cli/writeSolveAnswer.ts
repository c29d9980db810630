import type { LineWriter } from './LineWriter.js';
import type { SolveAnswer } from './SolveAnswer.js';

/** Where a puzzle came from, as its `--json` record names it: `{line: 7}` or `{puzzle: 2}`. */
export interface AnswerPlace {
  /** The record key: `line` for plain puzzles, `puzzle` (1-based index) for variant input. */
  readonly key: 'line' | 'puzzle';
  /** The line number or puzzle index. */
  readonly at: number;
  /** Prefixes a stderr message with the place (`line 7: …`, `puzzle 2: …`). */
  readonly message: (text: string) => string;
}

/**
 * Prints one `solve` answer: the solution, `status` or `status: reason` on stdout (a JSON record
 * `{line|puzzle, status, solution, stats, error?}` with `json`), and on stderr the reason, or the time
 * limit for a timeout, so that every puzzle without an answer is explained with its place. `extra`
 * fields are added to the JSON record (the SCL report of a SudokuPad puzzle).
 */
export function writeSolveAnswer(
  out: LineWriter,
  err: LineWriter,
  place: AnswerPlace,
  answer: SolveAnswer,
  flags: { readonly json?: boolean | undefined; readonly timeout?: number | undefined },
  extra: Readonly<Record<string, unknown>> = {},
): void {
  const { status, solution, reason, stats } = answer;
  if (reason !== undefined) err.line(place.message(reason));
  else if (status === 'timeout') err.line(place.message(`timeout after ${flags.timeout ?? 0} ms`));
  if (flags.json) {
    const record: Record<string, unknown> = {
      [place.key]: place.at,
      status,
      solution: solution ?? null,
      stats,
    };
    if (reason !== undefined) record.error = reason;
    Object.assign(record, extra);
    out.line(JSON.stringify(record));
  } else if (solution !== undefined) {
    out.line(solution);
  } else {
    out.line(reason !== undefined ? `${status}: ${reason}` : status);
  }
}
