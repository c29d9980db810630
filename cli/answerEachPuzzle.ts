import type { PuzzleEntry } from '../models/sudoku/index.js';
import { readPuzzles } from '../models/sudoku/index.js';
import type { EntryAnswerer } from './answerEach.js';
import { answerEach } from './answerEach.js';
import type { CliIo } from './CliIo.js';
import type { ExitCodeValue } from './ExitCode.js';
import { ExitCode } from './ExitCode.js';
import type { LineWriter } from './LineWriter.js';
import { inputName } from './readInput.js';

/**
 * Reads the plain puzzles (line or grid format) of `text`, the content of the input `file`, and answers
 * each with {@link answerEach}. An input without puzzles is not an error: it is noted on stderr and
 * gives exit code 0 without calling `answer` or `finish` (so no summary of zero puzzles is printed).
 */
export async function answerEachPuzzle(
  io: CliIo,
  file: string | undefined,
  text: string,
  answer: EntryAnswerer<PuzzleEntry>,
  finish?: (err: LineWriter, count: number, ms: number) => void,
): Promise<ExitCodeValue> {
  const entries = readPuzzles(text);
  if (entries.length === 0) {
    io.stderr.write(`cspkit: no puzzles in ${inputName(file)}\n`);
    return ExitCode.ok;
  }
  return answerEach(io, entries, answer, finish);
}
