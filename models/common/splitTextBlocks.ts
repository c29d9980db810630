/** A stretch of consecutive non-blank lines of a text. */
export interface TextBlock {
  /** 1-based number of its first line in the whole text. */
  readonly firstLine: number;
  /** Its lines, without line ends. */
  readonly lines: readonly string[];
}

/**
 * Splits a text into blocks separated by blank lines (lines of spaces only): how several grid puzzles
 * share one file. Line numbers stay those of the whole text, so errors can name them.
 */
export function splitTextBlocks(text: string): TextBlock[] {
  const lines = text.split(/\r?\n/);
  const out: TextBlock[] = [];
  let current: string[] | undefined;
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      current = undefined;
      return;
    }
    if (current === undefined) {
      current = [];
      out.push({ firstLine: i + 1, lines: current });
    }
    current.push(line);
  });
  return out;
}
