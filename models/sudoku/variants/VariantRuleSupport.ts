/**
 * What a variant rule can take besides the classic N×N grid of digits 1..N with boxes or regions. A rule
 * that does not say is refused by name on any other shape, so that it never answers wrong there: most
 * rules were written for that grid (a diagonal assumes a square, a sandwich a row holding 1 and N, a sum
 * the digits 1..N).
 */
export interface VariantRuleSupport {
  /**
   * It uses only the cells it is given, with sizes counted in values (at most N cells): it holds on any
   * rows × columns grid, with extra values, and without boxes.
   */
  readonly anyGrid?: boolean;
  /**
   * Its meaning depends only on how values compare and differ (not on sums, parity or ratios), so it
   * holds on values `0..N−1` as on `1..N`.
   */
  readonly anyValues?: boolean;
  /** Its cells may be extra cells outside the grid (it needs no adjacency or grid position). */
  readonly extraCells?: boolean;
}
