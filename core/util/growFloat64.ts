/** A copy of `a` in a new array of `capacity` elements (typed arrays cannot grow in place). */
export function growFloat64(a: Float64Array, capacity: number): Float64Array {
  const b = new Float64Array(capacity);
  b.set(a);
  return b;
}
