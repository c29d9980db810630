/**
 * The clue of a nonogram line: the lengths of its blocks of consecutive `filled` cells, in order
 * (`[]` for a line without one). The inverse of {@link nonogramDfa}: the automaton of
 * `nonogramClue(line)` accepts `line`. Generators and checkers of line puzzles use it.
 *
 * @example
 * ```ts
 * nonogramClue([0, 1, 1, 1, 0, 1, 0]); // [3, 1]
 * ```
 */
export function nonogramClue(line: readonly number[], filled = 1): number[] {
  const out: number[] = [];
  let run = 0;
  for (const c of line) {
    if (c === filled) run++;
    else if (run > 0) {
      out.push(run);
      run = 0;
    }
  }
  if (run > 0) out.push(run);
  return out;
}
