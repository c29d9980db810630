const LF = 10;
const CR = 13;

/** Where the line starting at `start` of `text` ends: its first LF or CR, or the end of the text. */
export function lineEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === LF || c === CR) break;
    end++;
  }
  return end;
}

/** Where the line after the one ending at `end` (see {@link lineEnd}) starts: past a CRLF, CR or LF. */
export function nextLineStart(text: string, end: number): number {
  return text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
}
