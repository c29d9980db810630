/** One cell filled by the semi-automatic mode. */
export interface FilledCell {
  /** Cell index (row-major, 0-based). */
  readonly cell: number;
  /** Cell name, `r4c7`. */
  readonly name: string;
  /** The value it received, its only candidate at that moment. */
  readonly value: number;
}
