import type { CandidateGrid } from './CandidateGrid.js';
import type { CellValue } from './Step.js';

/** `true` when some cell holding candidate bit `z` sees `a` and `b` (and `c` unless it is -1). */
export function hasTarget(grid: CandidateGrid, a: number, b: number, c: number, z: number): boolean {
  const { layout, cands } = grid;
  const { peers, peerCount } = layout;
  for (let i = 0; i < peerCount; i++) {
    const q = peers[a * peerCount + i]!;
    if ((cands[q]! & z) !== 0 && q !== b && q !== c && layout.sees(q, b) && (c < 0 || layout.sees(q, c))) {
      return true;
    }
  }
  return false;
}

/** The eliminations of {@link hasTarget}: candidate bit `z` from every cell seeing `a`, `b` (and `c`). */
export function targets(grid: CandidateGrid, a: number, b: number, c: number, z: number): CellValue[] {
  const { layout, cands } = grid;
  const { peers, peerCount } = layout;
  const value = 32 - Math.clz32(z);
  const out: CellValue[] = [];
  for (let i = 0; i < peerCount; i++) {
    const q = peers[a * peerCount + i]!;
    if ((cands[q]! & z) !== 0 && q !== b && q !== c && layout.sees(q, b) && (c < 0 || layout.sees(q, c))) {
      out.push({ cell: q, value });
    }
  }
  return out.sort((x, y) => x.cell - y.cell);
}
