/** The heap MiniSat gets when cspkit loads it: 1 GiB (a multiple of 16 MiB below 2³¹, as asm.js wants). */
export const MINISAT_HEAP_BYTES = 1024 * 1024 * 1024;

/** The heap default written in logic-solver 2.0.1's `minisat.js` (64 MiB). */
const PUBLISHED_DEFAULT = 'var TOTAL_MEMORY=Module["TOTAL_MEMORY"]||67108864;';

/**
 * `source` (logic-solver's `minisat.js`) with the heap default raised to {@link MINISAT_HEAP_BYTES};
 * `undefined` when the text to change is not there exactly once (another logic-solver build).
 */
export function raiseMiniSatHeap(source: string): string | undefined {
  const at = source.indexOf(PUBLISHED_DEFAULT);
  if (at < 0 || source.indexOf(PUBLISHED_DEFAULT, at + 1) >= 0) return undefined;
  const raised = PUBLISHED_DEFAULT.replace('67108864', String(MINISAT_HEAP_BYTES));
  return source.slice(0, at) + raised + source.slice(at + PUBLISHED_DEFAULT.length);
}
