import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import type { Backend } from '../../core/index.js';
import { buildColouringModel, checkColouring, makeGraph } from '../../models/colouring/index.js';
import {
  buildFutoshikiModel,
  checkFutoshiki,
  type FutoshikiInequality,
} from '../../models/futoshiki/index.js';
import { buildKenKenModel, checkKenKen, type KenKenCage, type KenKenOp } from '../../models/kenken/index.js';
import { buildKillerModel, checkKiller, type KillerCage } from '../../models/killer/index.js';
import { decodeLatin } from '../../models/latin/index.js';
import { buildMagicSquareModel, checkMagicSquare } from '../../models/magic/index.js';
import { decodeSolution, parseLine, SudokuGeometry, SudokuGrid } from '../../models/sudoku/index.js';
import { configBackend, configNames } from '../support/conformanceConfigs.js';
import { agreeWithNative, type PuzzleInstance } from './agreeWithNative.js';

/**
 * The puzzle models on every registered backend: small random instances of killer sudoku, KenKen,
 * Futoshiki, graph colouring and magic squares. A backend that supports a model must agree with the
 * native engine on the capped solution count, and each solution it returns must satisfy the model and the
 * puzzle's own checker; a backend that does not must name the constraints it cannot express and refuse
 * to solve. Works for whatever backends the container registers.
 */
const container = createContainer();
const names = configNames(container);
const native = getBackend(container, 'native');
const CAP = 2;

/** Compares `backend` with the native engine on `instance`. */
function agree(backend: Backend, instance: PuzzleInstance): Promise<void> {
  return agreeWithNative(backend, instance, {
    native,
    cap: CAP,
    unsupportedLine: (line) => expect(line).toMatch(/#\d+|variable|constraint|domain/),
    sameStatus: true,
  });
}

const SOLUTION4 = parseLine('1234341221434321');
const GEOMETRY4 = SudokuGeometry.forSize(4);

/** A 4×4 killer: cages from per-cell labels (−1 = none), split so each has different digits in SOLUTION4. */
const killerArb: fc.Arbitrary<PuzzleInstance> = fc
  .record({
    labels: fc.array(fc.integer({ min: -1, max: 5 }), { minLength: 16, maxLength: 16 }),
    withSum: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
    shift: fc.integer({ min: -1, max: 1 }),
  })
  .map(({ labels, withSum, shift }) => {
    const byKey = new Map<number, number[]>();
    labels.forEach((l, cell) => {
      if (l < 0) return;
      const digits = new Set((byKey.get(l) ?? []).map((c) => SOLUTION4.cells[c]));
      const key = digits.has(SOLUTION4.cells[cell]) ? 100 * (cell + 1) + l : l;
      byKey.set(key, [...(byKey.get(key) ?? []), cell]);
    });
    const cages: KillerCage[] = [...byKey.values()].map((cells, i) => {
      const sum = cells.reduce((s, c) => s + SOLUTION4.cells[c]!, 0);
      const k = cells.length;
      // Some sums moved by one (possibly unsatisfiable), kept within what k different digits can make.
      const moved = Math.min(Math.max(sum + (i === 0 ? shift : 0), (k * (k + 1)) / 2), (k * (9 - k)) / 2);
      return withSum[cells[0]!] ? { cells, sum: moved } : { cells };
    });
    const puzzle = { grid: new SudokuGrid(GEOMETRY4), cages };
    const km = buildKillerModel(puzzle);
    return { model: km.model, check: (v) => checkKiller(puzzle, decodeSolution(km.geometry, v)) };
  });

/** An n×n KenKen (n = 3 or 4): pairs and single cells over a shifted Latin square, every operation. */
const kenkenArb: fc.Arbitrary<PuzzleInstance> = fc
  .record({
    n: fc.integer({ min: 3, max: 4 }),
    seeds: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    sums: fc.constantFrom<'linear' | 'table'>('linear', 'table'),
  })
  .map(({ n, seeds, sums }) => {
    const value = (cell: number): number => ((Math.floor(cell / n) + (cell % n) * (n === 4 ? 3 : 1)) % n) + 1;
    const cages: KenKenCage[] = [];
    const used = new Set<number>();
    for (let cell = 0; cell < n * n; cell++) {
      if (used.has(cell)) continue;
      const s = seeds[cell]!;
      const down = cell + n < n * n && !used.has(cell + n) && s % 2 === 0;
      const right = cell % n < n - 1 && !used.has(cell + 1) && s % 5 !== 0;
      const mate = right ? cell + 1 : down ? cell + n : -1;
      used.add(cell);
      if (mate < 0) {
        cages.push({ cells: [cell], op: '=', target: value(cell) });
        continue;
      }
      used.add(mate);
      const a = value(cell);
      const b = value(mate);
      const ops: KenKenOp[] = ['+', '*', '-'];
      if (Math.max(a, b) % Math.min(a, b) === 0) ops.push('/');
      const op = ops[s % ops.length]!;
      const target =
        op === '+'
          ? a + b
          : op === '*'
            ? a * b
            : op === '-'
              ? Math.abs(a - b)
              : Math.max(a, b) / Math.min(a, b);
      cages.push({ cells: [cell, mate], op, target });
    }
    const puzzle = { size: n, cages };
    return {
      model: buildKenKenModel(puzzle, { sums }).model,
      check: (v) => checkKenKen(puzzle, decodeLatin(n, v)),
    };
  });

/** A 3×3 or 4×4 Futoshiki with random givens and random signs (often unsatisfiable, which must agree too). */
const futoshikiArb: fc.Arbitrary<PuzzleInstance> = fc
  .integer({ min: 3, max: 4 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      givens: fc.array(fc.integer({ min: 0, max: n * 3 }), { minLength: n * n, maxLength: n * n }),
      signs: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 2 * n * n, maxLength: 2 * n * n }),
    }),
  )
  .map(({ n, givens, signs }) => {
    const inequalities: FutoshikiInequality[] = [];
    for (let cell = 0; cell < n * n; cell++) {
      const h = signs[2 * cell]!;
      const v = signs[2 * cell + 1]!;
      if (cell % n < n - 1 && h === 1) inequalities.push({ less: cell, greater: cell + 1 });
      if (cell % n < n - 1 && h === 2) inequalities.push({ less: cell + 1, greater: cell });
      if (cell + n < n * n && v === 1) inequalities.push({ less: cell, greater: cell + n });
      if (cell + n < n * n && v === 2) inequalities.push({ less: cell + n, greater: cell });
    }
    // Givens above n count as empty: most cells stay open.
    const puzzle = { size: n, givens: Int32Array.from(givens, (g) => (g > n ? 0 : g)), inequalities };
    return {
      model: buildFutoshikiModel(puzzle).model,
      check: (v) => checkFutoshiki(puzzle, decodeLatin(n, v)),
    };
  });

/** A random graph on up to 7 vertices with 1..3 colours, with or without symmetry breaking. */
const colouringArb: fc.Arbitrary<PuzzleInstance> = fc
  .record({
    n: fc.integer({ min: 1, max: 7 }),
    pairs: fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { maxLength: 12 }),
    k: fc.integer({ min: 1, max: 3 }),
    breakSymmetry: fc.boolean(),
  })
  .map(({ n, pairs, k, breakSymmetry }) => {
    const graph = makeGraph(
      n,
      pairs.filter(([a, b]) => a < n && b < n && a !== b),
    );
    return {
      model: buildColouringModel(graph, k, { breakSymmetry }).model,
      check: (v) => checkColouring(graph, k, v),
    };
  });

describe.each(names)('puzzle models on backend %s', (name) => {
  const backend = configBackend(container, name);

  it('agrees with native on random 4×4 killer sudokus', async () => {
    await fc.assert(
      fc.asyncProperty(killerArb, (i) => agree(backend, i)),
      { numRuns: 25, seed: 7 },
    );
  });

  it('agrees with native on random KenKen puzzles', async () => {
    await fc.assert(
      fc.asyncProperty(kenkenArb, (i) => agree(backend, i)),
      { numRuns: 25, seed: 7 },
    );
  });

  it('agrees with native on random Futoshiki puzzles', async () => {
    await fc.assert(
      fc.asyncProperty(futoshikiArb, (i) => agree(backend, i)),
      { numRuns: 25, seed: 7 },
    );
  });

  it('agrees with native on random graph colourings', async () => {
    await fc.assert(
      fc.asyncProperty(colouringArb, (i) => agree(backend, i)),
      { numRuns: 25, seed: 7 },
    );
  });

  it('agrees with native on magic squares of order 3', async () => {
    for (const symmetryBreaking of [false, true]) {
      await agree(backend, {
        model: buildMagicSquareModel(3, { symmetryBreaking }).model,
        check: (v) => checkMagicSquare(3, v),
      });
    }
  });
});
