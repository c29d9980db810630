import type { AllDifferentConstraint } from '../constraints/allDifferent/AllDifferentConstraint.js';
import type { LinearConstraint, LinearOp } from '../constraints/linear/LinearConstraint.js';
import type { RelationConstraint, RelationOp } from '../constraints/relation/RelationConstraint.js';
import { relationHolds } from '../constraints/relation/relationHolds.js';
import type { TableConstraint } from '../constraints/table/TableConstraint.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import { UnknownKindError } from '../errors/UnknownKindError.js';
import { BUILTIN_KINDS } from '../kinds/BUILTIN_KINDS.js';
import type { KindRegistry } from '../kinds/KindRegistry.js';
import type { ScopeRules, ValidationContext } from '../kinds/ValidationContext.js';
import type { ConstraintSpec } from './ConstraintSpec.js';
import { describeConstraint } from './ConstraintSpec.js';
import type { Domain } from './Domain.js';
import { domainValues, valuesOf } from './Domain.js';
import { type IntExpr, IntVar } from './IntVar.js';
import { MAX_SEARCH_PRIORITY } from './MAX_SEARCH_PRIORITY.js';
import { describeObjective, type Objective, type ObjectiveSense, objectiveProblem } from './Objective.js';
import type { VariableSpec } from './VariableSpec.js';

/**
 * What `Model.intVar` accepts as a domain: an interval `{ min, max }` (both inclusive; a `Domain`
 * may also list its `values`), or an array, which is always a list of values: `[1, 3]` is the
 * set {1, 3}, and `{ min: 1, max: 3 }` the interval 1..3.
 */
export type DomainInput = Domain | readonly number[];

/** Options of the {@link Model} constructor. */
export interface ModelOptions {
  /**
   * The constraint kinds this model may hold (default `BUILTIN_KINDS`). Pass a registry extended
   * with your own kinds (`BUILTIN_KINDS.extend().register(myKind)`) to use them.
   */
  readonly kinds?: KindRegistry;
}

/** The search priorities of a model that set none (shared, never written). */
const NO_PRIORITIES: ReadonlyMap<number, number> = new Map();

/** The domain of every `boolVar` (shared: domains are immutable). */
const BOOL_DOMAIN: Domain = Object.freeze({ min: 0, max: 1 });

/**
 * Frozen scopes already found valid, with one more than their largest variable index. A frozen
 * array cannot change, so it is valid in any model with at least that many variables: batch
 * work builds thousands of models over the same frozen scopes (sudoku houses), and checking
 * them again cost a tenth of an easy solve.
 */
const validFrozenScopes = new WeakMap<readonly number[], number>();

/**
 * Deeply frozen constraint lists (see `Model.addAll`) already found valid, per registry, with one
 * more than the largest variable index they use: a sudoku batch adds the same 27 houses to every
 * model.
 */
const validFrozenLists = new WeakMap<readonly ConstraintSpec[], { kinds: KindRegistry; needs: number }>();

// Scope validation marks each variable with a stamp instead of building a set. One scratch array
// for every model (validation is synchronous and never re-entered), so a model costs no allocation.
let seenScratch = new Int32Array(64);
let seenStamp = 0;

/**
 * A constraint model: integer variables with finite domains and constraints as plain data.
 *
 * A model never solves itself; hand it to a backend. Every constraint is validated when
 * added (by its kind, looked up in the model's `KindRegistry`), so a malformed model fails at
 * the line that built it, naming the constraint.
 *
 * @example
 * ```ts
 * const m = new Model();
 * const x = m.intVar('x', { min: 1, max: 3 });
 * const y = m.intVar('y', { min: 1, max: 3 });   // the set {1, 3}
 * m.lessThan(x, y);
 * m.notEqual(x, 2);                  // a constant: x ≠ 2
 * m.maximize([x, y], [2, 1]);        // optional: an objective
 * ```
 */
export class Model {
  /** Declared variables, indexed by variable id. */
  readonly variables: VariableSpec[] = [];
  /** Constraints in the order they were added. */
  readonly constraints: ConstraintSpec[] = [];
  /** The constraint kinds this model may hold. */
  readonly kinds: KindRegistry;
  // Built on first lookup: a batch of 20,000 sudokus never looks a name up, and 81 Map
  // insertions per model cost more than solving it.
  private byName: Map<string, number> | null = null;
  private vctx: ValidationContext | null = null;
  private goal: Objective | undefined = undefined;
  private priorities: Map<number, number> | null = null;

  /** An empty model; see {@link ModelOptions}. */
  constructor(options: ModelOptions = {}) {
    this.kinds = options.kinds ?? BUILTIN_KINDS;
  }

  /** Number of variables. */
  get size(): number {
    return this.variables.length;
  }

  /** Declares a variable and returns its handle. Names must be unique. */
  intVar(name: string, domain: DomainInput): IntVar {
    const d = toDomain(domain, name);
    const id = this.variables.length;
    this.variables.push({ name, domain: d });
    if (this.byName) this.addName(name, id);
    return IntVar.of(id);
  }

  /** Declares a 0/1 variable (1 is true), as clauses and reified constraints take: `intVar(name, { min: 0, max: 1 })`. */
  boolVar(name: string): IntVar {
    return this.intVar(name, BOOL_DOMAIN);
  }

  /** Declares `count` variables named by `name(i)` over one shared domain. */
  intVars(count: number, name: (i: number) => string, domain: DomainInput): IntVar[] {
    const d = toDomain(domain, name(0));
    const out: IntVar[] = new Array(count);
    for (let i = 0; i < count; i++) out[i] = this.intVar(name(i), d);
    return out;
  }

  /**
   * Replaces the domain of variable `x` (its name stays). Batch work that re-solves one model
   * with other domains (a generator trying givens) keeps the constraints, so backends that
   * cache compiled structure reuse it.
   */
  setDomain(x: IntVar | number, domain: DomainInput): void {
    const id = typeof x === 'number' ? x : x.index;
    const spec = this.variables[id];
    if (spec === undefined) throw new InvalidModelError(`no variable with index ${id}`);
    this.variables[id] = { name: spec.name, domain: toDomain(domain, spec.name) };
  }

  /** Search priority level by variable index, for the variables given one (see {@link Model.searchPriority}). */
  get searchPriorities(): ReadonlyMap<number, number> {
    return this.priorities ?? NO_PRIORITIES;
  }

  /**
   * A search hint, not a constraint: among the variables the native search's default order (`mrv`)
   * finds tied on domain size, those with a higher `level` are branched on first, before degree breaks
   * the tie (level 0 is the default; negative levels come last). Solutions and counts never change;
   * only the order the search explores them in, and so its speed. Backends without that order
   * (`sat`, `dlx`) ignore it. `level` is an integer in ±`MAX_SEARCH_PRIORITY`; a later call for the
   * same variable replaces its level. Throws `InvalidModelError` for another level or a foreign variable.
   */
  searchPriority(vars: readonly IntVar[], level: number): void {
    if (!Number.isInteger(level) || Math.abs(level) > MAX_SEARCH_PRIORITY) {
      throw new InvalidModelError(
        `search priority: level must be an integer -${MAX_SEARCH_PRIORITY}..${MAX_SEARCH_PRIORITY}; got ${String(level)}`,
      );
    }
    const scope = indicesOf(vars, 'search priority');
    for (const v of scope) {
      if (v >= this.variables.length)
        throw new InvalidModelError(`search priority: no variable with index ${v}`);
    }
    const map = (this.priorities ??= new Map());
    for (const v of scope) map.set(v, level);
  }

  /** The handle of the variable with index `index`; throws when there is none. */
  varAt(index: number): IntVar {
    if (!Number.isInteger(index) || index < 0 || index >= this.variables.length) {
      throw new InvalidModelError(`no variable with index ${index}`);
    }
    return IntVar.of(index);
  }

  /** The handles of the variables with the given indices; throws naming the first unknown one. */
  varsAt(indices: readonly number[]): IntVar[] {
    const out = new Array<IntVar>(indices.length);
    for (let i = 0; i < indices.length; i++) out[i] = this.varAt(indices[i]!);
    return out;
  }

  /** The handle of the variable called `name`; throws when there is none. */
  varNamed(name: string): IntVar {
    return IntVar.of(this.indexOf(name));
  }

  /** The index of the variable called `name`; throws when there is none. */
  indexOf(name: string): number {
    const id = this.names().get(name);
    if (id === undefined) throw new InvalidModelError(`no variable named '${name}'`);
    return id;
  }

  /**
   * Throws when two variables share a name. Names are indexed lazily (see `indexOf`), so
   * call this to check a model built from untrusted input.
   */
  checkNames(): void {
    this.names();
  }

  private names(): Map<string, number> {
    if (!this.byName) {
      this.byName = new Map();
      this.variables.forEach((v, i) => {
        this.addName(v.name, i);
      });
    }
    return this.byName;
  }

  private addName(name: string, id: number): void {
    const map = this.byName!;
    if (map.has(name)) {
      this.byName = null;
      throw new InvalidModelError(`duplicate variable name '${name}'`);
    }
    map.set(name, id);
  }

  /**
   * Adds a constraint of any registered kind (plain data: variables by index) after its kind has
   * validated it; returns its index. Throws `UnknownKindError` for a kind the model's registry does
   * not know, and `InvalidModelError` naming the constraint for bad data.
   */
  add<C extends ConstraintSpec>(c: C): number {
    const index = this.constraints.length;
    this.validate(c, index);
    this.constraints.push(c);
    return index;
  }

  /**
   * Adds `constraints` in order, each validated as by `add`. A list that is deeply frozen (the
   * array, each constraint, and every array inside it) cannot change, so once valid it is not
   * checked again in any model with enough variables and the same kinds: batch builders hand one
   * frozen list to thousands of models. Throws on the first invalid constraint; the ones before
   * it stay added.
   */
  addAll(constraints: readonly ConstraintSpec[]): void {
    const known = validFrozenLists.get(constraints);
    if (known !== undefined && known.kinds === this.kinds && known.needs <= this.variables.length) {
      for (let i = 0; i < constraints.length; i++) this.constraints.push(constraints[i]!);
      return;
    }
    for (let i = 0; i < constraints.length; i++) this.add(constraints[i]!);
    if (deeplyFrozen(constraints)) {
      validFrozenLists.set(constraints, { kinds: this.kinds, needs: this.variablesUsed(constraints) });
    }
  }

  /** What the model optimises, if anything (see {@link Model.minimize}); plain data. */
  get objective(): Objective | undefined {
    return this.goal;
  }

  /**
   * Asks for a solution with the smallest value of `x`, or of `Σ coeffs[i]·xs[i]` (coefficients
   * default to 1). Replaces any objective. Backends that optimise (native, sat) then report each
   * improving solution with its value and end with status `optimal` once it is proved.
   */
  minimize(expr: IntVar | readonly IntVar[], coeffs?: readonly number[]): void {
    this.setObjectiveOf('minimize', expr, coeffs);
  }

  /** Like {@link Model.minimize}, for the largest value. */
  maximize(expr: IntVar | readonly IntVar[], coeffs?: readonly number[]): void {
    this.setObjectiveOf('maximize', expr, coeffs);
  }

  /**
   * Sets the objective from plain data (variables by index), validated like a constraint, or
   * clears it with `undefined`. Throws `InvalidModelError` naming the objective when it is malformed.
   */
  setObjective(objective: Objective | undefined): void {
    if (objective !== undefined) {
      const problem = objectiveProblem(objective, this.validationContext());
      if (problem !== null) {
        const what =
          objective !== null && typeof objective === 'object' ? describeObjective(objective) : 'objective';
        throw new InvalidModelError(`${what}: ${problem}`);
      }
    }
    // A frozen copy: the caller's arrays may change, and backends cache what they compiled for it.
    this.goal =
      objective === undefined
        ? undefined
        : Object.freeze({
            sense: objective.sense,
            scope: Object.freeze(objective.scope.slice()),
            coeffs: Object.freeze(objective.coeffs.slice()),
          });
  }

  private setObjectiveOf(
    sense: ObjectiveSense,
    expr: IntVar | readonly IntVar[],
    coeffs: readonly number[] | undefined,
  ): void {
    const scope = expr instanceof IntVar ? [expr.index] : indicesOf(expr, `objective (${sense})`);
    this.setObjective({ sense, scope, coeffs: coeffs ?? scope.map(() => 1) });
  }

  /** All variables in `vars` take different values. */
  allDifferent(vars: readonly IntVar[], name?: string): number {
    const scope = indicesOf(vars, 'allDifferent');
    const c: AllDifferentConstraint =
      name === undefined ? { type: 'allDifferent', scope } : { type: 'allDifferent', scope, name };
    return this.add(c);
  }

  /**
   * `x op y + k` (ordering ops) or `|x − y| op k` (`absDiff*` ops). `y` may be a constant: then the
   * constraint is on `x` alone (`x op y + k`, or `|x − y| op k`).
   */
  relation(op: RelationOp, x: IntVar, y: IntExpr, k = 0, name?: string): number {
    const xi = indexOf(x, 'relation');
    if (typeof y === 'number') return this.unary(op, xi, y, k, name);
    const c: RelationConstraint = { type: 'relation', op, x: xi, y: indexOf(y, 'relation'), k };
    return this.add(name === undefined ? c : { ...c, name });
  }

  /** `x = y + k`. */
  equal(x: IntVar, y: IntExpr, k = 0): number {
    return this.relation('eq', x, y, k);
  }

  /** `x ≠ y + k`. */
  notEqual(x: IntVar, y: IntExpr, k = 0): number {
    return this.relation('ne', x, y, k);
  }

  /** `x < y + k`. */
  lessThan(x: IntVar, y: IntExpr, k = 0): number {
    return this.relation('lt', x, y, k);
  }

  /** `x ≤ y + k`. */
  lessEqual(x: IntVar, y: IntExpr, k = 0): number {
    return this.relation('le', x, y, k);
  }

  /** `x > y + k`. */
  greaterThan(x: IntVar, y: IntExpr, k = 0): number {
    return this.relation('gt', x, y, k);
  }

  /** `x ≥ y + k`. */
  greaterEqual(x: IntVar, y: IntExpr, k = 0): number {
    return this.relation('ge', x, y, k);
  }

  /** `|x − y| = k`. */
  absDifference(x: IntVar, y: IntExpr, k: number): number {
    return this.relation('absDiffEq', x, y, k);
  }

  /** `Σ coeffs[i]·vars[i] op rhs`. */
  linear(
    vars: readonly IntVar[],
    coeffs: readonly number[],
    op: LinearOp,
    rhs: number,
    name?: string,
  ): number {
    const c: LinearConstraint = { type: 'linear', scope: indicesOf(vars, 'linear'), coeffs, op, rhs };
    return this.add(name === undefined ? c : { ...c, name });
  }

  /** `Σ vars[i] op rhs` (all coefficients 1). */
  sum(vars: readonly IntVar[], op: LinearOp, rhs: number, name?: string): number {
    return this.linear(
      vars,
      vars.map(() => 1),
      op,
      rhs,
      name,
    );
  }

  /** The variables of `vars` must form one of the allowed `tuples`. */
  table(vars: readonly IntVar[], tuples: readonly (readonly number[])[], name?: string): number {
    const c: TableConstraint = { type: 'table', scope: indicesOf(vars, 'table'), tuples };
    return this.add(name === undefined ? c : { ...c, name });
  }

  // A relation with a constant right-hand side, on `x` alone: a one-variable linear constraint for
  // the ordering operators, the allowed values of x for the `absDiff*` ones.
  private unary(op: RelationOp, x: number, y: number, k: number, name: string | undefined): number {
    if (!Number.isSafeInteger(y) || !Number.isSafeInteger(k)) {
      throw new InvalidModelError(`relation '${op}': constant must be an integer, got ${y} and ${k}`);
    }
    const label = name ?? `${this.variables[x]?.name ?? `#${x}`} ${op} ${y}${k === 0 ? '' : ` + ${k}`}`;
    const c = y + k;
    const lin = (o: LinearOp, rhs: number): number =>
      this.add({ type: 'linear', scope: [x], coeffs: [1], op: o, rhs, name: label } as LinearConstraint);
    switch (op) {
      case 'eq':
        return lin('=', c);
      case 'ne':
        return lin('!=', c);
      case 'lt':
        return lin('<=', c - 1);
      case 'le':
        return lin('<=', c);
      case 'gt':
        return lin('>=', c + 1);
      case 'ge':
        return lin('>=', c);
      default: {
        const spec = this.variables[x];
        if (spec === undefined) throw new InvalidModelError(`relation '${op}': unknown variable index ${x}`);
        const allowed = domainValues(spec.domain)
          .filter((v) => relationHolds(op, v, y, k))
          .map((v) => [v]);
        return this.add({ type: 'table', scope: [x], tuples: allowed, name: label } as TableConstraint);
      }
    }
  }

  private validate(c: ConstraintSpec, index: number): void {
    if (c === null || typeof c !== 'object' || typeof c.type !== 'string') {
      throw new InvalidModelError(`constraint #${index}: not a constraint (no 'type')`);
    }
    const kind = this.kinds.find(c.type);
    if (kind === undefined) throw new UnknownKindError(c.type, this.kinds.types(), `constraint #${index}`);
    // Returns a message instead of throwing from helpers, and builds no string on the happy
    // path: models are built per puzzle in batches.
    const problem = kind.validate(c, this.validationContext());
    if (problem !== null) throw new InvalidModelError(`${describeConstraint(c, index)}: ${problem}`);
  }

  /** The context kinds validate against (see `ValidationContext`). */
  validationContext(): ValidationContext {
    if (this.vctx === null) {
      const vars = this.variables;
      this.vctx = {
        get variableCount(): number {
          return vars.length;
        },
        variableName: (v) => vars[v]!.name,
        domain: (v) => vars[v]!.domain,
        variableProblem: (v) => this.varProblem(v),
        scopeProblem: (scope, rules) => this.scopeProblem(scope, rules),
        integerProblem: (x, what) =>
          Number.isSafeInteger(x) ? null : `${what} must be an integer, got ${String(x)}`,
      };
    }
    return this.vctx;
  }

  private varProblem(v: unknown): string | null {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= this.variables.length) {
      return `unknown variable index ${String(v)}`;
    }
    return null;
  }

  private scopeProblem(scope: unknown, rules: ScopeRules = {}): string | null {
    if (!Array.isArray(scope)) return 'scope must be an array of variable indices';
    if (scope.length === 0) return rules.allowEmpty ? null : 'empty scope';
    const frozen = !rules.allowRepeats && Object.isFrozen(scope);
    if (frozen) {
      const needs = validFrozenScopes.get(scope);
      if (needs !== undefined && needs <= this.variables.length) return null;
    }
    // A stamp per variable instead of a Set: validation runs for every constraint of every model.
    if (seenScratch.length < this.variables.length) seenScratch = new Int32Array(this.variables.length * 2);
    if (seenStamp === 0x7fffffff) {
      seenScratch.fill(0);
      seenStamp = 0;
    }
    const seen = seenScratch;
    const stamp = ++seenStamp;
    let top = 0;
    for (let i = 0; i < scope.length; i++) {
      const v = scope[i] as number;
      const p = this.varProblem(v);
      if (p !== null) return p;
      if (!rules.allowRepeats) {
        if (seen[v] === stamp) return `variable '${this.variables[v]!.name}' appears twice in the scope`;
        seen[v] = stamp;
      }
      if (v >= top) top = v + 1;
    }
    if (frozen) validFrozenScopes.set(scope, top);
    return null;
  }

  /** One more than the largest variable index the (valid) constraints use. */
  private variablesUsed(constraints: readonly ConstraintSpec[]): number {
    let top = 0;
    for (const c of constraints) {
      for (const v of this.kinds.get(c.type).variables(c)) if (v >= top) top = v + 1;
    }
    return top;
  }
}

function indexOf(x: IntVar, what: string): number {
  if (!(x instanceof IntVar)) {
    throw new InvalidModelError(`${what}: expected a variable handle (from intVar), got ${String(x)}`);
  }
  return x.index;
}

function indicesOf(vars: readonly IntVar[], what: string): number[] {
  if (!Array.isArray(vars)) throw new InvalidModelError(`${what}: expected an array of variables`);
  const out = new Array<number>(vars.length);
  for (let i = 0; i < vars.length; i++) out[i] = indexOf(vars[i]!, what);
  return out;
}

function toDomain(input: DomainInput, name: string): Domain {
  try {
    if (Array.isArray(input)) return valuesOf(input as readonly number[]);
    const d = input as Domain;
    if (d === null || typeof d !== 'object') throw new RangeError(`bad domain ${String(d)}`);
    if (d.values) return valuesOf(d.values);
    if (!Number.isSafeInteger(d.min) || !Number.isSafeInteger(d.max) || d.min > d.max) {
      throw new RangeError(`bad domain ${d.min}..${d.max}`);
    }
    return d; // shared as is: many variables may hold one domain object
  } catch (e) {
    throw new InvalidModelError(`variable '${name}': ${(e as Error).message}`);
  }
}

/** Whether a value, and every array and object inside it, is frozen (plain constraint data). */
function deeplyFrozen(x: unknown, depth = 0): boolean {
  if (x === null || typeof x !== 'object') return true;
  if (!Object.isFrozen(x)) return false;
  if (depth > 4) return false;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const e = x[i];
      if (e !== null && typeof e === 'object' && !deeplyFrozen(e, depth + 1)) return false;
    }
    return true;
  }
  for (const k in x) {
    const e = (x as Record<string, unknown>)[k];
    if (e !== null && typeof e === 'object' && !deeplyFrozen(e, depth + 1)) return false;
  }
  return true;
}
