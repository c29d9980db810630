/** Writes a colouring one vertex per line, `vertex colour` (1-based vertices), as solvers commonly print it. */
export function formatColouring(colouring: ArrayLike<number>): string {
  const lines: string[] = [];
  for (let v = 0; v < colouring.length; v++) lines.push(`${v + 1} ${colouring[v]}`);
  return lines.join('\n');
}
