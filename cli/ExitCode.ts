/**
 * Process exit codes of every command (a contract with outside scripts):
 * `ok` (0) every puzzle was read and answered; `timeout` (1) at least one search stopped without
 * an answer (time limit, or a backend giving up); `invalid` (2) at least one input was invalid,
 * or the command line itself was (unknown backend, bad option). When both happen, 2 wins.
 */
export const ExitCode = {
  /** Every puzzle answered (sat or unsat). */
  ok: 0,
  /** Some search ended without an answer. */
  timeout: 1,
  /** Some input, or the command line, was invalid. */
  invalid: 2,
} as const;

/** One of the {@link ExitCode} values. */
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** The more severe of two exit codes (invalid over timeout over ok). */
export function worseExit(a: ExitCodeValue, b: ExitCodeValue): ExitCodeValue {
  return a >= b ? a : b;
}
