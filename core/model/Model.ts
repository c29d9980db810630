import { InvalidModelError } from '../errors/InvalidModelError.js';
import type { Constraint, LinearOp, RelationOp } from './Constraint.js';
import { describeConstraint, LINEAR_OPS, RELATION_OPS } from './Constraint.js';
import type { Domain } from './Domain.js';
import { range, valuesOf } from './Domain.js';
import type { VariableSpec } from './VariableSpec.js';

/** What `Model.intVar` accepts as a domain: a Domain, `[min, max]`, or an explicit value list. */
export type DomainInput = Domain | readonly [number, number] | readonly number[];

const RELATION_SET: ReadonlySet<string> = new Set(RELATION_OPS);
const LINEAR_SET: ReadonlySet<string> = new Set(LINEAR_OPS);
const UNKNOWN_TYPE = '\u0000unknown type';

/**
 * Frozen scopes already found valid, with one more than their largest variable index. A frozen
 * array cannot change, so it is valid in any model with at least that many variables: batch
 * work builds thousands of models over the same frozen scopes (sudoku houses), and checking
 * them again cost a tenth of an easy solve.
 */
const validFrozenScopes = new WeakMap<readonly number[], number>();

/**
 * Deeply frozen constraint lists (see `Model.addAll`) already found valid, with one more than the
 * largest variable index they use: a sudoku batch adds the same 27 houses to every model.
 */
const validFrozenLists = new WeakMap<readonly Constraint[], number>();

// Scope validation marks each variable with a stamp instead of building a set. One scratch array
// for every model (validation is synchronous and never re-entered), so a model costs no allocation.
let seenScratch = new Int32Array(64);
let seenStamp = 0;

/**
 * A constraint model: integer variables with finite domains and constraints as plain data.
 *
 * A model never solves itself; hand it to a backend. Every constraint is validated when
 * added, so a malformed model fails at the line that built it, naming the constraint.
 *
 * @example
 * ```ts
 * const m = new Model();
 * const x = m.intVar('x', [1, 3]);
 * const y = m.intVar('y', [1, 3]);
 * m.lessThan(x, y);
 * ```
 */
export class Model {
  /** Declared variables, indexed by variable id. */
  readonly variables: VariableSpec[] = [];
  /** Constraints in the order they were added. */
  readonly constraints: Constraint[] = [];
  // Built on first lookup: a batch of 20,000 sudokus never looks a name up, and 81 Map
  // insertions per model cost more than solving it.
  private byName: Map<string, number> | null = null;

  /** Number of variables. */
  get size(): number {
    return this.variables.length;
  }

  /** Declares a variable and returns its index. Names must be unique. */
  intVar(name: string, domain: DomainInput): number {
    const d = toDomain(domain, name);
    const id = this.variables.length;
    this.variables.push({ name, domain: d });
    if (this.byName) this.addName(name, id);
    return id;
  }

  /**
   * Replaces the domain of variable `id` (its name stays). Batch work that re-solves one model
   * with other domains (a generator trying givens) keeps the constraints, so backends that
   * cache compiled structure reuse it.
   */
  setDomain(id: number, domain: DomainInput): void {
    const spec = this.variables[id];
    if (spec === undefined) throw new InvalidModelError(`no variable with index ${id}`);
    this.variables[id] = { name: spec.name, domain: toDomain(domain, spec.name) };
  }

  /** Declares `count` variables named by `name(i)` over one shared domain. */
  intVars(count: number, name: (i: number) => string, domain: DomainInput): number[] {
    const d = toDomain(domain, name(0));
    const out: number[] = new Array(count);
    for (let i = 0; i < count; i++) out[i] = this.intVar(name(i), d);
    return out;
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

  /** Adds any constraint after validating it; returns its index. */
  add(c: Constraint): number {
    const index = this.constraints.length;
    this.validate(c, index);
    this.constraints.push(c);
    return index;
  }

  /**
   * Adds `constraints` in order, each validated as by `add`. A list that is deeply frozen (the
   * array, each constraint, and its scope, coefficients and tuples) cannot change, so once valid it
   * is not checked again in any model with enough variables: batch builders hand one frozen list
   * to thousands of models. Throws on the first invalid constraint; the ones before it stay added.
   */
  addAll(constraints: readonly Constraint[]): void {
    const needs = validFrozenLists.get(constraints);
    if (needs !== undefined && needs <= this.variables.length) {
      for (let i = 0; i < constraints.length; i++) this.constraints.push(constraints[i]!);
      return;
    }
    for (let i = 0; i < constraints.length; i++) this.add(constraints[i]!);
    if (deeplyFrozen(constraints)) validFrozenLists.set(constraints, variablesUsed(constraints));
  }

  /** All variables in `scope` take different values. */
  allDifferent(scope: readonly number[], name?: string): number {
    return this.add(
      name === undefined ? { type: 'allDifferent', scope } : { type: 'allDifferent', scope, name },
    );
  }

  /** `x op y + k` (ordering ops) or `|x − y| op k` (`absDiff*` ops). */
  relation(op: RelationOp, x: number, y: number, k = 0, name?: string): number {
    const c = { type: 'relation' as const, op, x, y, k };
    return this.add(name === undefined ? c : { ...c, name });
  }

  /** `x = y + k`. */
  equal(x: number, y: number, k = 0): number {
    return this.relation('eq', x, y, k);
  }

  /** `x ≠ y + k`. */
  notEqual(x: number, y: number, k = 0): number {
    return this.relation('ne', x, y, k);
  }

  /** `x < y + k`. */
  lessThan(x: number, y: number, k = 0): number {
    return this.relation('lt', x, y, k);
  }

  /** `x ≤ y + k`. */
  lessEqual(x: number, y: number, k = 0): number {
    return this.relation('le', x, y, k);
  }

  /** `|x − y| = k`. */
  absDifference(x: number, y: number, k: number): number {
    return this.relation('absDiffEq', x, y, k);
  }

  /** `Σ coeffs[i]·scope[i] op rhs`. */
  linear(
    scope: readonly number[],
    coeffs: readonly number[],
    op: LinearOp,
    rhs: number,
    name?: string,
  ): number {
    const c = { type: 'linear' as const, scope, coeffs, op, rhs };
    return this.add(name === undefined ? c : { ...c, name });
  }

  /** `Σ scope[i] op rhs` (all coefficients 1). */
  sum(scope: readonly number[], op: LinearOp, rhs: number, name?: string): number {
    return this.linear(
      scope,
      scope.map(() => 1),
      op,
      rhs,
      name,
    );
  }

  /** The variables of `scope` must form one of the allowed `tuples`. */
  table(scope: readonly number[], tuples: readonly (readonly number[])[], name?: string): number {
    const c = { type: 'table' as const, scope, tuples };
    return this.add(name === undefined ? c : { ...c, name });
  }

  private validate(c: Constraint, index: number): void {
    // Returns a message instead of throwing from helpers, and builds no string on the happy
    // path: models are built per puzzle in batches.
    const problem = this.problemOf(c);
    if (problem !== null) {
      if (problem === UNKNOWN_TYPE) {
        throw new InvalidModelError(`constraint #${index}: unknown type '${(c as { type: unknown }).type}'`);
      }
      throw new InvalidModelError(`${describeConstraint(c, index)}: ${problem}`);
    }
  }

  private problemOf(c: Constraint): string | null {
    switch (c.type) {
      case 'allDifferent':
        return this.scopeProblem(c.scope);
      case 'relation':
        if (!RELATION_SET.has(c.op)) return `unknown relation '${String(c.op)}'`;
        if (c.x === c.y) return 'relation between a variable and itself';
        if (!Number.isSafeInteger(c.k)) return `constant must be an integer, got ${c.k}`;
        return this.varProblem(c.x) ?? this.varProblem(c.y);
      case 'linear': {
        const p = this.scopeProblem(c.scope);
        if (p !== null) return p;
        if (!LINEAR_SET.has(c.op)) return `unknown operator '${String(c.op)}'`;
        if (c.coeffs.length !== c.scope.length)
          return `${c.coeffs.length} coefficients for ${c.scope.length} variables`;
        for (const a of c.coeffs)
          if (!Number.isSafeInteger(a)) return `coefficient must be an integer, got ${a}`;
        if (!Number.isSafeInteger(c.rhs)) return `right-hand side must be an integer, got ${c.rhs}`;
        return null;
      }
      case 'table': {
        const p = this.scopeProblem(c.scope);
        if (p !== null) return p;
        for (const t of c.tuples) {
          if (t.length !== c.scope.length)
            return `tuple [${t.join(',')}] has ${t.length} values for ${c.scope.length}`;
          for (const v of t) if (!Number.isSafeInteger(v)) return `tuple value must be an integer, got ${v}`;
        }
        return null;
      }
      default:
        return UNKNOWN_TYPE;
    }
  }

  private varProblem(v: number): string | null {
    if (!Number.isInteger(v) || v < 0 || v >= this.variables.length) return `unknown variable index ${v}`;
    return null;
  }

  private scopeProblem(scope: readonly number[]): string | null {
    if (!Array.isArray(scope) || scope.length === 0) return 'empty scope';
    const frozen = Object.isFrozen(scope);
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
      const v = scope[i]!;
      const p = this.varProblem(v);
      if (p !== null) return p;
      if (seen[v] === stamp) return `variable '${this.variables[v]!.name}' appears twice in the scope`;
      seen[v] = stamp;
      if (v >= top) top = v + 1;
    }
    if (frozen) validFrozenScopes.set(scope, top);
    return null;
  }
}

function toDomain(input: DomainInput, name: string): Domain {
  try {
    if (Array.isArray(input)) {
      // A pair is always read as [min, max]; write valuesOf([a, b]) for the two-value set.
      if (input.length === 2) return range(input[0] as number, input[1] as number);
      return valuesOf(input as readonly number[]);
    }
    const d = input as Domain;
    if (d.values) return valuesOf(d.values);
    if (!Number.isSafeInteger(d.min) || !Number.isSafeInteger(d.max) || d.min > d.max) {
      throw new RangeError(`bad domain ${d.min}..${d.max}`);
    }
    return d; // shared as is: many variables may hold one domain object
  } catch (e) {
    throw new InvalidModelError(`variable '${name}': ${(e as Error).message}`);
  }
}

/** Whether a constraint list, its constraints and every array inside them are frozen. */
function deeplyFrozen(constraints: readonly Constraint[]): boolean {
  if (!Object.isFrozen(constraints)) return false;
  for (const c of constraints) {
    if (!Object.isFrozen(c)) return false;
    if (c.type === 'relation') continue;
    if (!Object.isFrozen(c.scope)) return false;
    if (c.type === 'linear' && !Object.isFrozen(c.coeffs)) return false;
    if (c.type === 'table' && (!Object.isFrozen(c.tuples) || !c.tuples.every((t) => Object.isFrozen(t)))) {
      return false;
    }
  }
  return true;
}

/** One more than the largest variable index the (valid) constraints use. */
function variablesUsed(constraints: readonly Constraint[]): number {
  let top = 0;
  for (const c of constraints) {
    if (c.type === 'relation') top = Math.max(top, c.x + 1, c.y + 1);
    else for (const v of c.scope) if (v >= top) top = v + 1;
  }
  return top;
}
