import type { ValidationContext } from '../kinds/ValidationContext.js';

/** Whether an objective is to be made as small or as large as possible. */
export type ObjectiveSense = 'minimize' | 'maximize';

/**
 * What a model optimises, as plain data: `Σ coeffs[i] · values[scope[i]]`, to be minimised or
 * maximised (see `Model.minimize`). Variables are referred to by index, like constraint data.
 */
export interface Objective {
  /** Minimise or maximise. */
  readonly sense: ObjectiveSense;
  /** The variables of the linear expression (each at most once). */
  readonly scope: readonly number[];
  /** One integer coefficient per variable of `scope`. */
  readonly coeffs: readonly number[];
}

/** The value of `objective` on a full assignment `values` (indexed like `Model.variables`). */
export function objectiveValue(objective: Objective, values: ArrayLike<number>): number {
  const { scope, coeffs } = objective;
  let sum = 0;
  for (let i = 0; i < scope.length; i++) sum += coeffs[i]! * values[scope[i]!]!;
  return sum;
}

/** Whether two objectives (or their absence) are the same data. */
export function sameObjective(a: Objective | undefined, b: Objective | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.sense !== b.sense) return false;
  const n = a.scope.length;
  if (b.scope.length !== n) return false;
  for (let i = 0; i < n; i++) if (a.scope[i] !== b.scope[i] || a.coeffs[i] !== b.coeffs[i]) return false;
  return true;
}

/** A short description for messages: `objective (minimize 3 terms)`. */
export function describeObjective(objective: Objective): string {
  const n = Array.isArray(objective.scope) ? objective.scope.length : 0;
  return `objective (${String(objective.sense)} ${n} term${n === 1 ? '' : 's'})`;
}

/**
 * What is wrong with `o` as an objective of the model behind `ctx` (a short phrase), or `null`:
 * the sense, the scope (declared variables, each once, at least one), the coefficients (one safe
 * integer per variable), and the range of the expression over the initial domains (exact integer
 * arithmetic, so within ±2^53).
 */
export function objectiveProblem(o: Objective, ctx: ValidationContext): string | null {
  if (o === null || typeof o !== 'object') return 'not an objective';
  if (o.sense !== 'minimize' && o.sense !== 'maximize') {
    return `sense must be 'minimize' or 'maximize', got ${String(o.sense)}`;
  }
  const p = ctx.scopeProblem(o.scope);
  if (p !== null) return p;
  if (!Array.isArray(o.coeffs)) return 'coefficients must be an array';
  if (o.coeffs.length !== o.scope.length) {
    return `${o.coeffs.length} coefficients for ${o.scope.length} variables`;
  }
  let reach = 0;
  for (let i = 0; i < o.coeffs.length; i++) {
    const c = o.coeffs[i];
    const q = ctx.integerProblem(c, 'coefficient');
    if (q !== null) return q;
    const d = ctx.domain(o.scope[i]!);
    reach += Math.abs(c!) * Math.max(Math.abs(d.min), Math.abs(d.max));
  }
  if (!(reach <= Number.MAX_SAFE_INTEGER)) {
    return `its value can reach ${reach}, beyond exact integer arithmetic (2^53)`;
  }
  return null;
}
