import { isSkippableLine } from '../../models/sudoku/readGridBlock.js';
import type { InputEntry } from '../InputEntry.js';
import { CHUNK_CELLS } from '../pool/answerInParallel.js';
import type { LineBlock } from '../pool/LineBlock.js';
import { lineEnd, nextLineStart } from './lineBounds.js';

/** A chunk as `queue submit` puts it on the queue: entries, or a block of raw lines (line format). */
export interface SubmitChunk {
  /** The entries (none for a block). */
  readonly entries: readonly InputEntry[];
  /** The raw lines of a line-format chunk. */
  readonly block?: LineBlock;
  /** Puzzles in the chunk. */
  readonly puzzles: number;
}

/** Characters of input read at a time on the line format (cut into chunks afterwards). */
export const READ_CHARS = 1 << 16;

/**
 * A line-format input's blocks of raw lines regrouped into chunks of at most `size` puzzles (lines not
 * blank nor comments) and `maxChars` characters, each kept as raw text: the submitter does not
 * parse the puzzles (the worker's thread does, as `--jobs` threads do), and a chunk is stored, read and
 * handed to a thread as one string. Lines after the last puzzle (comments) are left out: they print nothing.
 */
export async function* blockChunksOf(
  blocks: AsyncIterable<LineBlock>,
  size: number,
  maxChars: number = CHUNK_CELLS,
): AsyncGenerator<SubmitChunk> {
  let pieces: string[] = [];
  let chars = 0;
  let puzzles = 0;
  let firstLine = -1;
  for await (const { text, firstLine: blockLine } of blocks) {
    let line = blockLine;
    if (firstLine < 0) firstLine = line;
    let start = 0;
    let from = 0;
    while (start < text.length) {
      const end = lineEnd(text, start);
      if (!isSkippableLine(text.slice(start, end))) puzzles++;
      const next = nextLineStart(text, end);
      chars += next - start;
      line++;
      start = next;
      if (puzzles >= size || chars >= maxChars) {
        pieces.push(text.slice(from, start));
        if (puzzles > 0) yield { entries: [], block: { text: pieces.join(''), firstLine }, puzzles };
        pieces = [];
        chars = 0;
        puzzles = 0;
        firstLine = line;
        from = start;
      }
    }
    if (from < text.length) pieces.push(text.slice(from));
  }
  if (puzzles > 0) yield { entries: [], block: { text: pieces.join(''), firstLine }, puzzles };
}
