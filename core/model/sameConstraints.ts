import type { Constraint } from './Constraint.js';

function sameList(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two constraints are equal as data (scopes compared by identity first, then element by element). */
export function sameConstraint(a: Constraint, b: Constraint): boolean {
  if (a === b) return true;
  switch (a.type) {
    case 'allDifferent':
      return b.type === 'allDifferent' && sameList(a.scope, b.scope);
    case 'relation':
      return b.type === 'relation' && a.op === b.op && a.x === b.x && a.y === b.y && a.k === b.k;
    case 'linear':
      return (
        b.type === 'linear' &&
        a.op === b.op &&
        a.rhs === b.rhs &&
        sameList(a.scope, b.scope) &&
        sameList(a.coeffs, b.coeffs)
      );
    case 'table':
      return b.type === 'table' && a.tuples === b.tuples && sameList(a.scope, b.scope);
  }
}

/**
 * Whether two constraint lists have the same structure, so whatever a backend compiled for one
 * (an engine, an exact-cover matrix) serves the other once the domains are rewritten.
 */
export function sameConstraints(a: readonly Constraint[], b: readonly Constraint[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameConstraint(a[i]!, b[i]!)) return false;
  return true;
}
