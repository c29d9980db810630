import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, compileModel, countSolutions, solveSync } from '../../../core/index.js';
import { findDistinctSums } from '../../../core/propagators/findDistinctSums.js';
import {
  buildKakuroModel,
  checkKakuro,
  decodeKakuro,
  formatKakuro,
  generateHardKakuro,
  generateKakuro,
  KakuroCellKind,
  KakuroError,
  type KakuroPuzzle,
  parseKakuro,
  repairKakuro,
  uniqueKakuro,
} from '../../../models/kakuro/index.js';

const backend = new NativeBackend();

/** A 4×4 with one solution (1 2 / 3 7 1 / 1 5 read row by row). */
const SMALL = `# 4\\ 10\\ #
\\3 . . #
\\11 . . .
# \\6 . .`;

/** The line and column a parse of `text` fails at (and its message). */
function failure(text: string): { line?: number; column?: number; message: string } {
  try {
    parseKakuro(text);
  } catch (e) {
    expect(e).toBeInstanceOf(KakuroError);
    const k = e as KakuroError;
    return {
      ...(k.line === undefined ? {} : { line: k.line }),
      ...(k.column === undefined ? {} : { column: k.column }),
      message: k.message,
    };
  }
  throw new Error('expected a KakuroError');
}

describe('kakuro', () => {
  it('reads, solves uniquely and prints a small puzzle', async () => {
    const p = parseKakuro(SMALL);
    expect([p.rows, p.cols]).toEqual([4, 4]);
    expect(p.down[1]).toBe(4);
    expect(p.across[4]).toBe(3);
    const km = buildKakuroModel(p);
    const r = await countSolutions(backend, km.model, 2);
    expect(r.count).toBe(1);
    const digits = decodeKakuro(km, r.result.solutions[0]!.values);
    expect(checkKakuro(p, digits)).toEqual([]);
    expect(formatKakuro(p, digits)).toBe(`# 4\\ 10\\ #
\\3 1 2 #
\\11 3 7 1
# \\6 1 5`);
  });

  it('posts every clued run of two or more cells as a distinct sum, pruned at the root', () => {
    const p = parseKakuro(`# # 6\\ #
# \\6 . .
\\6 . . .
# . # #`);
    const km = buildKakuroModel(p);
    const runs = km.runs.filter((r) => r.sum !== 0 && r.cells.length >= 2);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(findDistinctSums(km.model.constraints)).toHaveLength(runs.length);
    // 6 in three different digits is {1, 2, 3}; bounds reasoning alone keeps 1..4 (6 − 1 − 1).
    const on = compileModel(km.model);
    expect(on.engine.propagate()).toBe(true);
    for (const c of [9, 10, 11]) expect(on.store.values(km.cellVar[c]!).every((v) => v <= 3)).toBe(true);
    const off = compileModel(km.model, { distinctSums: false });
    expect(off.engine.propagate()).toBe(true);
    expect(off.store.values(km.cellVar[9]!)).toContain(4);
  });

  it('round-trips generated puzzles and solutions through the text format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 2, max: 9 }),
        (seed, rows, cols) => {
          const g = generateKakuro(rows, cols, seed);
          const again = parseKakuro(formatKakuro(g.puzzle));
          expect(again).toEqual(g.puzzle);
          expect(checkKakuro(g.puzzle, g.solution)).toEqual([]);
          // A solved grid reads back as givens, which are that solution.
          const solved = parseKakuro(formatKakuro(g.puzzle, g.solution));
          expect(Array.from(solved.givens)).toEqual(Array.from(g.solution));
        },
      ),
      { seed: 19, numRuns: 60 },
    );
  });

  it('solves random 8×8 puzzles, every answer checked without the model', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const g = generateKakuro(8, 8, seed);
      const km = buildKakuroModel(g.puzzle);
      const r = await countSolutions(backend, km.model, 1);
      expect(r.count, `seed ${seed}`).toBe(1);
      const values = r.result.solutions[0]!.values;
      expect(checkAssignment(km.model, values)).toEqual([]);
      expect(checkKakuro(g.puzzle, decodeKakuro(km, values)), `seed ${seed}`).toEqual([]);
    }
  });

  it('checks answers: a repeated digit and a wrong sum are found', () => {
    const g = generateKakuro(6, 6, 7);
    const bad = g.solution.slice();
    const white = bad.findIndex((_, i) => g.puzzle.kinds[i] === KakuroCellKind.white);
    bad[white] = (bad[white]! % 9) + 1;
    expect(checkKakuro(g.puzzle, bad).length).toBeGreaterThan(0);
  });

  it('makes a generated puzzle unique without givens, keeping the planted solution', async () => {
    for (const seed of [1, 2]) {
      const u = uniqueKakuro(generateKakuro(8, 8, seed), backend);
      expect(Array.from(u.puzzle.givens).every((g) => g === 0)).toBe(true);
      expect(checkKakuro(u.puzzle, u.solution)).toEqual([]);
      expect((await countSolutions(backend, buildKakuroModel(u.puzzle).model, 2)).count).toBe(1);
    }
  });

  it('says unsat for a sum two different digits cannot make', async () => {
    const km = buildKakuroModel(
      parseKakuro(`# 3\\ 3\\
\\2 . .
\\4 . .`),
    );
    expect((await countSolutions(backend, km.model, 1)).count).toBe(0);
  });

  it('names the line and column of bad input', () => {
    expect(failure('# 3\\\n\\3 . #')).toMatchObject({ line: 2, column: 6 });
    expect(failure('# 3\\\n\\3 . #').message).toMatch(/ragged/);
    // The across clue of r2c1 has a block right of it.
    const noRun = failure('# 4\\ #\n\\3 . #\n\\5 # #');
    expect(noRun).toMatchObject({ line: 3, column: 1 });
    expect(noRun.message).toMatch(/no run/);
    expect(failure('# 4\\ #\n\\3 x #')).toMatchObject({ line: 2, column: 4 });
    expect(failure('# 0\\ #\n\\3 . #')).toMatchObject({ line: 1, column: 3 });
    // A down clue on the last row.
    expect(failure('# . .\n# 3\\ #').message).toMatch(/down clue 3 of r2c2 has no run/);
    expect(() => parseKakuro('\n \n')).toThrow(KakuroError);
  });

  it('numbers lines from firstLine', () => {
    expect(() => parseKakuro('# 4\\ #\n\\3 x #', 10)).toThrow(/^line 11, column 4/);
  });
});

describe('kakuro repair (unique without blackening)', () => {
  /** Cells root propagation leaves open, and search nodes to a uniqueness proof. */
  function hardness(p: KakuroPuzzle): { open: number; nodes: number; count: number } {
    const km = buildKakuroModel(p);
    const root = compileModel(km.model);
    expect(root.engine.propagate()).toBe(true);
    let open = 0;
    for (const v of km.cellVar) if (v >= 0 && root.store.values(v).length > 1) open++;
    const r = solveSync(backend, km.model, { solutionLimit: 2 });
    for (const s of r.solutions) expect(checkKakuro(p, decodeKakuro(km, s.values))).toEqual([]);
    return { open, nodes: r.stats.nodes, count: r.solutions.length };
  }

  it('makes unique 8×8 puzzles that need search, where blackening leaves root-solvable ones', () => {
    let unique = 0;
    let hard = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const g = generateKakuro(8, 8, seed, 0.3);
      const old = hardness(uniqueKakuro(g, backend).puzzle);
      expect(old, `seed ${seed} blackened`).toMatchObject({ count: 1, open: 0 });
      const r = repairKakuro(g, backend, seed, 150);
      // The layout stays: only digits (and so clues) change.
      expect(Array.from(r.puzzle.kinds)).toEqual(Array.from(g.puzzle.kinds));
      expect(checkKakuro(r.puzzle, r.solution)).toEqual([]);
      const h = hardness(r.puzzle);
      expect(h.count === 1, `seed ${seed}`).toBe(r.unique);
      if (!r.unique) continue;
      unique++;
      if (h.open > 0 || h.nodes > 1) hard++;
    }
    expect(unique).toBeGreaterThanOrEqual(2);
    expect(hard).toBeGreaterThanOrEqual(1);
  });

  it('generates unique 12×12 puzzles that root propagation does not solve (blackening alone does not)', () => {
    for (const seed of [1, 2]) {
      const g = generateHardKakuro(12, 12, seed, backend);
      expect(Array.from(g.puzzle.givens).every((v) => v === 0)).toBe(true);
      expect(checkKakuro(g.puzzle, g.solution)).toEqual([]);
      const h = hardness(g.puzzle);
      expect(h.count, `seed ${seed}`).toBe(1);
      expect(h.open, `seed ${seed}`).toBe(g.openAtRoot);
      expect(h.open, `seed ${seed}`).toBeGreaterThan(0);
      expect(hardness(uniqueKakuro(generateKakuro(12, 12, seed), backend).puzzle).open).toBe(0);
    }
  });
});
