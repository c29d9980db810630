/**
 * Literal constants of the CNF vocabulary (see `ClauseSink`). A literal is a non-zero DIMACS
 * integer; these two sentinels stand for constants so that encoders can pass "always true" /
 * "always false" inputs (a fixed variable's value, an empty bit of a sum) and let the clause
 * store simplify.
 */

/** The constant false (0 is never a real literal). */
export const LIT_FALSE = 0;

/** The constant true (larger than any variable number a clause store hands out). */
export const LIT_TRUE = 0x7fffffff;

/** The negation of a literal or constant. */
export function negate(lit: number): number {
  if (lit === LIT_TRUE) return LIT_FALSE;
  if (lit === LIT_FALSE) return LIT_TRUE;
  return -lit;
}
