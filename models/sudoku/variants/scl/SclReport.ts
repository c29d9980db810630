/**
 * What reading an SCL puzzle did with its elements: SCL drawings carry no rules, so the user is told
 * which elements became constraints and which were left out, and why.
 */
export interface SclReport {
  /** The elements found, by kind: `81 cells (23 givens)`, `9 regions`, `4 lines`. */
  readonly read: readonly string[];
  /** The elements that became constraints: `line #1 (#c060f0) = thermometer r1c1 r1c2 r1c3`. */
  readonly mapped: readonly string[];
  /** The elements that carry no rule cspkit was told of: `line #2 (#ff0000): no --rule for line #ff0000`. */
  readonly ignored: readonly string[];
}
