import MiniSat from 'logic-solver/minisat_wrapper.js';

/**
 * The browser build's `loadMiniSat` (web/vite.config.ts puts it in place of loadMiniSat.ts, which
 * reads and evaluates files with Node's modules): the bundled MiniSat, whose heap the bundler
 * has already raised with `raiseMiniSatHeap` at build time.
 */
export function loadMiniSat(): typeof MiniSat {
  return MiniSat;
}
