import type { Domain } from '../model/Domain.js';

/** Options of {@link ValidationContext.scopeProblem}. */
export interface ScopeRules {
  /** Accept an empty scope (default `false`). */
  readonly allowEmpty?: boolean;
  /** Accept a variable more than once (default `false`). */
  readonly allowRepeats?: boolean;
}

/**
 * What a kind's `validate` may ask of the model it is being added to. Every helper returns a
 * problem (a short phrase, without the constraint's name, which the model adds) or `null`.
 */
export interface ValidationContext {
  /** Number of variables declared so far. */
  readonly variableCount: number;
  /** The name of variable `v` (a valid index). */
  variableName(v: number): string;
  /** The initial domain of variable `v` (a valid index). */
  domain(v: number): Domain;
  /** A problem with a variable reference (not an index of a declared variable), or `null`. */
  variableProblem(v: unknown): string | null;
  /** A problem with a list of variable references (not an array, empty, unknown index, repeats). */
  scopeProblem(scope: unknown, rules?: ScopeRules): string | null;
  /** A problem with a value that must be a safe integer (`what` names it in the message). */
  integerProblem(x: unknown, what: string): string | null;
}
