/**
 * Whether every label of `labelAt` (one per position) forms one connected piece of the graph
 * `neighbours`: the meaning of `connectedLabels`, used as its checker and by the chaos solution check.
 */
export function labelsConnected(
  count: number,
  labelAt: (position: number) => number,
  neighbours: readonly (readonly number[])[],
): boolean {
  const seen = new Uint8Array(count);
  const started = new Set<number>();
  const stack: number[] = [];
  for (let start = 0; start < count; start++) {
    if (seen[start] === 1) continue;
    const label = labelAt(start);
    // A second piece of a label already met: not connected.
    if (started.has(label)) return false;
    started.add(label);
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      for (const q of neighbours[p]!) {
        if (seen[q] === 0 && labelAt(q) === label) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
  }
  return true;
}
