import type { Cnf } from '../../../adapters/sat/index.js';
import { decodeLiterals, MiniSatRunner, type SatEncoding } from '../../../adapters/sat/index.js';

const runner = new MiniSatRunner();

/** Every solution of an encoding (decoded), found by MiniSat with blocking clauses. */
export function allSolutions(enc: SatEncoding): Int32Array[] {
  if (enc.status === 'unsat') return [];
  if (enc.status === 'solved') return [decodeLiterals(enc, [], 0)];
  const out: Int32Array[] = [];
  runner.run(enc.cnf, enc.primaryVars, Number.POSITIVE_INFINITY, (lits, count) => {
    out.push(decodeLiterals(enc, lits, count));
    return true;
  });
  return out;
}

/** Whether a full assignment (index 1..numVars) satisfies every clause. */
export function satisfies(cnf: Cnf, value: (x: number) => boolean): boolean {
  const c = cnf.clauses;
  let sat = false;
  for (let i = 0; i < c.length; i++) {
    const l = c[i]!;
    if (l === 0) {
      if (!sat) return false;
      sat = false;
    } else if (!sat && value(Math.abs(l)) === l > 0) sat = true;
  }
  return true;
}

/**
 * Brute force, independent of MiniSat: whether some assignment of the variables above `primary`
 * extends `primaryBits` (bit i = variable i + 1) to a model of `cnf`.
 */
export function extendable(cnf: Cnf, primary: number, primaryBits: number): boolean {
  const aux = cnf.numVars - primary;
  for (let a = 0; a < 1 << aux; a++) {
    const value = (x: number): boolean =>
      x <= primary ? ((primaryBits >>> (x - 1)) & 1) === 1 : ((a >>> (x - primary - 1)) & 1) === 1;
    if (satisfies(cnf, value)) return true;
  }
  return false;
}
