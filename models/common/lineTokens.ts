/** A whitespace-separated token of a text line, with its 1-based character column. */
export interface LineToken {
  /** The token's text (no whitespace). */
  readonly text: string;
  /** 1-based column of its first character. */
  readonly column: number;
}

/**
 * The whitespace-separated tokens of one line with their columns, so that a reader's error can point at
 * the exact token (`line 3, column 9: …`).
 */
export function lineTokens(line: string): LineToken[] {
  const out: LineToken[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) out.push({ text: m[0], column: m.index + 1 });
  return out;
}
