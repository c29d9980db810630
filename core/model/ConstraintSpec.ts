/**
 * What every constraint is: plain data tagged with the name of its kind. The data shape of each
 * kind, how it is validated, checked, propagated and encoded lives in the kind's own module
 * (see `ConstraintKind`); a model only stores the data, and backends look the kind up by `type`
 * in a `KindRegistry`.
 *
 * Variables are referred to by their index in the model (`Model.variables`); the model's builder
 * methods take `IntVar` handles so that a number cannot be passed where a variable is meant.
 */
export interface ConstraintSpec {
  /** The kind's name, as registered (`allDifferent`, `linear`, `element`, or a user kind). */
  readonly type: string;
  /** Optional label used in messages (e.g. `row 3`, `cage 4`). */
  readonly name?: string;
}

/** Any constraint a model may hold: the data of some registered kind. */
export type Constraint = ConstraintSpec;

/** A short human description of a constraint, for error messages: `allDifferent "row 1" (#3)`. */
export function describeConstraint(c: ConstraintSpec, index?: number): string {
  const label = c.name ? ` "${c.name}"` : '';
  const at = index === undefined ? '' : ` (#${index})`;
  return `${String(c.type)}${label}${at}`;
}
