import { splitTextBlocks } from '../common/index.js';

/** One puzzle's text within a file of Star Battles, and the line it starts on. */
export interface StarBattleText {
  /** 1-based line of the file where its header `N K` is. */
  readonly line: number;
  /** Its lines. */
  readonly text: string;
}

/**
 * Splits a file into Star Battle puzzles: blocks separated by blank lines, and within a block a new
 * puzzle wherever the N rows announced by a header `N K` end (so puzzles written back to back also
 * split). A block whose header does not read stays whole, for the parser to report.
 */
export function splitStarBattleText(text: string): StarBattleText[] {
  const out: StarBattleText[] = [];
  for (const block of splitTextBlocks(text)) {
    let at = 0;
    while (at < block.lines.length) {
      const m = /^\s*(\d+)\s+\d+\s*$/.exec(block.lines[at]!);
      const n = m === null ? Number.POSITIVE_INFINITY : Number(m[1]);
      const end = Math.min(block.lines.length, at + 1 + n);
      // Rows that are not all there, or a next line that is not a header: the rest is this puzzle.
      const next = block.lines[end];
      const stop =
        end < block.lines.length && next !== undefined && /^\s*\d+\s+\d+\s*$/.test(next)
          ? end
          : block.lines.length;
      out.push({ line: block.firstLine + at, text: block.lines.slice(at, stop).join('\n') });
      at = stop;
    }
  }
  return out;
}
