import type { KenKenPuzzle } from './KenKenPuzzle.js';

const CHAR_LABELS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CLUES_PER_LINE = 10;

/**
 * Writes a KenKen puzzle in the cage-map format `parseKenKen` reads, with fresh labels (`a`, `b`, …; or
 * space-separated `c1`, `c2`, … when there are more than 62 cages) and one `label=target op` clue per cage.
 */
export function formatKenKen(puzzle: KenKenPuzzle): string {
  const n = puzzle.size;
  const compact = puzzle.cages.length <= CHAR_LABELS.length;
  const labels = puzzle.cages.map((_, i) => (compact ? CHAR_LABELS[i]! : `c${i + 1}`));
  const width = Math.max(1, ...labels.map((l) => l.length));
  const cellLabel = new Array<string>(n * n).fill('.');
  puzzle.cages.forEach((cage, i) => {
    for (const c of cage.cells) cellLabel[c] = labels[i]!;
  });
  const lines: string[] = [];
  for (let r = 0; r < n; r++) {
    const row = cellLabel.slice(r * n, r * n + n);
    lines.push(
      compact
        ? row.join('')
        : row
            .map((l) => l.padEnd(width))
            .join(' ')
            .trimEnd(),
    );
  }
  const clues = puzzle.cages.map((c, i) => `${labels[i]}=${c.target}${c.op === '=' ? '' : c.op}`);
  for (let i = 0; i < clues.length; i += CLUES_PER_LINE)
    lines.push(clues.slice(i, i + CLUES_PER_LINE).join(' '));
  return lines.join('\n');
}
