import type { Dfa } from '../../../../core/index.js';

/** Whether `dfa` accepts some sequence of exactly `length` digits (forward reachability, layer by layer). */
export function acceptsLength(dfa: Dfa, length: number): boolean {
  let layer = new Set([dfa.start]);
  for (let i = 0; i < length && layer.size > 0; i++) {
    const next = new Set<number>();
    for (const [from, , to] of dfa.transitions) if (layer.has(from)) next.add(to);
    layer = next;
  }
  return dfa.accepting.some((q) => layer.has(q));
}
