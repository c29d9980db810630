import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MINISAT_HEAP_BYTES,
  miniSatHeapBytes,
  raiseMiniSatHeap,
  SatBackend,
} from '../../../adapters/sat/index.js';
import { IntVar, Model } from '../../../core/index.js';

const MIB = 1024 * 1024;
const require = createRequire(import.meta.url);

/** A Latin square whose full pairwise encoding has ~150,000 clauses. */
function latin(n: number): Model {
  const m = new Model();
  const cell = (r: number, c: number): IntVar => IntVar.of(r * n + c);
  m.intVars(n * n, (i) => `r${Math.floor(i / n) + 1}c${(i % n) + 1}`, { min: 1, max: n });
  for (let r = 0; r < n; r++) m.allDifferent(Array.from({ length: n }, (_, c) => cell(r, c)));
  for (let c = 0; c < n; c++) m.allDifferent(Array.from({ length: n }, (_, r) => cell(r, c)));
  return m;
}

const backends: SatBackend[] = [];
afterAll(() => {
  for (const b of backends) b.close();
});

describe("logic-solver's MiniSat heap", () => {
  it('is 1 GiB when cspkit loads it, though the installed file is left as published', () => {
    expect(miniSatHeapBytes()).toBe(1024 * MIB);
    const installed = readFileSync(require.resolve('logic-solver/minisat.js'), 'utf8');
    expect(installed).toContain('var TOTAL_MEMORY=Module["TOTAL_MEMORY"]||67108864;');
  });

  it('raises exactly the heap constant, to a size asm.js accepts', () => {
    const installed = readFileSync(require.resolve('logic-solver/minisat.js'), 'utf8');
    const raised = raiseMiniSatHeap(installed)!;
    const before = 'var TOTAL_MEMORY=Module["TOTAL_MEMORY"]||67108864;';
    const after = 'var TOTAL_MEMORY=Module["TOTAL_MEMORY"]||1073741824;';
    expect(raised).toBe(installed.replace(before, after));
    expect(raised.length).toBe(installed.length + after.length - before.length);
    // Emscripten rounds a heap above 16 MiB up to a multiple of 16 MiB (and says so on the
    // console); 1 GiB needs no rounding and keeps every address a positive int32.
    expect(MINISAT_HEAP_BYTES % (16 * MIB)).toBe(0);
    expect(MINISAT_HEAP_BYTES).toBeLessThan(2 ** 31);
    // Another build, where the constant is missing or ambiguous, is left alone.
    expect(raiseMiniSatHeap('var x = 1;')).toBeUndefined();
    expect(raiseMiniSatHeap(before + before)).toBeUndefined();
  });

  it('reports running out of it as unknown with the heap and instance size (calling thread)', () => {
    const b = new SatBackend({ reserveHeapBytes: 1016 * MIB, propagation: 'none', amo: 'pairwise' });
    backends.push(b);
    const r = b.solveSync(latin(20));
    expect(r.status).toBe('unknown');
    expect(r.reason).toMatch(/fixed 1024 MiB heap on an instance of \d+ variables and \d+ clauses/);
    // The aborted MiniSat was dropped: the next solve works.
    const ok = new SatBackend({ propagation: 'none' }).solveSync(latin(4));
    expect(ok.status).toBe('sat');
  });

  it('reports running out of it as unknown from a worker thread too', () => {
    const b = new SatBackend({
      reserveHeapBytes: 1016 * MIB,
      propagation: 'none',
      amo: 'pairwise',
      worker: 'always',
    });
    backends.push(b);
    const r = b.solveSync(latin(20), { timeoutMs: 30_000 });
    expect(r.status).toBe('unknown');
    expect(r.reason).toMatch(/1024 MiB heap/);
  });
});
