/** A copy of `a` in a new array of `capacity` elements (typed arrays cannot grow in place). */
export function growInt32(a: Int32Array, capacity: number): Int32Array {
  const b = new Int32Array(capacity);
  b.set(a);
  return b;
}
