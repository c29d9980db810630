import type { LineBlock } from './LineBlock.js';

const LF = 10;
const CR = 13;

/** Line terminators in `text` (CRLF counts once), so the next block knows its first line's number. */
export function countLines(text: string): number {
  let n = 0;
  if (text.indexOf('\r') < 0) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
    return n;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF) n++;
    else if (c === CR) {
      n++;
      if (text.charCodeAt(i + 1) === LF) i++;
    }
  }
  return n;
}

/**
 * Where a block of about `target` characters starting at `from` ends in `text`: just after the first line
 * terminator at or beyond `from + target - 1`, or -1 when `text` holds no such whole line yet. A CR at the
 * very end of unfinished input may be half of a CRLF, so it does not end a block until more text comes.
 */
function blockEnd(text: string, from: number, target: number, ended: boolean): number {
  const at = Math.min(text.length, from + Math.max(1, target) - 1);
  const lf = text.indexOf('\n', at);
  const cr = text.indexOf('\r', at);
  const t = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
  if (t < 0) return -1;
  if (text.charCodeAt(t) === CR) {
    if (t + 1 < text.length) return text.charCodeAt(t + 1) === LF ? t + 2 : t + 1;
    return ended ? t + 1 : -1;
  }
  return t + 1;
}

/**
 * Cuts a line-format input into {@link LineBlock}s of whole lines, about `target()` characters each (asked
 * again for every block, so the caller can size blocks by how fast they are answered). `head` is the text
 * read already; `rest` gives the remaining text as it arrives. Whole lines already read are handed out
 * before more input is awaited (a slow producer on standard input gets its answers as it writes), and
 * at most one read's text is held beyond the block being made, so memory stays flat.
 */
export async function* lineBlocks(
  head: string,
  rest: AsyncIterator<string> | undefined,
  target: () => number,
): AsyncGenerator<LineBlock> {
  let text = head;
  let from = 0;
  let line = 1;
  let ended = rest === undefined;
  for (;;) {
    const end = blockEnd(text, from, target(), ended);
    if (end >= 0) {
      const block = text.slice(from, end);
      yield { text: block, firstLine: line };
      line += countLines(block);
      from = end;
      continue;
    }
    // No whole block left: hand out the whole lines there are before waiting for more input.
    const partial = ended ? text.length : lastTerminatorEnd(text, from);
    if (partial > from) {
      const block = text.slice(from, partial);
      yield { text: block, firstLine: line };
      line += countLines(block);
      from = partial;
    }
    if (ended) return;
    const r = await rest!.next();
    text = text.slice(from);
    from = 0;
    if (r.done) ended = true;
    else text += r.value;
  }
}

/** The end of the last whole line of `text` after `from` (a final CR excluded: it may be half a CRLF), or `from`. */
function lastTerminatorEnd(text: string, from: number): number {
  const lf = text.lastIndexOf('\n');
  // (lastIndexOf would read a negative start as 0.)
  const cr = text.length < 2 ? -1 : text.lastIndexOf('\r', text.length - 2);
  const t = Math.max(lf, cr);
  if (t < from) return from;
  return text.charCodeAt(t) === CR && text.charCodeAt(t + 1) === LF ? t + 2 : t + 1;
}
