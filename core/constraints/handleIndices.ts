import { InvalidModelError } from '../errors/InvalidModelError.js';
import { IntVar } from '../model/IntVar.js';

/**
 * The variable index behind a handle, for spec builders: throws `InvalidModelError` naming the
 * builder (`what`) when `x` is not an `IntVar` (a constant passed where a variable is meant).
 */
export function handleIndex(x: IntVar, what: string): number {
  if (!(x instanceof IntVar)) {
    throw new InvalidModelError(`${what}: expected a variable handle (from intVar), got ${String(x)}`);
  }
  return x.index;
}

/** The variable indices behind a list of handles (see {@link handleIndex}). */
export function handleIndices(xs: readonly IntVar[], what: string): number[] {
  if (!Array.isArray(xs)) throw new InvalidModelError(`${what}: expected an array of variables`);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < xs.length; i++) out[i] = handleIndex(xs[i]!, what);
  return out;
}
