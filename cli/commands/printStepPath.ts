import type { Observable } from 'rxjs';
import { CspError } from '../../core/errors/CspError.js';
import type { Step } from '../../models/sudoku/techniques/Step.js';
import { ExitCode, type ExitCodeValue } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import type { LineWriter } from '../LineWriter.js';

/**
 * The answer of `steps` to one puzzle, classic or variant alike: runs the (synchronous) step stream,
 * printing each explanation as it comes (or, with `json`, one object at the end), then whether the
 * path solved the puzzle. `givens` is the grid the path starts from (0 = empty); a path that leaves a
 * cell empty is `stuck`, an error of the library is `no-solution`.
 */
export function printStepPath(
  entry: InputEntry,
  path$: Observable<Step>,
  givens: ArrayLike<number>,
  out: LineWriter,
  json: boolean | undefined,
  toJson: (step: Step) => unknown,
): ExitCodeValue {
  const path: Step[] = [];
  let status: 'solved' | 'stuck' | 'no-solution' = 'solved';
  let error: string | undefined;
  path$.subscribe({
    next: (step) => {
      path.push(step);
      if (!json) out.line(step.explanation);
    },
    error: (e: unknown) => {
      if (!(e instanceof CspError)) throw e;
      status = 'no-solution';
      error = e.message;
    },
  });
  if (status === 'solved') {
    const filled = Int32Array.from(givens);
    for (const step of path) for (const p of step.placements) filled[p.cell] = p.value;
    if (filled.includes(0)) status = 'stuck';
  }
  if (json) {
    const record: Record<string, unknown> = { [entry.key]: entry.at, status, steps: path.map(toJson) };
    if (error !== undefined) record.error = error;
    out.line(JSON.stringify(record));
  } else if (status === 'solved') {
    out.line(`solved in ${path.length} step${path.length === 1 ? '' : 's'}`);
  } else if (status === 'stuck') {
    out.line('stuck: no technique applies (the puzzle has several solutions)');
  } else {
    out.line(`no-solution: ${error ?? 'the puzzle has no solution'}`);
  }
  return ExitCode.ok;
}
