// Handles are interned per index: a 9×9 batch builds 20,000 models of 81 variables each, and handing
// out the same frozen object for index i costs an array read instead of an allocation.
const interned: IntVar[] = [];

/**
 * A handle to a model variable: what `Model.intVar` returns and what the model's builder methods
 * take. A handle is not a number, so a constant cannot stand for a variable: `m.lessThan(x, 5)`
 * means `x < 5`, never "x is less than variable #5".
 *
 * Constraint data (`ConstraintSpec`) stores plain variable indices; `index` is that index. Handles
 * are interned and immutable: `IntVar.of(i) === IntVar.of(i)`, and they cost nothing per model.
 */
export class IntVar {
  /** The variable's index in `Model.variables`. */
  readonly index: number;

  private constructor(index: number) {
    this.index = index;
    Object.freeze(this);
  }

  /** The handle of variable index `index` (a non-negative integer). */
  static of(index: number): IntVar {
    const h = interned[index];
    if (h !== undefined) return h;
    if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`not a variable index: ${index}`);
    for (let i = interned.length; i <= index; i++) interned.push(new IntVar(i));
    return interned[index]!;
  }

  /** Whether `x` is a variable handle (and not, say, a constant). */
  static is(x: unknown): x is IntVar {
    return x instanceof IntVar;
  }

  /** `IntVar(3)`: handles are meant for models, not for arithmetic. */
  toString(): string {
    return `IntVar(${this.index})`;
  }
}

/** A variable or an integer constant, where a builder accepts either (`m.lessThan(x, 5)`). */
export type IntExpr = IntVar | number;
