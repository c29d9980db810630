import { HIDATO_HOLE, type HidatoPuzzle } from './HidatoPuzzle.js';

/**
 * Checks a filled grid (row-major, −1 for holes) against a puzzle without any solver: the same holes,
 * every given kept, the open cells numbered 1..n once each, and each k + 1 a neighbour of k (king
 * moves, or orthogonal for a numbrix). Returns one message per problem, empty when the grid solves it.
 */
export function checkHidato(p: HidatoPuzzle, grid: ArrayLike<number>): string[] {
  const { rows, cols } = p;
  if (grid.length !== rows * cols) return [`grid has ${grid.length} cells, expected ${rows * cols}`];
  const out: string[] = [];
  const name = (i: number) => `r${Math.floor(i / cols) + 1}c${(i % cols) + 1}`;
  let n = 0;
  for (let i = 0; i < grid.length; i++) {
    const hole = p.cells[i] === HIDATO_HOLE;
    if ((grid[i] === HIDATO_HOLE) !== hole)
      out.push(`${name(i)}: ${hole ? 'a hole was filled' : 'a cell was left as a hole'}`);
    if (!hole) n++;
    if (p.cells[i]! > 0 && grid[i] !== p.cells[i])
      out.push(`${name(i)} is ${grid[i]} but the puzzle gives ${p.cells[i]}`);
  }
  const where = new Int32Array(n + 1).fill(-1);
  for (let i = 0; i < grid.length; i++) {
    const v = grid[i]!;
    if (v === HIDATO_HOLE) continue;
    if (!Number.isInteger(v) || v < 1 || v > n) out.push(`${name(i)} holds ${v}, expected 1..${n}`);
    else if (where[v] !== -1) out.push(`${v} appears twice (${name(where[v]!)} and ${name(i)})`);
    else where[v] = i;
  }
  for (let k = 1; k < n; k++) {
    const a = where[k]!;
    const b = where[k + 1]!;
    if (a < 0 || b < 0) continue;
    const dr = Math.abs(Math.floor(a / cols) - Math.floor(b / cols));
    const dc = Math.abs((a % cols) - (b % cols));
    const touch = p.moves === 'orthogonal' ? dr + dc === 1 : Math.max(dr, dc) === 1;
    if (!touch) out.push(`${k} (${name(a)}) and ${k + 1} (${name(b)}) are not neighbours`);
  }
  return out;
}
