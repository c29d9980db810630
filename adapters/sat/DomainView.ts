/** Read access to the root-propagated domains and their literals, for the constraint encoders. */
export interface DomainView {
  /** Values still possible for model variable `v`, ascending. */
  values(v: number): number[];
  /**
   * The literal of `v = value`: a SAT variable, `LIT_TRUE` when `v` is fixed to `value`, `LIT_FALSE`
   * when `value` is no longer possible.
   */
  litOf(v: number, value: number): number;
}
