// N-queens as an exact-cover problem, straight on the dancing-links engine (no Model):
// a queen per row and per column (primary items: exactly once), at most one per diagonal
// (secondary items: at most once). Prints the count and the first board.
import { pathToFileURL } from 'node:url';
import { ExactCoverBuilder, ExactCoverSolver } from '../adapters/dlx/index.js';

/** Counts the n-queens solutions with dancing links, prints the first board, returns the printed text. */
export async function main(print: (text: string) => void = console.log, n = 8): Promise<string> {
  const b = new ExactCoverBuilder();
  const rows = Array.from({ length: n }, (_, r) => b.addPrimaryItem(`row ${r + 1}`));
  const cols = Array.from({ length: n }, (_, c) => b.addPrimaryItem(`column ${c + 1}`));
  const diag = Array.from({ length: 2 * n - 1 }, (_, d) => b.addSecondaryItem(`diagonal ${d}`));
  const anti = Array.from({ length: 2 * n - 1 }, (_, d) => b.addSecondaryItem(`anti-diagonal ${d}`));
  // Option r·n + c: a queen on row r, column c.
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) b.addOption([rows[r]!, cols[c]!, diag[r + c]!, anti[r - c + n - 1]!]);
  }
  const solver = new ExactCoverSolver(b.build());
  const { count, nodes } = solver.count();
  const lines = [`${n}-queens: ${count} solution(s), ${nodes} search nodes`];
  const first = solver.first();
  if (first !== undefined) {
    const board = Array.from({ length: n }, () => new Array<string>(n).fill('.'));
    for (const o of first) board[Math.floor(o / n)]![o % n] = 'Q';
    lines.push(board.map((row) => row.join(' ')).join('\n'));
  }
  const text = lines.join('\n');
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
