/** `r3c4`: the 1-based name of cell `index` (row-major) of an N×N grid. */
export function starBattleCellName(size: number, index: number): string {
  return `r${Math.floor(index / size) + 1}c${(index % size) + 1}`;
}
