/**
 * The four orthogonal neighbours of cell `i` of an `n`×`n` grid (row-major): up, down, left,
 * right, each `-1` where it would leave the grid. The order is fixed, so seeded draws over the
 * neighbours stay reproducible.
 */
export function orthogonalNeighbours(n: number, i: number): [number, number, number, number] {
  const row = Math.floor(i / n);
  const col = i % n;
  return [row > 0 ? i - n : -1, row < n - 1 ? i + n : -1, col > 0 ? i - 1 : -1, col < n - 1 ? i + 1 : -1];
}
