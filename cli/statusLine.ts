import type { InputEntry } from './InputEntry.js';

/**
 * The output line of a puzzle answered by a status and a reason instead of a result: `status: reason`,
 * or with `json` the record `{line|puzzle, status, error}`. The batch commands share it so that scripts
 * can parse every command's failures the same way.
 */
export function statusLine(
  entry: Pick<InputEntry, 'key' | 'at'>,
  status: string,
  reason: string,
  json: boolean | undefined,
): string {
  return json ? JSON.stringify({ [entry.key]: entry.at, status, error: reason }) : `${status}: ${reason}`;
}
