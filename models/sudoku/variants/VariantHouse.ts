/**
 * A named group of cells whose digits are all different. Houses (`size === N` cells) hold every digit
 * exactly once, so the human techniques (hidden singles, pointing, fish…) apply to them as to rows.
 */
export interface VariantHouse {
  /** Display name: `row 3`, `region 2`, `main diagonal`, `window 1`, `disjoint group 5`, `cage 4`. */
  readonly name: string;
  /** What made the group. */
  readonly kind: 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'window' | 'disjoint' | 'extra' | 'cage';
  /** Cells, 0-based row-major indices, in the order the puzzle gave them. */
  readonly cells: readonly number[];
}
