/** `r3c4`: the 1-based name of cell `index` (row-major) of a grid `cols` wide. */
export function kakuroCellName(cols: number, index: number): string {
  return `r${Math.floor(index / cols) + 1}c${(index % cols) + 1}`;
}
