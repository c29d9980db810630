import { IntVar } from './IntVar.js';
import type { Model } from './Model.js';

/** One solution of a model: a value per variable, readable by name or as a typed array. */
export class Solution {
  /** Value of each variable, indexed like `Model.variables`. */
  readonly values: Int32Array;
  private readonly model: Model;

  /** Wraps `values` (not copied) for `model`. */
  constructor(model: Model, values: Int32Array) {
    this.model = model;
    this.values = values;
  }

  /** The value of a variable, by handle, name or index. */
  get(variable: IntVar | string | number): number {
    const i =
      variable instanceof IntVar
        ? variable.index
        : typeof variable === 'number'
          ? variable
          : this.model.indexOf(variable);
    const v = this.values[i];
    if (v === undefined) throw new RangeError(`no variable ${variable}`);
    return v;
  }

  /** The solution as a plain `{ name: value }` record. */
  toRecord(): Record<string, number> {
    const out: Record<string, number> = {};
    this.model.variables.forEach((spec, i) => {
      out[spec.name] = this.values[i]!;
    });
    return out;
  }
}
