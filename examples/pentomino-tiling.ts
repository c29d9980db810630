// Tiling a rectangle with the twelve pentominoes, as exact cover on the dancing-links engine:
// each piece is used once and each cell is covered once (all primary items); an option is one
// placement of one piece (any rotation or reflection). Prints the count and the first tiling.
import { pathToFileURL } from 'node:url';
import { ExactCoverBuilder, ExactCoverSolver } from '../adapters/dlx/index.js';

/** The twelve pentominoes, named by their usual letters, as rows of a small picture. */
const PIECES: Record<string, string[]> = {
  F: ['.##', '##.', '.#.'],
  I: ['#####'],
  L: ['####', '#...'],
  N: ['###.', '..##'],
  P: ['###', '##.'],
  T: ['###', '.#.', '.#.'],
  U: ['#.#', '###'],
  V: ['#..', '#..', '###'],
  W: ['#..', '##.', '.##'],
  X: ['.#.', '###', '.#.'],
  Y: ['####', '.#..'],
  Z: ['##.', '.#.', '.##'],
};

type Cells = [number, number][];

/** Every distinct orientation (rotations and reflections) of a piece, each moved to (0, 0). */
function orientations(picture: string[]): Cells[] {
  const base: Cells = [];
  picture.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (row[c] === '#') base.push([r, c]);
  });
  const seen = new Map<string, Cells>();
  let cells = base;
  for (let flip = 0; flip < 2; flip++) {
    for (let turn = 0; turn < 4; turn++) {
      const minR = Math.min(...cells.map(([r]) => r));
      const minC = Math.min(...cells.map(([, c]) => c));
      const norm = cells
        .map(([r, c]) => [r - minR, c - minC] as [number, number])
        .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      seen.set(JSON.stringify(norm), norm);
      cells = cells.map(([r, c]) => [c, -r]); // a quarter turn
    }
    cells = cells.map(([r, c]) => [r, -c]); // a mirror image
  }
  return [...seen.values()];
}

/**
 * Counts the tilings of a `height` × `width` rectangle (60 cells) by the twelve pentominoes,
 * prints the count and the first tiling, and returns the printed text.
 */
export async function main(
  print: (text: string) => void = console.log,
  height = 3,
  width = 20,
): Promise<string> {
  const b = new ExactCoverBuilder();
  const names = Object.keys(PIECES);
  const pieceItems = names.map((name) => b.addPrimaryItem(name));
  const cellItems = Array.from({ length: height * width }, (_, i) => b.addPrimaryItem(`cell ${i}`));
  const placements: { piece: string; cells: number[] }[] = [];
  names.forEach((name, p) => {
    for (const shape of orientations(PIECES[name]!)) {
      for (let r0 = 0; r0 < height; r0++) {
        for (let c0 = 0; c0 < width; c0++) {
          const cells = shape.map(([r, c]) => [r + r0, c + c0] as const);
          if (cells.some(([r, c]) => r >= height || c >= width)) continue;
          const ids = cells.map(([r, c]) => r * width + c);
          b.addOption([pieceItems[p]!, ...ids.map((i) => cellItems[i]!)]);
          placements.push({ piece: name, cells: ids });
        }
      }
    }
  });
  const solver = new ExactCoverSolver(b.build());
  const { count, nodes } = solver.count();
  const lines = [
    `${height}×${width} pentomino tilings: ${count} (${count / 4} up to symmetry), ${nodes} search nodes`,
  ];
  const first = solver.first();
  if (first !== undefined) {
    const grid = new Array<string>(height * width).fill('?');
    for (const o of first) for (const cell of placements[o]!.cells) grid[cell] = placements[o]!.piece;
    for (let r = 0; r < height; r++) lines.push(grid.slice(r * width, (r + 1) * width).join(''));
  }
  const text = lines.join('\n');
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
