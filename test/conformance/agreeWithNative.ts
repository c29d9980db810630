import { expect } from 'vitest';
import {
  type Backend,
  checkAssignment,
  countSolutions,
  type Model,
  solveAll,
  UnsupportedConstraintError,
} from '../../core/index.js';

/** A puzzle instance: its model, and the puzzle's own checker on one solution's values. */
export interface PuzzleInstance {
  readonly model: Model;
  readonly check: (values: Int32Array) => string[];
}

/** How {@link agreeWithNative} judges a backend against the native engine. */
export interface AgreeOptions {
  /** The native backend, the reference. */
  readonly native: Backend;
  /** The solution count cap both backends count to. */
  readonly cap: number;
  /** Asserts one line of the report of a backend that cannot express the model. */
  readonly unsupportedLine: (line: string) => void;
  /** Whether the capped search status must match native's too (not only the count). */
  readonly sameStatus: boolean;
}

/**
 * Compares `backend` with the native engine on `instance`: a backend that supports the model
 * agrees on the capped count (and status when asked) and every solution it returns satisfies the
 * model and the puzzle's checker; one that does not explains each unsupported part and refuses to solve.
 */
export async function agreeWithNative(
  backend: Backend,
  instance: PuzzleInstance,
  options: AgreeOptions,
): Promise<void> {
  const report = backend.supports(instance.model);
  if (!report.ok) {
    expect(report.unsupported.length).toBeGreaterThan(0);
    for (const line of report.unsupported) options.unsupportedLine(line);
    await expect(solveAll(backend, instance.model, { solutionLimit: 1 })).rejects.toBeInstanceOf(
      UnsupportedConstraintError,
    );
    return;
  }
  const expected = await countSolutions(options.native, instance.model, options.cap);
  const got = await countSolutions(backend, instance.model, options.cap);
  expect(got.count).toBe(expected.count);
  if (options.sameStatus) expect(got.result.status).toBe(expected.result.status);
  for (const s of got.result.solutions) {
    expect(checkAssignment(instance.model, s.values)).toEqual([]);
    expect(instance.check(s.values)).toEqual([]);
  }
}
