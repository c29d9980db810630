import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { kindOf } from '../kinds/kindOf.js';
import { domainValues } from '../model/Domain.js';
import type { Model } from '../model/Model.js';
import type { Explainer } from './Explainer.js';
import { ExplanationError } from './ExplanationError.js';

/** Most search nodes the brute-force enumeration of a debug-mode model may take. */
const MAX_NODES = 200_000;

/**
 * The debug mode of a learning search: every solution of a small model, found by brute force with
 * the kinds' own `check`, against which each explanation and learnt nogood is checked. A nogood
 * (a set of literals that must not hold together) is sound when no solution satisfies all of its
 * literals, apart from solutions the search already found (their blocking clauses exclude them
 * on purpose). A bad one throws an {@link ExplanationError} naming its source.
 */
export class NogoodChecker {
  /** Every solution of the model. */
  readonly solutions: Int32Array[];
  /** Nogoods checked so far. */
  checked = 0;
  private readonly foundKeys = new Set<string>();
  private readonly ex: Explainer;
  private readonly model: Model;

  /** Enumerates `model`'s solutions; throws `InvalidOptionError` when the model is too large for that. */
  constructor(model: Model, ex: Explainer) {
    if (model.objective !== undefined) {
      // Branch and bound prunes by the best objective so far: not implied by the model alone.
      throw new InvalidOptionError('native', ['learning.debug does not take a model with an objective']);
    }
    this.model = model;
    this.ex = ex;
    this.solutions = enumerate(model);
  }

  /** The search found `values` (its blocking clause may exclude it from now on). */
  found(values: Int32Array): void {
    this.foundKeys.add(values.join(','));
  }

  /**
   * Throws when a solution satisfies every literal of `nogood`. With `exempt`, solutions the search
   * found already do not count (a learnt nogood may rest on the clauses that block them); a
   * propagator's explanation must hold for every solution.
   */
  checkNogood(nogood: readonly number[], source: string, what: string, exempt: boolean): void {
    this.checked++;
    const ex = this.ex;
    const store = ex.store;
    for (const sol of this.solutions) {
      let all = true;
      for (const lit of nogood) {
        const atom = lit >> 1;
        const x = ex.atomVar[atom]!;
        // The constant atom: true in every solution (the root propagation keeps them all).
        const eq = x < 0 || sol[x] === store.offset[x]! + ex.atomBit[atom]!;
        if (eq === ((lit & 1) === 1)) {
          all = false;
          break;
        }
      }
      if (all && !(exempt && this.foundKeys.has(sol.join(',')))) {
        throw new ExplanationError(
          source,
          `learning debug: ${what} from ${source} is not implied by the model: {${nogood
            .map((l) => this.describe(l))
            .join(', ')}} all hold in the solution [${sol.join(', ')}]`,
        );
      }
    }
  }

  /** `name = v` or `name ≠ v` for a literal. */
  describe(lit: number): string {
    const ex = this.ex;
    const atom = lit >> 1;
    const x = ex.atomVar[atom]!;
    if (x < 0) return lit & 1 ? 'false' : 'true';
    const value = ex.store.offset[x]! + ex.atomBit[atom]!;
    return `${this.model.variables[x]!.name} ${lit & 1 ? '≠' : '='} ${value}`;
  }
}

/** Every solution of `model`, depth first; each constraint is checked once its last variable is set. */
function enumerate(model: Model): Int32Array[] {
  const n = model.variables.length;
  const doms = model.variables.map((v) => domainValues(v.domain));
  // Constraints to check when variable v (their highest-index variable) gets its value.
  const at: { check: (values: Int32Array) => boolean }[][] = Array.from({ length: n }, () => []);
  for (const c of model.constraints) {
    const kind = kindOf(model, c);
    const vars = kind.variables(c);
    const last = vars.length === 0 ? 0 : Math.max(...vars);
    at[last]!.push({ check: (values) => kind.check(c, values) });
  }
  const out: Int32Array[] = [];
  const values = new Int32Array(n);
  const choice = new Int32Array(n).fill(-1);
  let nodes = 0;
  let d = 0;
  if (n === 0) return [values.slice()];
  while (d >= 0) {
    const k = ++choice[d]!;
    if (k >= doms[d]!.length) {
      choice[d] = -1;
      d--;
      continue;
    }
    if (++nodes > MAX_NODES) {
      throw new InvalidOptionError('native', [
        `learning.debug enumerates every solution by brute force; this model needs more than ${MAX_NODES} steps`,
      ]);
    }
    values[d] = doms[d]![k]!;
    let ok = true;
    for (const c of at[d]!) {
      if (!c.check(values)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (d === n - 1) out.push(values.slice());
    else d++;
  }
  return out;
}
