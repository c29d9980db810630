/** What a cell of a Kakuro grid is. */
export const KakuroCellKind = {
  /** A white cell, to hold a digit 1..9. */
  white: 0,
  /** A black cell without clues. */
  block: 1,
  /** A black cell with a down sum, an across sum, or both. */
  clue: 2,
} as const;

/** One of the {@link KakuroCellKind} values. */
export type KakuroCellKindValue = (typeof KakuroCellKind)[keyof typeof KakuroCellKind];

/**
 * A Kakuro: a rectangle of white cells (digits 1..9) and black cells, some black cells carrying the
 * sum of the run of white cells below them (down) and to their right (across). All arrays are
 * row-major, `rows × cols` long.
 */
export interface KakuroPuzzle {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** The kind of every cell ({@link KakuroCellKind}). */
  readonly kinds: Uint8Array;
  /** Down sum of a clue cell, 0 when it has none (and for every other cell). */
  readonly down: Int32Array;
  /** Across sum of a clue cell, 0 when it has none (and for every other cell). */
  readonly across: Int32Array;
  /** A given digit of a white cell (an addition to the printed format), 0 when empty. */
  readonly givens: Int32Array;
}
