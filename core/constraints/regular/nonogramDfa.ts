import { InvalidModelError } from '../../errors/InvalidModelError.js';
import type { Dfa } from './Dfa.js';

/**
 * The automaton of a nonogram line clue: blocks of `clue[0]`, `clue[1]`, … consecutive `filled`
 * cells in that order, separated by at least one `blank` cell, with any number of blanks before,
 * between and after. `[]` (or `[0]`, the usual notation) is a line of blanks only.
 *
 * The automaton has `Σ clue + blocks + 1` states (the start, one per cell of each block, one per
 * gap between blocks, one for trailing blanks); `regular(line, nonogramDfa(clue))` is the line's
 * constraint. Throws `InvalidModelError` naming the clue when a block length is not a positive
 * integer or the two symbols are equal.
 *
 * @example
 * ```ts
 * nonogramDfa([3, 1]); // accepts 0111010 and 1110001; rejects 1101 and 1111
 * ```
 */
export function nonogramDfa(clue: readonly number[], blank = 0, filled = 1): Dfa {
  const label = `nonogram clue [${Array.isArray(clue) ? clue.join(',') : String(clue)}]`;
  if (!Array.isArray(clue)) throw new InvalidModelError(`${label}: expected an array of block lengths`);
  if (!Number.isSafeInteger(blank) || !Number.isSafeInteger(filled) || blank === filled) {
    throw new InvalidModelError(
      `${label}: blank (${blank}) and filled (${filled}) must be two different integers`,
    );
  }
  const blocks = clue.length === 1 && clue[0] === 0 ? [] : clue;
  for (const b of blocks) {
    if (!Number.isSafeInteger(b) || b < 1) {
      throw new InvalidModelError(`${label}: block lengths must be positive integers, got ${b}`);
    }
  }
  const transitions: [number, number, number][] = [];
  // State 0: before the first block, reading blanks. `at` is the state that ends the part read so far.
  let at = 0;
  let states = 1;
  transitions.push([0, blank, 0]);
  blocks.forEach((len, k) => {
    if (k > 0) {
      // A gap: at least one blank after the previous block, then any number.
      const gap = states++;
      transitions.push([at, blank, gap], [gap, blank, gap]);
      at = gap;
    }
    for (let j = 0; j < len; j++) {
      const cell = states++;
      transitions.push([at, filled, cell]);
      at = cell;
    }
  });
  if (blocks.length === 0) return { states, start: 0, accepting: [0], transitions };
  // Trailing blanks after the last block.
  const tail = states++;
  transitions.push([at, blank, tail], [tail, blank, tail]);
  return { states, start: 0, accepting: [at, tail], transitions };
}
