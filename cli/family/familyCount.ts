import { answerEach } from '../answerEach.js';
import { solveModel } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import type { ExitCodeValue } from '../ExitCode.js';
import { ExitCode } from '../ExitCode.js';
import { placeMessage } from '../InputEntry.js';
import { oneLine } from '../oneLine.js';
import { writeCount, writeCountFailure } from '../writeCount.js';
import { FAMILY_COUNT_LIMIT, type FamilyFlags } from './FamilyFlags.js';
import type { FamilySpec } from './FamilySpec.js';
import { familyPlace } from './familyPlace.js';
import { familySolveOptions } from './familySolveOptions.js';
import { openFamilyInput } from './openFamilyInput.js';
import { prepareFamilySearch } from './prepareFamilySearch.js';

/**
 * `cspkit <family> count`: prints the number of solutions of every puzzle, capped at `--limit` (default
 * {@link FAMILY_COUNT_LIMIT}), as `sudoku count` does: `1` unique, `2+` several, `0` none; `timeout`,
 * `unknown: <reason>` or `invalid: <reason>` otherwise. With `--json`, one record `{line, status, count,
 * capped}` per puzzle, `count: null` and `error` when there is no count. Returns the worst exit code.
 */
export async function familyCount<P, F extends FamilyFlags>(
  io: CliIo,
  file: string | undefined,
  spec: FamilySpec<P, F>,
  flags: F,
): Promise<number> {
  const { backend, puzzles } = await openFamilyInput(io, file, spec, flags);
  const limit = flags.limit ?? FAMILY_COUNT_LIMIT;
  const json = flags.json === true;
  return answerEach(io, file, [puzzles], async (entry, out, err): Promise<ExitCodeValue> => {
    const message = (why: string): string => placeMessage(familyPlace(entry.line), why);
    const record = (fields: Record<string, unknown>): void =>
      out.line(JSON.stringify({ line: entry.line, ...fields }));
    try {
      const search = prepareFamilySearch(spec, entry, flags);
      if ('invalid' in search) {
        const reason = oneLine(search.invalid);
        err.line(message(reason));
        if (json) record({ status: 'invalid', count: null, error: reason });
        else out.line(`invalid: ${reason}`);
        return ExitCode.invalid;
      }
      const result = await solveModel(
        backend,
        search.model,
        familySolveOptions(backend, search, flags, limit),
      );
      const found = result.solutions.length;
      if (!json)
        return writeCount(out, err, message, limit, { found, status: result.status, reason: result.reason });
      if (found >= limit || result.status === 'sat' || result.status === 'unsat') {
        record({ status: found > 0 ? 'sat' : 'unsat', count: found, capped: found >= limit });
        return ExitCode.ok;
      }
      // Stopped before the count was complete: the number found so far would be a lie.
      const word = result.status === 'timeout' ? 'timeout' : 'unknown';
      const why = `${word} after ${found} solution(s)${result.reason ? `: ${result.reason}` : ''}`;
      err.line(message(why));
      record({ status: word, count: null, error: why });
      return ExitCode.timeout;
    } catch (e) {
      if (!json) return writeCountFailure(out, err, message, e);
      const reason = e instanceof Error ? e.message : String(e);
      err.line(message(reason));
      record({ status: 'unknown', count: null, error: reason });
      return ExitCode.timeout;
    }
  });
}
