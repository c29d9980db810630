import type { Backend } from '../../core/index.js';
import type { ParsedPuzzle } from '../../models/common/index.js';
import { answerEach } from '../answerEach.js';
import { solveModel } from '../backends.js';
import type { CliIo } from '../CliIo.js';
import { placeMessage } from '../InputEntry.js';
import type { LineWriter } from '../LineWriter.js';
import { oneLine } from '../oneLine.js';
import { exitFor } from '../PuzzleStatus.js';
import { failedAnswer, invalidAnswer, type SolveAnswer, searchAnswer } from '../SolveAnswer.js';
import type { FamilyFlags } from './FamilyFlags.js';
import type { FamilySolution } from './FamilySearch.js';
import type { FamilySpec } from './FamilySpec.js';
import { familyPlace } from './familyPlace.js';
import { familySolveOptions } from './familySolveOptions.js';
import { openFamilyInput } from './openFamilyInput.js';
import { prepareFamilySearch } from './prepareFamilySearch.js';

/** One puzzle's answer, with the solved grid for `--json` when there is one. */
interface FamilyAnswer {
  readonly answer: SolveAnswer;
  readonly grid?: FamilySolution['grid'];
}

/**
 * `cspkit <family> solve`: answers every puzzle of the input in input order: the solution's lines, or
 * `unsat`, `timeout`, `invalid: <reason>`, `unknown: <reason>` (one line); answers of several puzzles are
 * separated by a blank line. `--json` prints one record per line instead, `{line, status, solution,
 * stats, error?}` with the solution as arrays or `null`. Returns the worst exit code: 0 all answered
 * (sat or unsat), 1 some timeout or unknown, 2 some invalid input.
 */
export async function familySolve<P, F extends FamilyFlags>(
  io: CliIo,
  file: string | undefined,
  spec: FamilySpec<P, F>,
  flags: F,
): Promise<number> {
  const { backend, puzzles } = await openFamilyInput(io, file, spec, flags);
  const json = flags.json === true;
  let first = true;
  return answerEach(io, file, [puzzles], async (entry, out, err) => {
    if (!first && !json) out.line('');
    first = false;
    const { answer, grid } = await solveOne(backend, spec, entry, flags);
    writeAnswer(out, err, entry.line, answer, grid, flags);
    return exitFor(answer.status);
  });
}

/** Solves one puzzle; never throws, so one failure does not lose the other answers. */
async function solveOne<P, F extends FamilyFlags>(
  backend: Backend,
  spec: FamilySpec<P, F>,
  entry: ParsedPuzzle<P>,
  flags: F,
): Promise<FamilyAnswer> {
  let grid: FamilySolution['grid'] | undefined;
  try {
    const search = prepareFamilySearch(spec, entry, flags);
    if ('invalid' in search) return { answer: invalidAnswer(search.invalid) };
    const result = await solveModel(backend, search.model, familySolveOptions(backend, search, flags, 1));
    const answer = searchAnswer(result, result.solutions[0], (solution) => {
      const decoded = search.decode(solution.values);
      grid = decoded.grid;
      return decoded.text;
    });
    return grid === undefined ? { answer } : { answer, grid };
  } catch (e) {
    return { answer: failedAnswer(e) };
  }
}

/** Prints one answer (see {@link familySolve}); stderr explains every invalid, unknown and timeout. */
function writeAnswer(
  out: LineWriter,
  err: LineWriter,
  line: number,
  answer: SolveAnswer,
  grid: FamilySolution['grid'] | undefined,
  flags: FamilyFlags,
): void {
  const { status, solution } = answer;
  const place = familyPlace(line);
  // One line per status answer: a reason never breaks the output into more answers.
  const reason = answer.reason === undefined ? undefined : oneLine(answer.reason);
  if (reason !== undefined) err.line(placeMessage(place, reason));
  else if (status === 'timeout') err.line(placeMessage(place, `timeout after ${flags.timeout ?? 0} ms`));
  if (flags.json === true) {
    const record: Record<string, unknown> = { line, status, solution: grid ?? null, stats: answer.stats };
    if (reason !== undefined) record.error = reason;
    out.line(JSON.stringify(record));
  } else if (solution !== undefined) out.line(solution);
  else out.line(reason !== undefined ? `${status}: ${reason}` : status);
}
