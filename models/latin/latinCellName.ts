/**
 * The 1-based name of cell `cell` (row-major, 0-based) of an N×N square, like `r2c3`: the name Latin
 * squares, Futoshiki and KenKen give their variables and use in messages.
 */
export function latinCellName(size: number, cell: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}
