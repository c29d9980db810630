/** Truth of a value as JavaScript has it for numbers: not 0 and not NaN (`a % 0` is NaN, so false). */
export function truthy(x: number): boolean {
  return x !== 0 && !Number.isNaN(x);
}
