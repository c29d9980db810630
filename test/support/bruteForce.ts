import { checkAssignment, domainValues, type Model } from '../../core/index.js';

/** Every solution of a small model, by enumerating the cartesian product of its domains. */
export function bruteForceSolutions(model: Model, cap = 1_000_000): Int32Array[] {
  const doms = model.variables.map((v) => domainValues(v.domain));
  const n = doms.length;
  const out: Int32Array[] = [];
  const idx = new Int32Array(n);
  const values = new Int32Array(n);
  let steps = 0;
  if (n === 0) return [values];
  for (;;) {
    for (let i = 0; i < n; i++) values[i] = doms[i]![idx[i]!]!;
    if (checkAssignment(model, values).length === 0) out.push(values.slice());
    if (++steps > cap) throw new Error('brute force: search space too large for a test');
    let i = n - 1;
    while (i >= 0 && ++idx[i]! === doms[i]!.length) idx[i--] = 0;
    if (i < 0) return out;
  }
}

/** Canonical string of a solution set, for order-independent comparison. */
export function solutionKey(solutions: readonly ArrayLike<number>[]): string[] {
  return solutions.map((s) => Array.from(s).join(',')).sort();
}
