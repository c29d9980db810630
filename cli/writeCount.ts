import type { ExitCodeValue } from './ExitCode.js';
import { ExitCode } from './ExitCode.js';
import type { LineWriter } from './LineWriter.js';
import { oneLine } from './oneLine.js';

/** What a counting search found, as `count` needs it. */
export interface CountSearch {
  /** Solutions found (at most the limit). */
  readonly found: number;
  /** How the search ended (`sat`, `unsat`, `timeout`, …). */
  readonly status: string;
  /** The backend's reason for stopping, if any. */
  readonly reason?: string | undefined;
}

/**
 * Prints the answer of `count` for one puzzle: `K+` when the limit `K` was reached, the exact number when
 * the search finished, else `timeout` or `unknown` with the reason on stderr (through `message`, which
 * names the puzzle). Returns the exit code the puzzle contributes.
 */
export function writeCount(
  out: LineWriter,
  err: LineWriter,
  message: (text: string) => string,
  limit: number,
  search: CountSearch,
): ExitCodeValue {
  const { found, status, reason } = search;
  if (found >= limit) out.line(`${limit}+`);
  else if (status === 'sat' || status === 'unsat') out.line(String(found));
  else {
    // Stopped before the count was complete: the number found so far would be a lie.
    const word = status === 'timeout' ? 'timeout' : 'unknown';
    out.line(word);
    err.line(message(`${word} after ${found} solution(s)${reason ? `: ${reason}` : ''}`));
    return ExitCode.timeout;
  }
  return ExitCode.ok;
}

/**
 * Prints the answer of `count` for a puzzle whose search threw: `unknown: <why>`, and the reason on stderr
 * (through `message`), so one failing puzzle does not lose the others' counts.
 */
export function writeCountFailure(
  out: LineWriter,
  err: LineWriter,
  message: (text: string) => string,
  e: unknown,
): ExitCodeValue {
  // One answer line per puzzle, whatever the error's message holds.
  const reason = oneLine(e instanceof Error ? e.message : String(e));
  out.line(`unknown: ${reason}`);
  err.line(message(reason));
  return ExitCode.timeout;
}
