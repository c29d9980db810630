import type { ExitCodeValue } from './ExitCode.js';
import { ExitCode } from './ExitCode.js';
import { type InputEntry, placeMessage } from './InputEntry.js';
import type { LineWriter } from './LineWriter.js';
import { oneLine } from './oneLine.js';
import { statusLine } from './statusLine.js';

/**
 * Reports a puzzle that cannot be answered because its input is bad: `line N: <reason>` (or `puzzle N:`)
 * on stderr, and its answer `invalid: <reason>` (the {@link statusLine} record with `json`) on stdout, so
 * the output keeps one answer per puzzle. `textPrefix` goes before the plain-text answer only (`path`
 * marks it as a header). Returns `ExitCode.invalid`, the code the puzzle contributes.
 */
export function reportInvalidPuzzle(
  out: LineWriter,
  err: LineWriter,
  entry: Pick<InputEntry, 'key' | 'at'>,
  reason: string,
  json: boolean | undefined,
  textPrefix = '',
): ExitCodeValue {
  err.line(placeMessage(entry, oneLine(reason)));
  out.line(json ? statusLine(entry, 'invalid', reason, true) : `${textPrefix}invalid: ${oneLine(reason)}`);
  return ExitCode.invalid;
}
