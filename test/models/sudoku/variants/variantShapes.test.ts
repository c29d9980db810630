import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions, randomValue, solveOne } from '../../../../core/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  classicGridOf,
  decodeVariantSolution,
  decodeVariantValues,
  formatVariantPuzzle,
  formatVariantValues,
  parseVariantPuzzle,
  resolveVariantPuzzle,
  solveVariant,
  toFPuzzles,
  VariantError,
  type VariantPuzzle,
  variantPuzzleSchema,
} from '../../../../models/sudoku/variants/index.js';
import { SHAPE_FIXTURES } from './shapeFixtures.js';

const backend = getBackend(createContainer(), 'native');

/** Cell index of a reference on a rows × columns grid (`x2` after the grid), written here from scratch. */
function cellIndex(ref: unknown, rows: number, columns: number): number {
  if (typeof ref === 'string') {
    const x = /^x(\d+)$/i.exec(ref);
    if (x) return rows * columns + Number(x[1]) - 1;
    const m = /^r(\d+)c(\d+)$/i.exec(ref);
    if (!m) throw new Error(`bad cell ${ref}`);
    return (Number(m[1]) - 1) * columns + Number(m[2]) - 1;
  }
  const [r, c] = ref as [number, number];
  return (r - 1) * columns + c - 1;
}

/**
 * An independent checker of the fixtures' rules, written from the format's documentation and ISS's
 * semantics rather than from the resolver: values in range, givens kept, rows and columns without
 * repeats, boxes (default max(rows, columns) cells, squarest that tiles) or regions without repeats, and
 * the killer, thermometer and arrow clues the fixtures use. Returns the problems found.
 */
function independentCheck(p: VariantPuzzle, values: readonly number[]): string[] {
  const n = p.size;
  const rows = p.rows ?? n;
  const columns = p.columns ?? n;
  const lo = p.minValue ?? 1;
  const hi = lo + n - 1;
  const cells = rows * columns * (p.chaos === undefined ? 1 : 2) + (p.extraCells ?? 0);
  const problems: string[] = [];
  if (values.length !== cells) return [`${values.length} values for ${cells} cells`];
  values.forEach((v, i) => {
    if (!Number.isInteger(v) || v < lo || v > hi) problems.push(`cell ${i} holds ${v}`);
  });
  const givens = (p.givens as string | undefined)?.replace(/\s+/g, '') ?? '';
  [...givens].forEach((ch, i) => {
    if (ch !== '.' && Number.parseInt(ch, 36) !== values[i]) problems.push(`given ${i} changed`);
  });
  const distinct = (name: string, group: number[]): void => {
    const seen = new Set(group.map((c) => values[c]));
    if (seen.size !== group.length) problems.push(`${name} repeats a value`);
  };
  for (let r = 0; r < rows; r++)
    distinct(
      `row ${r}`,
      Array.from({ length: columns }, (_, c) => r * columns + c),
    );
  for (let c = 0; c < columns; c++)
    distinct(
      `column ${c}`,
      Array.from({ length: rows }, (_, r) => r * columns + c),
    );
  if (typeof p.regions === 'string') {
    const symbols = p.regions.replace(/\s+/g, '');
    for (const s of new Set(symbols)) {
      distinct(
        `region ${s}`,
        [...symbols].flatMap((x, i) => (x === s ? [i] : [])),
      );
    }
  } else if (p.chaos !== undefined) {
    // Labels follow the grid and extra cells; each label: N cells, different values, connected; hints kept.
    const base = rows * columns + (p.extraCells ?? 0);
    const label = (c: number): number => values[base + c]!;
    const hints = typeof p.chaos === 'string' ? p.chaos.replace(/\s+/g, '') : undefined;
    for (const l of new Set(Array.from({ length: rows * columns }, (_, c) => label(c)))) {
      const members = Array.from({ length: rows * columns }, (_, c) => c).filter((c) => label(c) === l);
      if (members.length !== n) problems.push(`region ${l} has ${members.length} cells`);
      distinct(`region ${l}`, members);
      const reached = new Set([members[0]!]);
      const stack = [members[0]!];
      while (stack.length > 0) {
        const c = stack.pop()!;
        for (const d of [
          c - columns,
          c + columns,
          c % columns > 0 ? c - 1 : -1,
          c % columns < columns - 1 ? c + 1 : -1,
        ]) {
          if (d >= 0 && d < rows * columns && label(d) === l && !reached.has(d)) {
            reached.add(d);
            stack.push(d);
          }
        }
      }
      if (reached.size !== members.length) problems.push(`region ${l} is split`);
    }
    if (hints !== undefined) {
      for (let a = 0; a < rows * columns; a++)
        for (let b = 0; b < rows * columns; b++)
          if (hints[a] !== '.' && hints[b] !== '.' && (hints[a] === hints[b]) !== (label(a) === label(b)))
            problems.push(`hints at ${a} and ${b}`);
    }
  } else if (p.boxes !== false) {
    // Box sizes as ISS picks them: max(rows, columns) cells, the squarest split that tiles, height first.
    const size = Math.max(rows, columns);
    let box: [number, number] | undefined;
    for (let small = Math.floor(Math.sqrt(size)); small >= 2 && box === undefined; small--) {
      if (size % small !== 0) continue;
      const large = size / small;
      if (rows % small === 0 && columns % large === 0) box = [small, large];
      else if (rows % large === 0 && columns % small === 0) box = [large, small];
    }
    if (size === 1) box = [1, 1];
    if (p.boxWidth !== undefined && p.boxHeight !== undefined) box = [p.boxHeight, p.boxWidth];
    if (box === undefined) throw new Error('fixture without a box shape');
    const [h, w] = box;
    for (let r0 = 0; r0 < rows; r0 += h) {
      for (let c0 = 0; c0 < columns; c0 += w) {
        const group: number[] = [];
        for (let r = r0; r < r0 + h; r++) for (let c = c0; c < c0 + w; c++) group.push(r * columns + c);
        distinct(`box at ${r0},${c0}`, group);
      }
    }
  }
  for (const c of p.constraints ?? []) {
    const at = (refs: readonly unknown[]): number[] => refs.map((x) => values[cellIndex(x, rows, columns)]!);
    if (c.type === 'killer') {
      const vs = at(c.cells);
      if (new Set(vs).size !== vs.length) problems.push('cage repeats');
      if (c.sum !== undefined && vs.reduce((a, b) => a + b, 0) !== c.sum) problems.push('cage sum');
    } else if (c.type === 'thermometer') {
      const vs = at(c.cells);
      if (vs.some((v, i) => i > 0 && vs[i - 1]! >= v)) problems.push('thermometer');
    } else if (c.type === 'arrow') {
      const circle = at(c.circle).reduce((a, d) => a * 10 + d, 0);
      if (at(c.cells).reduce((a, b) => a + b, 0) !== circle) problems.push('arrow');
    } else throw new Error(`the independent checker does not know ${c.type}`);
  }
  return problems;
}

describe('variant shapes: rectangular grids, 0-based and extra values, no boxes, extra cells', () => {
  const entries = Object.entries(SHAPE_FIXTURES);

  it('cover every shape feature', () => {
    const ps = entries.map(([, f]) => f.puzzle);
    expect(ps.some((p) => (p.rows ?? p.size) !== (p.columns ?? p.size))).toBe(true);
    expect(ps.some((p) => (p.rows ?? p.size) !== p.size && p.regions !== undefined)).toBe(true);
    expect(ps.some((p) => Math.max(p.rows ?? p.size, p.columns ?? p.size) < p.size)).toBe(true);
    expect(ps.some((p) => p.minValue === 0)).toBe(true);
    expect(ps.some((p) => p.boxes === false && (p.rows ?? p.size) === p.size)).toBe(true);
    expect(ps.some((p) => (p.extraCells ?? 0) > 0)).toBe(true);
    expect(ps.some((p) => typeof p.chaos === 'string')).toBe(true);
  });

  it.each(entries)(
    '%s: the stored solution passes the independent checker and checkVariantSolution',
    (_, f) => {
      expect(independentCheck(f.puzzle, f.solution)).toEqual([]);
      expect(checkVariantSolution(f.puzzle, f.solution)).toEqual([]);
    },
  );

  it.each(entries)(
    '%s: native finds exactly one solution, the stored one, valid for both checkers',
    async (_, f) => {
      const vm = buildVariantModel(f.puzzle);
      const { count, result } = await countSolutions(backend, vm.model, 2);
      expect(count).toBe(1);
      const values = [...decodeVariantValues(vm, result.solutions[0]!.values)];
      expect(independentCheck(f.puzzle, values)).toEqual([]);
      expect(checkVariantSolution(f.puzzle, values)).toEqual([]);
      expect(values).toEqual(f.solution);
    },
  );

  it.each(entries)('%s: a changed value breaks both checkers', (_, f) => {
    // Swap two different values of the first row: a grid cell then repeats or a clue breaks.
    const values = [...f.solution];
    const shape = buildVariantModel(f.puzzle).shape;
    const lo = shape.minValue;
    values[0] = values[0] === lo ? lo + 1 : lo;
    expect(independentCheck(f.puzzle, values).length > 0).toBe(
      checkVariantSolution(f.puzzle, values).length > 0,
    );
    expect(checkVariantSolution(f.puzzle, values).length).toBeGreaterThan(0);
  });

  it.each(entries)('%s: formats and reads back to an equal puzzle that the JSON Schema accepts', (_, f) => {
    expect(parseVariantPuzzle(formatVariantPuzzle(f.puzzle))).toEqual(f.puzzle);
    const validate = new Ajv2020({ strict: true, strictRequired: false }).compile(variantPuzzleSchema());
    expect(validate(f.puzzle)).toBe(true);
  });

  it.each(entries)('%s: f-puzzles refuses it by name, and it is no classic grid', (_, f) => {
    expect(() => toFPuzzles(f.puzzle)).toThrow(/f-puzzles has no form for a .*grid, values/);
    expect(classicGridOf(f.puzzle)).toBeUndefined();
    expect(() => buildVariantModel(f.puzzle).geometry).toThrow(VariantError);
  });

  it('prints a solution with 0 as a value, rows separated, extra cells named', async () => {
    const zero = SHAPE_FIXTURES['0-based 6×6 thermometer']!;
    const vm = buildVariantModel(zero.puzzle);
    const text = formatVariantValues(vm.shape, zero.solution);
    expect(text.split('/')).toHaveLength(6);
    expect(text).toContain('0');
    const extra = SHAPE_FIXTURES['extra cell 4×4 arrows']!;
    const x1 = extra.solution.at(-1);
    expect(formatVariantValues(buildVariantModel(extra.puzzle).shape, extra.solution)).toMatch(
      new RegExp(` x1=${x1}$`),
    );
    // solveVariant decodes to N×N grids only: it names the shape rather than answering in the wrong form.
    await expect(solveVariant(zero.puzzle, { backend })).rejects.toThrow(/values 0\.\.5/);
  });

  it('keeps decodeVariantSolution for N×N grids of digits 1..N', () => {
    const vm = buildVariantModel({ size: 4 });
    expect(decodeVariantSolution(vm, [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]).cells).toHaveLength(
      16,
    );
    expect(vm.shape.classic).toBe(true);
  });

  it('picks boxes as ISS does: max(rows, columns) cells, the squarest that tiles', () => {
    const boxesOf = (p: VariantPuzzle) => resolveVariantPuzzle(p).shape.boxes;
    expect(boxesOf({ size: 8, rows: 6, columns: 8 })).toEqual({ width: 4, height: 2 });
    expect(boxesOf({ size: 6, rows: 6, columns: 4 })).toEqual({ width: 2, height: 3 });
    expect(boxesOf({ size: 9, rows: 8, columns: 8 })).toEqual({ width: 4, height: 2 });
    expect(boxesOf({ size: 6, rows: 4, columns: 6, boxWidth: 3, boxHeight: 2 })).toEqual({
      width: 3,
      height: 2,
    });
    expect(boxesOf({ size: 5, boxes: false })).toBeUndefined();
    const r = resolveVariantPuzzle({ size: 8, rows: 6, columns: 8 });
    expect(r.groups.filter((g) => g.kind === 'box')).toHaveLength(6);
    expect(r.groups.filter((g) => g.kind === 'row').every((g) => g.cells.length === 8)).toBe(true);
    expect(r.groups.filter((g) => g.kind === 'column').every((g) => g.cells.length === 6)).toBe(true);
  });

  it('lists only full rows of N cells as houses when values outnumber the cells of a row', () => {
    const vm = buildVariantModel({ size: 8, rows: 6, columns: 8 });
    expect(vm.houses.map((h) => h.kind).sort()).toEqual(
      [...Array(6).fill('box'), ...Array(6).fill('row')].sort(),
    );
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['more rows than values', { size: 6, rows: 7 }, /'rows' must be an integer 1\.\.6; got 7/],
    ['a minValue other than 0 or 1', { size: 6, minValue: 2 }, /'minValue' must be an integer 0\.\.1; got 2/],
    [
      'boxes that do not tile',
      { size: 8, rows: 6, columns: 8, boxWidth: 3, boxHeight: 2 },
      /do not tile a 6×8 grid/,
    ],
    [
      'boxes larger than the values',
      { size: 6, rows: 4, columns: 6, boxWidth: 4, boxHeight: 2 },
      /8 cells, more than the 6 values/,
    ],
    ['a grid with no box shape', { size: 7, rows: 5, columns: 7 }, /a 5×7 grid has no box shape of 7 cells/],
    [
      'boxes: false with box sizes',
      { size: 4, boxes: false, boxWidth: 2, boxHeight: 2 },
      /'boxes': false leaves no boxes/,
    ],
    [
      'givens of the wrong length',
      { size: 8, rows: 6, columns: 8, givens: '1'.repeat(64) },
      /48 cell symbols for a 6×8 grid/,
    ],
    [
      'a 0-based given out of range',
      { size: 6, minValue: 0, givens: `6${'.'.repeat(35)}` },
      /'6' at r1c1 is not a value 0\.\.5 or '\.'/,
    ],
    [
      'a given row value out of range',
      {
        size: 4,
        minValue: 0,
        givens: [
          [0, 1, 4, null],
          [null, null, null, null],
          [null, null, null, null],
          [null, null, null, null],
        ],
      },
      /r1c3 must be an integer 0\.\.3 \(null = empty\); got 4/,
    ],
    [
      'a rectangular region of the wrong size',
      { size: 6, rows: 4, columns: 6, regions: 'AAAAAA ABBBBB CCCCCC DDDDDB' },
      /region 1 has 7 cells; each needs 6/,
    ],
    [
      'a region larger than the values',
      { size: 6, rows: 4, columns: 4, regions: 'AAAAAAAB BBBBBBBB' },
      /region 1 has 7 cells; each needs 4\.\.6/,
    ],
    [
      'a cell outside the rectangle',
      { size: 8, rows: 6, columns: 8, constraints: [{ type: 'killer', cells: ['r7c1'] }] },
      /cell "r7c1" is outside the 6×8 grid/,
    ],
    [
      'an extra cell that does not exist',
      { size: 4, extraCells: 1, constraints: [{ type: 'killer', cells: ['x2'] }] },
      /'x2' is not an extra cell here: the puzzle has x1\.\.x1/,
    ],
    [
      'an extra cell on a line',
      { size: 4, extraCells: 1, constraints: [{ type: 'thermometer', cells: ['r1c1', 'x1'] }] },
      /constraint #0 \(thermometer\): cell 'x1' is not an extra cell here: the thermometer rule takes grid cells only/,
    ],
    [
      'an extra cell in the givens-free puzzle without extras',
      { size: 4, constraints: [{ type: 'extraRegion', cells: ['x1'] }] },
      /the puzzle has no extra cells/,
    ],
    [
      'a square-only rule on a rectangle',
      { size: 8, rows: 6, columns: 8, constraints: [{ type: 'diagonal', directions: ['main'] }] },
      /constraint #0 \(diagonal\): this rule is defined on an N×N grid of digits 1\.\.N with boxes or regions only, not on a 6×8 grid with values 1\.\.8/,
    ],
    [
      'a ratio rule on 0-based values',
      { size: 4, minValue: 0, constraints: [{ type: 'kropki', color: 'black', cells: ['r1c1', 'r1c2'] }] },
      /constraint #0 \(kropki\): this rule is defined on values 1\.\.N only .*not on 0\.\.3/,
    ],
    [
      'a box rule without boxes',
      { size: 4, boxes: false, constraints: [{ type: 'antiKnight' }] },
      /constraint #0 \(antiKnight\): .*not on a grid without boxes/,
    ],
    [
      'givens clashing in a short row',
      { size: 6, rows: 4, columns: 4, boxes: false, givens: '11.. .... .... ....' },
      /row 1: r1c1 and r1c2 both hold 1/,
    ],
    [
      '0-based givens clashing',
      { size: 4, minValue: 0, givens: '0..0 .... .... ....' },
      /row 1: r1c1 and r1c4 both hold 0/,
    ],
  ])('names the element at fault: %s', (_, input, message) => {
    expect(() => resolveVariantPuzzle(input)).toThrow(VariantError);
    expect(() => resolveVariantPuzzle(input)).toThrow(message);
  });

  it('checks a solution of a 0-based puzzle in its own values, naming the range', () => {
    const f = SHAPE_FIXTURES['0-based 6×6 thermometer']!;
    const values = [...f.solution];
    values[3] = 6;
    expect(checkVariantSolution(f.puzzle, values)).toEqual(['r1c4 holds 6, not a value 0..5']);
    expect(checkVariantSolution(f.puzzle, values.slice(1))).toEqual([
      'the solution has 35 cells; a 6×6 grid has 36',
    ]);
  });

  /** A random grid shape (no clues): N values, rows × columns ≤ N, 0- or 1-based, boxes or none. */
  const shapeArb = fc
    .record({
      size: fc.integer({ min: 1, max: 6 }),
      rowsCut: fc.nat({ max: 3 }),
      columnsCut: fc.nat({ max: 3 }),
      minValue: fc.constantFrom(0, 1),
      boxes: fc.boolean(),
    })
    .map(({ size, rowsCut, columnsCut, minValue, boxes }): VariantPuzzle => {
      const rows = Math.max(1, size - rowsCut);
      const columns = Math.max(1, size - columnsCut);
      const p: VariantPuzzle = { size, rows, columns, minValue, boxes: false };
      // Keep boxes only where a box shape exists (else the puzzle is invalid, tested above).
      if (!boxes) return p;
      const withBoxes: VariantPuzzle = { size, rows, columns, minValue };
      try {
        resolveVariantPuzzle(withBoxes);
        return withBoxes;
      } catch {
        return p;
      }
    });

  it('checkVariantSolution and the independent checker agree on random assignments (property)', () => {
    fc.assert(
      fc.property(
        shapeArb,
        fc.array(fc.integer({ min: -1, max: 7 }), { minLength: 36, maxLength: 36 }),
        (p, pool) => {
          const cells = (p.rows ?? p.size) * (p.columns ?? p.size);
          const values = pool.slice(0, cells);
          expect(checkVariantSolution(p, values).length === 0).toBe(independentCheck(p, values).length === 0);
        },
      ),
      { numRuns: 300, seed: 18 },
    );
  });

  it('solutions found by native on random shapes pass both checkers (property)', async () => {
    await fc.assert(
      fc.asyncProperty(shapeArb, fc.integer({ min: 1, max: 1000 }), async (p, seed) => {
        const vm = buildVariantModel(p);
        const r = await solveOne(backend, vm.model, { valueOrder: randomValue, seed });
        expect(r.status).toBe('sat');
        const values = [...decodeVariantValues(vm, r.solutions[0]!.values)];
        expect(independentCheck(p, values)).toEqual([]);
        expect(checkVariantSolution(p, values)).toEqual([]);
      }),
      { numRuns: 40, seed: 18 },
    );
  });

  it('reads givens in any shape and range as the values written (property)', () => {
    fc.assert(
      fc.property(shapeArb, fc.array(fc.nat({ max: 5 }), { minLength: 36, maxLength: 36 }), (p, pool) => {
        const rows = p.rows ?? p.size;
        const columns = p.columns ?? p.size;
        const lo = p.minValue ?? 1;
        // One given per row at most, at a distinct column, so that no row or column clashes.
        const cells = new Array<string>(rows * columns).fill('.');
        const written = new Map<number, number>();
        for (let r = 0; r < Math.min(rows, columns); r++) {
          const cell = r * columns + ((r + pool[r]!) % columns);
          if ([...written.keys()].some((c) => c % columns === cell % columns)) continue;
          const v = lo + (pool[r + 6]! % p.size);
          if ([...written.values()].includes(v)) continue;
          written.set(cell, v);
          cells[cell] = '0123456789'[v]!;
        }
        let r: ReturnType<typeof resolveVariantPuzzle>;
        try {
          r = resolveVariantPuzzle({ ...p, givens: cells.join('') });
        } catch (e) {
          // Only a box may still clash: then the message says so.
          expect(String(e)).toMatch(/box \d+: .* both hold/);
          return;
        }
        for (let c = 0; c < rows * columns; c++) {
          const v = written.get(c);
          expect(r.givens[c] === 0 ? undefined : r.shape.value(r.givens[c]!)).toBe(v);
        }
      }),
      { numRuns: 300, seed: 18 },
    );
  });

  /**
   * Every solution of a small chaos construction, by brute force (no solver): each Latin square of
   * values, times each numbering of the cells by regions in order of first appearance whose regions
   * have N cells, different values and are connected (and agree with the hints).
   */
  function bruteChaos(n: number, hints: string | undefined, givens: string): number {
    const cells = n * n;
    let count = 0;
    const grid = new Array<number>(cells).fill(0);
    const label = new Array<number>(cells).fill(0);
    const connected = (l: number): boolean => {
      const members = label.flatMap((x, i) => (x === l ? [i] : []));
      const seen = new Set([members[0]!]);
      const stack = [members[0]!];
      while (stack.length > 0) {
        const c = stack.pop()!;
        const r = Math.floor(c / n);
        const k = c % n;
        for (const [rr, kk] of [
          [r - 1, k],
          [r + 1, k],
          [r, k - 1],
          [r, k + 1],
        ] as const) {
          const d = rr * n + kk;
          if (rr >= 0 && kk >= 0 && rr < n && kk < n && label[d] === l && !seen.has(d)) {
            seen.add(d);
            stack.push(d);
          }
        }
      }
      return seen.size === members.length;
    };
    const labelsOk = (): boolean => {
      for (let l = 1; l <= n; l++) {
        const members = label.flatMap((x, i) => (x === l ? [i] : []));
        if (members.length !== n || new Set(members.map((c) => grid[c])).size !== n || !connected(l))
          return false;
      }
      if (hints === undefined) return true;
      const h = hints.replace(/\s+/g, '');
      for (let a = 0; a < cells; a++)
        for (let b = 0; b < cells; b++)
          if (h[a] !== '.' && h[b] !== '.' && (h[a] === h[b]) !== (label[a] === label[b])) return false;
      return true;
    };
    const labelAt = (c: number, max: number): void => {
      if (c === cells) {
        if (labelsOk()) count++;
        return;
      }
      for (let l = 1; l <= Math.min(max + 1, n); l++) {
        // Pruned: a region never gets more than N cells or a repeated value (the final check decides).
        let size = 0;
        let repeat = false;
        for (let d = 0; d < c; d++) {
          if (label[d] !== l) continue;
          size++;
          if (grid[d] === grid[c]) repeat = true;
        }
        if (size >= n || repeat) continue;
        label[c] = l;
        labelAt(c + 1, Math.max(max, l));
      }
    };
    const g = givens.replace(/\s+/g, '');
    const fill = (c: number): void => {
      if (c === cells) {
        label[0] = 1;
        labelAt(1, 1);
        return;
      }
      const r = Math.floor(c / n);
      const k = c % n;
      for (let v = 1; v <= n; v++) {
        if (g[c] !== '.' && Number(g[c]) !== v) continue;
        let ok = true;
        for (let j = 0; j < k; j++) if (grid[r * n + j] === v) ok = false;
        for (let i = 0; i < r; i++) if (grid[i * n + k] === v) ok = false;
        if (!ok) continue;
        grid[c] = v;
        fill(c + 1);
      }
    };
    fill(0);
    return count;
  }

  it.each<[string, VariantPuzzle]>([
    ['3×3 chaos', { size: 3, chaos: true }],
    ['3×3 chaos with a given', { size: 3, chaos: true, givens: '1.. ... ...' }],
    ['3×3 chaos with hints', { size: 3, chaos: 'AB. ... ...', givens: '1.. ... ...' }],
    [
      '4×4 chaos with givens and hints',
      { size: 4, chaos: 'AA.. .... ..B. ...B', givens: '12.. ..1. .... 4..3' },
    ],
  ])('chaos construction: %s has as many solutions as brute force finds, each checked', async (_, p) => {
    const vm = buildVariantModel(p);
    const { count, result } = await countSolutions(backend, vm.model, 100_000);
    const g = typeof p.givens === 'string' ? p.givens : '.'.repeat(p.size * p.size);
    expect(count).toBe(bruteChaos(p.size, typeof p.chaos === 'string' ? p.chaos : undefined, g));
    for (const s of result.solutions) {
      expect(checkVariantSolution(p, [...decodeVariantValues(vm, s.values)])).toEqual([]);
    }
  });

  it('chaos construction: refuses what cannot be right, naming it', () => {
    expect(() => resolveVariantPuzzle({ size: 4, rows: 2, columns: 4, chaos: true })).toThrow(
      /'chaos' needs an N×N grid \(N regions of N cells\); this one is 2×4/,
    );
    expect(() => resolveVariantPuzzle({ size: 4, chaos: true, regions: 'AABBAABBCCDDCCDD' })).toThrow(
      /'chaos' chooses the regions: give no 'regions' with it/,
    );
    expect(() => resolveVariantPuzzle({ size: 4, chaos: 'ABCDE...........' })).toThrow(
      /names 5 regions; there are 4/,
    );
    expect(() => resolveVariantPuzzle({ size: 4, chaos: 'AA..' })).toThrow(
      /16 hint symbols for a 4×4 grid; got 4/,
    );
    expect(() =>
      resolveVariantPuzzle({ size: 4, chaos: 'AA.. .... .... ....', givens: '11.. .... .... ....' }),
    ).toThrow(/row 1: r1c1 and r1c2 both hold 1/);
    expect(() =>
      resolveVariantPuzzle({ size: 4, chaos: 'A... A... .... ....', givens: '1... 1... .... ....' }),
    ).toThrow(/both hold 1/);
    expect(() => resolveVariantPuzzle({ size: 4, chaos: true, constraints: [{ type: 'windoku' }] })).toThrow(
      /constraint #0 \(windoku\): this rule is defined on an N×N grid of digits 1\.\.N with boxes or regions only/,
    );
  });

  it('chaos construction: the checker names a region of the wrong size, a repeat, a split', () => {
    const p: VariantPuzzle = { size: 3, chaos: true };
    const values = [1, 2, 3, 2, 3, 1, 3, 1, 2];
    const good = [...values, 1, 1, 1, 2, 2, 2, 3, 3, 3];
    expect(checkVariantSolution(p, good)).toEqual([]);
    expect(checkVariantSolution(p, [...values, 1, 1, 1, 1, 2, 2, 3, 3, 2])).toContain(
      'chaos region 1 (r1c1 …) has 4 cells; each needs 3',
    );
    expect(checkVariantSolution(p, [...values, 1, 1, 2, 1, 2, 2, 3, 3, 3]).join('\n')).toMatch(
      /chaos region 1: r1c1 and r2c3 both hold 1|chaos region 1: .* both hold/,
    );
    expect(checkVariantSolution(p, [...values, 1, 2, 1, 2, 1, 2, 3, 3, 3])).toContain(
      'chaos region 1 (r1c1 …) is not connected',
    );
  });
});
