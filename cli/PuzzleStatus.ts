import type { ExitCodeValue } from './ExitCode.js';
import { ExitCode } from './ExitCode.js';

/** What `solve` reports per puzzle; `unknown` covers any other stop (a backend giving up). */
export type PuzzleStatus = 'sat' | 'unsat' | 'timeout' | 'unknown' | 'invalid';

/** Exit code contributed by one puzzle status. */
export function exitFor(status: PuzzleStatus): ExitCodeValue {
  if (status === 'invalid') return ExitCode.invalid;
  if (status === 'timeout' || status === 'unknown') return ExitCode.timeout;
  return ExitCode.ok;
}
