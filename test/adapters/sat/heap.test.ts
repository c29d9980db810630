import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { miniSatHeapBytes, SatBackend } from '../../../adapters/sat/index.js';
import { IntVar, Model } from '../../../core/index.js';

const MIB = 1024 * 1024;
const PATCH = resolve(import.meta.dirname, '../../../patches/logic-solver+2.0.1.patch');

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
  it('is 1 GiB: the patch is in effect', () => {
    expect(miniSatHeapBytes()).toBe(1024 * MIB);
  });

  it('patch changes exactly the heap constant, to a size asm.js accepts', () => {
    const lines = readFileSync(PATCH, 'utf8').split('\n');
    const removed = lines.filter((l) => l.startsWith('-') && !l.startsWith('---'));
    const added = lines.filter((l) => l.startsWith('+') && !l.startsWith('+++'));
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    const before = 'var TOTAL_MEMORY=Module["TOTAL_MEMORY"]||67108864;';
    const after = 'var TOTAL_MEMORY=Module["TOTAL_MEMORY"]||1073741824;';
    expect(removed[0]).toContain(before);
    expect(added[0]!.slice(1)).toBe(removed[0]!.slice(1).replace(before, after));
    // Emscripten rounds a heap above 16 MiB up to a multiple of 16 MiB (and says so on the
    // console); 1 GiB needs no rounding and keeps every address a positive int32.
    expect(1073741824 % (16 * MIB)).toBe(0);
    expect(1073741824).toBeLessThan(2 ** 31);
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
