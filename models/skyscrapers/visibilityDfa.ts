import type { Dfa } from '../../core/index.js';

/**
 * The automaton of a skyscrapers clue: a line of heights 1..`size` in which exactly `clue` buildings
 * are seen from the first cell, the tallest (`size`) among them. A state is (tallest so far, seen so far);
 * a height above the tallest is seen and becomes the tallest, a lower one is hidden. Only the states
 * reachable from (0, 0) with at most `clue` seen are built, at most (size + 1) × (clue + 1).
 *
 * With `regular` over the line it propagates what the clue says about every cell (a clue 1 puts `size`
 * first, a clue `size` forces 1..size in order, a high clue keeps tall buildings late).
 */
export function visibilityDfa(size: number, clue: number): Dfa {
  const id = new Map<number, number>();
  const queue: [number, number][] = [];
  const stateOf = (max: number, seen: number): number => {
    const key = max * (clue + 1) + seen;
    let q = id.get(key);
    if (q === undefined) {
      q = id.size;
      id.set(key, q);
      queue.push([max, seen]);
    }
    return q;
  };
  const transitions: [number, number, number][] = [];
  stateOf(0, 0);
  for (let k = 0; k < queue.length; k++) {
    const [max, seen] = queue[k]!;
    const from = id.get(max * (clue + 1) + seen)!;
    for (let h = 1; h <= size; h++) {
      if (h < max) transitions.push([from, h, from]);
      else if (h > max && seen < clue) transitions.push([from, h, stateOf(h, seen + 1)]);
    }
  }
  const accepting = id.get(size * (clue + 1) + clue);
  // A clue above the side cannot be met: an automaton accepting nothing would be refused, so the
  // caller rejects such clues before (the reader does); this keeps the function total.
  return { states: id.size, start: 0, accepting: accepting === undefined ? [] : [accepting], transitions };
}
