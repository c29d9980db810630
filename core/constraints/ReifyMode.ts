/**
 * How a reified constraint ties its 0/1 variable `b` to the condition `C`: `iff` is full
 * reification, `b ⇔ C` (MiniZinc `*_reif`); `implies` is half reification, `b ⇒ C` (MiniZinc
 * `*_imp`): `b = 1` enforces `C`, and `b = 0` says nothing.
 */
export type ReifyMode = 'iff' | 'implies';

/** Every reification mode. */
export const REIFY_MODES: readonly ReifyMode[] = ['iff', 'implies'];

/** The problem with a reification mode (absent means `iff`), or `null`. */
export function reifyModeProblem(mode: unknown): string | null {
  if (mode === undefined || mode === 'iff' || mode === 'implies') return null;
  return `unknown mode '${String(mode)}' (known: ${REIFY_MODES.join(', ')})`;
}

/** Whether a reified constraint with this mode and 0/1 value `b` holds, given whether `C` holds. */
export function reifiedHolds(mode: ReifyMode | undefined, b: number, holds: boolean): boolean {
  if (b === 1) return holds;
  return b === 0 && (mode === 'implies' || !holds);
}
