import { readFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { runInThisContext } from 'node:vm';
import type MiniSat from 'logic-solver/minisat_wrapper.js';
import { MINISAT_HEAP_BYTES, raiseMiniSatHeap } from './raiseMiniSatHeap.js';

// The browser build (web/) swaps this module for loadMiniSatBrowser.ts, which has no Node imports.
const require = createRequire(import.meta.url);
let loaded: typeof MiniSat | undefined;

/**
 * logic-solver's MiniSat wrapper class, bound to a MiniSat whose heap is {@link MINISAT_HEAP_BYTES}
 * instead of the published 64 MiB (too small for a 36×36 sudoku's CNF).
 *
 * The asm.js build fixes its heap when the module is evaluated and offers no option for it, so
 * the installed `minisat.js` is read, its heap constant raised, and the result evaluated as that
 * module and put in `require`'s cache before the wrapper is loaded: the wrapper's own
 * `require("./minisat.js")` then gets it. Nothing on disk changes, so this works wherever the
 * package is installed, without an install script. When the text to change is not found (another
 * logic-solver build), the published module is used as it is; `miniSatHeapBytes()` tells which.
 * Loaded once per thread, on first use, so that programs that never use `sat` never load it.
 */
export function loadMiniSat(): typeof MiniSat {
  if (loaded !== undefined) return loaded;
  const corePath = require.resolve('logic-solver/minisat.js');
  const wrapperPath = require.resolve('logic-solver/minisat_wrapper.js');
  const raised = raiseMiniSatHeap(readFileSync(corePath, 'utf8'));
  if (raised !== undefined) {
    const mod = new Module(corePath);
    mod.filename = corePath;
    const wrapped = runInThisContext(
      `(function (exports, require, module, __filename, __dirname) {${raised}\n})`,
      { filename: corePath },
    ) as (exports: unknown, req: NodeJS.Require, module: Module, file: string, dir: string) => void;
    wrapped(mod.exports, require, mod, corePath, corePath.replace(/[\\/][^\\/]*$/, ''));
    mod.loaded = true;
    require.cache[corePath] = mod;
    // A wrapper loaded earlier (someone required logic-solver first) holds the published module:
    // load a fresh one that picks up the raised heap.
    delete require.cache[wrapperPath];
  }
  loaded = require(wrapperPath) as typeof MiniSat;
  return loaded;
}
