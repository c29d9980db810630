/** A maximal horizontal or vertical run of white cells of a Kakuro. */
export interface KakuroRun {
  /** `across` (left to right) or `down` (top to bottom). */
  readonly direction: 'across' | 'down';
  /** Its white cells (row-major indices), in order. */
  readonly cells: readonly number[];
  /** The black cell just before it (left or above), or −1 when it starts at the grid's edge. */
  readonly head: number;
  /** The sum its head's clue asks for, or 0 when there is none. */
  readonly sum: number;
}
