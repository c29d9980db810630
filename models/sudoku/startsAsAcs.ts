import { isSkippableLine, looksLikeGridHeader } from './readGridBlock.js';

/**
 * Whether a text starts as Lloyd & Amos's `sudoku_acs` format (see `AcsReader`): its first three tokens
 * are an order of one or two digits (2 or more), an integer, and a cell (`-1` or a number of at most four
 * digits), and its first content line is not a grid-format header. Such a start is never a readable
 * puzzle in the line format (a line of one or two characters holds no grid of 4 cells or more), so
 * sniffing it changes nothing for inputs read today. `undefined` when `text` is a beginning too short to
 * tell and more may come (`ended` false).
 */
export function startsAsAcs(text: string, ended: boolean): boolean | undefined {
  const tokens: string[] = [];
  let firstLine = true;
  let at = 0;
  // Line by line from the start: three tokens need at most three content lines, and a huge line-format
  // file is decided on its first token without splitting the whole text.
  while (at < text.length) {
    const nl = nextBreak(text, at);
    const line = text.slice(at, Math.min(nl < 0 ? text.length : nl, at + 256));
    at = nl < 0 ? text.length : nl + 1;
    if (nl < 0 && !ended) return partialLine(line, tokens, firstLine);
    if (isSkippableLine(line)) continue;
    if (firstLine) {
      if (looksLikeGridHeader(line)) return false;
      firstLine = false;
    }
    for (const m of line.matchAll(/\S+/g)) {
      const i = tokens.push(m[0]) - 1;
      if (!tokenFits(i, m[0])) return false;
      if (tokens.length === 3) return true;
    }
  }
  return ended ? false : undefined;
}

/**
 * What a line not yet complete (its last token may go on) tells, after `tokens` of earlier lines: `false`
 * when a complete token rules the format out, `true` when it completes the three tokens (not on the
 * first content line, which may still turn out to be a grid header), else `undefined`.
 */
function partialLine(line: string, tokens: string[], first: boolean): boolean | undefined {
  const found = [...line.matchAll(/\S+/g)].map((m) => m[0]);
  const complete = /\s$/.test(line) ? found.length : found.length - 1;
  for (let k = 0; k < complete && tokens.length < 3; k++) {
    const i = tokens.push(found[k]!) - 1;
    if (!tokenFits(i, found[k]!)) return false;
  }
  // A cut token (the 256-character window) longer than any ACS token fails too.
  const last = found[found.length - 1];
  if (tokens.length < 3 && last !== undefined && last.length > 4) return false;
  return tokens.length === 3 && !first ? true : undefined;
}

/** Index of the next CR or LF at or after `from`, or -1. */
function nextBreak(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return -1;
}

/** Whether `t` may be token `i` (0-based) of an ACS instance. */
function tokenFits(i: number, t: string): boolean {
  if (i === 0) return /^\d{1,2}$/.test(t) && Number(t) >= 2;
  if (i === 1) return /^-?\d{1,4}$/.test(t);
  return t === '-1' || /^\d{1,4}$/.test(t);
}
