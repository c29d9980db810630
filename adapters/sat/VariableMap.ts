/**
 * How the boolean variables of an encoding map back to the model: SAT variables `1..primaryVars`
 * each stand for one (model variable, value) pair still possible after root propagation; model
 * variables fixed before encoding have no SAT variable and keep their value here. Variables above
 * `primaryVars` are auxiliary (counters, sums, table rows) and never decoded.
 */
export interface VariableMap {
  /** Number of model variables. */
  readonly variables: number;
  /** Number of SAT variables of the CNF (primary and auxiliary). */
  readonly numVars: number;
  /** SAT variables `1..primaryVars` are (variable, value) literals. */
  readonly primaryVars: number;
  /** `litVar[x - 1]`: the model variable of primary SAT variable `x`. */
  readonly litVar: Int32Array;
  /** `litValue[x - 1]`: the value primary SAT variable `x` stands for. */
  readonly litValue: Float64Array;
  /** Per model variable: its value when fixed before encoding, `NaN` when it has SAT variables. */
  readonly fixedValue: Float64Array;
}
