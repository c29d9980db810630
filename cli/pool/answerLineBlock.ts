import { isSkippableLine } from '../../models/sudoku/readGridBlock.js';
import type { EntryAnswerer } from '../answerEach.js';
import { ExitCode, type ExitCodeValue, worseExit } from '../ExitCode.js';
import type { InputEntry } from '../InputEntry.js';
import { LineWriter } from '../LineWriter.js';
import type { ChunkResult } from './ChunkTask.js';
import type { LineBlock } from './LineBlock.js';

const LF = 10;
const CR = 13;

/**
 * Answers the puzzles of a {@link LineBlock} in order with `answer`, as `answerEach` would answer them
 * line by line (comment and blank lines skipped, each puzzle named by its line), and returns the text
 * written, the worst exit code, how many puzzles it held and the milliseconds spent. The same on a
 * worker thread and on the calling thread, so `--jobs N` prints what `--jobs 1` prints.
 */
export async function answerLineBlock(
  answer: EntryAnswerer<InputEntry>,
  block: LineBlock,
  several: boolean,
): Promise<ChunkResult> {
  const started = performance.now();
  let outText = '';
  let errText = '';
  const out = new LineWriter({ write: (s: string) => (outText += s) });
  const err = new LineWriter({ write: (s: string) => (errText += s) });
  let exit: ExitCodeValue = ExitCode.ok;
  let entries = 0;
  const text = block.text;
  let line = block.firstLine;
  let start = 0;
  // Without CRs a line ends at the next LF, found natively; with them, scanned for either.
  const crs = text.indexOf('\r') >= 0;
  while (start < text.length) {
    let end = crs ? start : text.indexOf('\n', start);
    if (end < 0) end = text.length;
    else if (crs) {
      while (end < text.length) {
        const c = text.charCodeAt(end);
        if (c === LF || c === CR) break;
        end++;
      }
    }
    const piece = text.slice(start, end);
    if (!isSkippableLine(piece)) {
      entries++;
      const code = answer({ key: 'line', at: line, format: 'line', text: piece }, out, err, several);
      exit = worseExit(exit, typeof code === 'number' ? code : await code);
    }
    line++;
    start = text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
  }
  out.flush();
  err.flush();
  return { out: outText, err: errText, exit, entries, ms: performance.now() - started };
}
