/** The 1-based name of cell `cell` of an N×N grid, like `r2c3`. */
export function cellName(size: number, cell: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}
