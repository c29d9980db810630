/** Orthogonal neighbours of each cell of a rows × columns grid (row-major), in ascending order. */
export function gridNeighbours(rows: number, columns: number): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const list: number[] = [];
      if (r > 0) list.push((r - 1) * columns + c);
      if (c > 0) list.push(r * columns + c - 1);
      if (c + 1 < columns) list.push(r * columns + c + 1);
      if (r + 1 < rows) list.push((r + 1) * columns + c);
      out.push(list);
    }
  }
  return out;
}
