// Fresh one-character labels, in the order `readCageMap` accepts them; beyond 62 cages, `c1`, `c2`, … .
const CHAR_LABELS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// Clue entries per line, so large puzzles stay readable.
const CLUES_PER_LINE = 10;

/**
 * Writes the lines of a cage map that `readCageMap` reads back (shared by killer sudoku and KenKen): the
 * `size` rows of the map, then the `label=clue` entries ten to a line. Cages get fresh labels in order
 * (`a`, `b`, …; or space-separated `c1`, `c2`, … when there are more than 62 cages), so any cage list
 * round-trips whatever its own labels; cells in no cage are written `.`.
 *
 * @param size Side of the square grid.
 * @param cages The cages, with row-major 0-based cell indices.
 * @param clueOf The clue text of cage number `index` (after `=`), or `undefined` for a cage without one.
 * @returns The lines, without line breaks, for the caller to add its own (such as `givens:`).
 */
export function writeCageMap<
  C extends {
    /** Row-major, 0-based cell indices. */
    readonly cells: readonly number[];
  },
>(size: number, cages: readonly C[], clueOf: (cage: C, index: number) => string | undefined): string[] {
  const compact = cages.length <= CHAR_LABELS.length;
  const labels = cages.map((_, i) => (compact ? CHAR_LABELS[i]! : `c${i + 1}`));
  const width = Math.max(1, ...labels.map((l) => l.length));
  const cellLabel = new Array<string>(size * size).fill('.');
  cages.forEach((cage, i) => {
    for (const c of cage.cells) cellLabel[c] = labels[i]!;
  });
  const lines: string[] = [];
  for (let r = 0; r < size; r++) {
    const row = cellLabel.slice(r * size, r * size + size);
    // Padded labels keep the columns aligned when labels have different lengths.
    lines.push(
      compact
        ? row.join('')
        : row
            .map((l) => l.padEnd(width))
            .join(' ')
            .trimEnd(),
    );
  }
  const entries: string[] = [];
  cages.forEach((cage, i) => {
    const clue = clueOf(cage, i);
    if (clue !== undefined) entries.push(`${labels[i]}=${clue}`);
  });
  for (let i = 0; i < entries.length; i += CLUES_PER_LINE)
    lines.push(entries.slice(i, i + CLUES_PER_LINE).join(' '));
  return lines;
}
