/**
 * Structural equality of plain constraint data (numbers, strings, booleans, arrays and plain
 * objects, nested): the default `same` of a kind that declares none. Identity is tried first at
 * every level, so data shared between models (frozen scopes, tables) compares in O(1).
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  const arrA = Array.isArray(a) || ArrayBuffer.isView(a);
  const arrB = Array.isArray(b) || ArrayBuffer.isView(b);
  if (arrA !== arrB) return false;
  if (arrA) {
    const x = a as ArrayLike<unknown>;
    const y = b as ArrayLike<unknown>;
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameData(x[i], y[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return false;
    if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}
