// The per-puzzle answer of `sudoku solve`, apart from the command so that a worker thread loads only
// this and the engine, not the command-line plumbing (commander, the pool, the input readers).
import type { Backend } from '../../core/backend/Backend.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import type { SolveResult } from '../../core/backend/SolveResult.js';
import { buildSudokuModel } from '../../models/sudoku/buildSudokuModel.js';
import { decodeSolution } from '../../models/sudoku/decodeSolution.js';
import { formatLine } from '../../models/sudoku/formatLine.js';
import type { SudokuGrid } from '../../models/sudoku/SudokuGrid.js';
import type { SudokuModel } from '../../models/sudoku/SudokuModel.js';
import type { EntryAnswerer } from '../answerEach.js';
import { solveModel } from '../backends.js';
import { checkPuzzleEntry } from '../checkPuzzleEntry.js';
import type { ExitCodeValue } from '../ExitCode.js';
import { gridFormatText } from '../gridText.js';
import { type InputEntry, placeMessage } from '../InputEntry.js';
import type { LineWriter } from '../LineWriter.js';
import { withLearning } from '../learningOption.js';
import { exitFor } from '../PuzzleStatus.js';
import type { SolveAnswer } from '../SolveAnswer.js';
import { failedAnswer, invalidAnswer, searchAnswer } from '../SolveAnswer.js';
import type { SolveTally } from '../SolveTally.js';
import { writeSolveAnswer } from '../writeSolveAnswer.js';
import type { SudokuSolveFlags } from './sudokuSolve.js';

/** Text of a solved grid in the format the puzzle came in. */
function formatAs(entry: InputEntry, grid: SudokuGrid): string {
  return entry.format === 'line' ? formatLine(grid) : gridFormatText(grid);
}

/**
 * The answer of `solve` to one plain puzzle (its output lines and exit code), counted in `tally`:
 * shared by the command and its worker threads (`--jobs`).
 */
export function solveAnswerer(
  backend: Backend,
  flags: SudokuSolveFlags,
  tally: SolveTally,
): EntryAnswerer<InputEntry> {
  const options = withLearning<SolveOptions>(
    flags.timeout === undefined ? { solutionLimit: 1 } : { solutionLimit: 1, timeoutMs: flags.timeout },
    flags.learning,
  );
  const write = (entry: InputEntry, answer: SolveAnswer, out: LineWriter, err: LineWriter): ExitCodeValue => {
    tally.add(answer);
    const place = { key: entry.key, at: entry.at, message: (why: string) => placeMessage(entry, why) };
    writeSolveAnswer(out, err, place, answer, flags);
    return exitFor(answer.status);
  };
  // A backend with a synchronous mode answers without a promise per puzzle (20,000-puzzle files).
  return (entry, out, err) => {
    const answer = solveEntry(backend, entry, options);
    return answer instanceof Promise
      ? answer.then((a) => write(entry, a, out, err))
      : write(entry, answer, out, err);
  };
}

/**
 * Checks and solves one plain puzzle, synchronously when the backend can; never throws (nor rejects), so
 * one failure does not lose the other answers.
 */
function solveEntry(
  backend: Backend,
  entry: InputEntry,
  options: SolveOptions,
): SolveAnswer | Promise<SolveAnswer> {
  const checked = checkPuzzleEntry(entry);
  if (checked.reason !== undefined) return invalidAnswer(checked.reason);
  let sudoku: SudokuModel;
  try {
    sudoku = buildSudokuModel(checked.grid);
    if (backend.solveSync) return answerOf(entry, sudoku, backend.solveSync(sudoku.model, options));
  } catch (e) {
    return failedAnswer(e);
  }
  return solveModel(backend, sudoku.model, options).then(
    (result) => answerOf(entry, sudoku, result),
    (e: unknown) => failedAnswer(e),
  );
}

/** The answer a search's result gives (its first solution in the puzzle's format). */
function answerOf(entry: InputEntry, sudoku: SudokuModel, result: SolveResult): SolveAnswer {
  try {
    return searchAnswer(result, result.solutions[0], (first) =>
      formatAs(entry, decodeSolution(sudoku.geometry, first.values)),
    );
  } catch (e) {
    return failedAnswer(e, result.stats);
  }
}
