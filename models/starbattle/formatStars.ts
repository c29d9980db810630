/** Draws a placement of stars (one 0/1 per cell, row-major, N×N): N lines of `*` (star) and `.`. */
export function formatStars(size: number, stars: ArrayLike<number>): string {
  const out: string[] = [];
  for (let r = 0; r < size; r++) {
    let row = '';
    for (let c = 0; c < size; c++) row += stars[r * size + c] === 1 ? '*' : '.';
    out.push(row);
  }
  return out.join('\n');
}
