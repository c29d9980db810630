/**
 * A filled picture as text: `height` lines of `width` characters, `#` for a filled cell and `.` for a
 * blank one. `cells` is row-major, non-zero = filled.
 */
export function formatNonogramGrid(width: number, height: number, cells: ArrayLike<number>): string {
  const lines: string[] = [];
  for (let r = 0; r < height; r++) {
    let s = '';
    for (let c = 0; c < width; c++) s += cells[r * width + c] ? '#' : '.';
    lines.push(s);
  }
  return lines.join('\n');
}
