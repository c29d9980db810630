/**
 * The output line of a puzzle answered by a status and a reason instead of a result: `status: reason`,
 * or with `json` the record `{line, status, error}`. The batch commands share it so that scripts can
 * parse every command's failures the same way.
 */
export function statusLine(line: number, status: string, reason: string, json: boolean | undefined): string {
  return json ? JSON.stringify({ line, status, error: reason }) : `${status}: ${reason}`;
}
