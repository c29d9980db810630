import { filter, finalize, lastValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { type Backend, lubyRestarts } from '../../../core/index.js';
import {
  checkSolution,
  formatLine,
  parseGridFormat,
  parseLine,
  type SudokuEvent,
  SudokuGeometry,
  SudokuGrid,
  solveSudoku,
  solveSudoku$,
} from '../../../models/sudoku/index.js';
import { fixture } from './sudokuArbitraries.js';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
// First of the forum's hardest list: the native search backtracks about 165 times on it.
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

const backend = new NativeBackend();

describe('solveSudoku', () => {
  it('solves a 9×9 puzzle', async () => {
    const puzzle = parseLine(PUZZLE);
    const r = await solveSudoku(puzzle, { backend });
    expect(r.status).toBe('sat');
    expect(r.solutions).toHaveLength(1);
    expect(formatLine(r.solutions[0]!)).toBe(SOLUTION);
    expect(checkSolution(puzzle, r.solutions[0]!)).toEqual([]);
  });

  it('finds a unique solution when asked for two, and solves a hard one', async () => {
    const r = await solveSudoku(parseLine(HARD), { backend, solutionLimit: 2 });
    expect(r.status).toBe('sat');
    expect(r.solutions).toHaveLength(1);
    expect(checkSolution(parseLine(HARD), r.solutions[0]!)).toEqual([]);
  });

  it('enumerates all 288 4×4 grids, each valid and distinct', async () => {
    const empty = new SudokuGrid(SudokuGeometry.fromBox(2, 2));
    const r = await solveSudoku(empty, { backend, solutionLimit: Number.POSITIVE_INFINITY });
    expect(r.status).toBe('sat');
    expect(r.solutions).toHaveLength(288);
    expect(r.solutions.every((s) => checkSolution(empty, s).length === 0)).toBe(true);
    expect(new Set(r.solutions.map(formatLine)).size).toBe(288);
  });

  it('reports unsat for conflicting givens', async () => {
    const r = await solveSudoku(parseLine(`3${PUZZLE.slice(1)}`), { backend });
    expect(r.status).toBe('unsat');
    expect(r.solutions).toEqual([]);
  });

  it('solves rectangular and larger shapes from the shared data (12×12 4×3, 16×16)', async () => {
    for (const name of ['b4x3_f055_s1', 'r4_f070_s1']) {
      const puzzle = parseGridFormat(fixture(`${name}.txt`));
      const r = await solveSudoku(puzzle, { backend });
      expect(r.status).toBe('sat');
      expect(checkSolution(puzzle, r.solutions[0]!)).toEqual([]);
    }
  });

  it('solves a 6×6 with 3×2 boxes', async () => {
    const puzzle = parseLine('1.....' + '.'.repeat(30));
    const r = await solveSudoku(puzzle, { backend });
    expect(r.status).toBe('sat');
    expect(checkSolution(puzzle, r.solutions[0]!)).toEqual([]);
  });
});

describe('solveSudoku$', () => {
  it('emits started, the solution as a grid, then finished', async () => {
    const puzzle = parseLine(PUZZLE);
    const events = await lastValueFrom(solveSudoku$(puzzle, { backend }).pipe(toArray()));
    expect(events[0]).toEqual({ type: 'started', backend: 'native' });
    const last = events[events.length - 1]!;
    expect(last).toMatchObject({ type: 'finished', status: 'sat' });
    const solutions = events.filter((e) => e.type === 'solution');
    expect(solutions).toHaveLength(1);
    expect(formatLine(solutions[0]!.grid)).toBe(SOLUTION);
    expect(events.some((e) => e.type === 'placed' || e.type === 'eliminated')).toBe(false);
  });

  it('with detail, places every empty cell of an easy puzzle once, with its solution value', async () => {
    const puzzle = parseLine(PUZZLE);
    const events = await lastValueFrom(solveSudoku$(puzzle, { backend, detail: true }).pipe(toArray()));
    const placed = events.filter((e) => e.type === 'placed');
    const solution = parseLine(SOLUTION);
    expect(placed).toHaveLength(81 - puzzle.givenCount);
    expect(new Set(placed.map((e) => e.cell)).size).toBe(placed.length);
    for (const e of placed) expect(e.value).toBe(solution.cells[e.cell]);
    expect(events.some((e) => e.type === 'eliminated')).toBe(true);
  });

  it.each([
    ['plain search', {}],
    ['restarts', { restarts: lubyRestarts(3) }],
    ['singles only', { backendOptions: { native: { allDifferent: 'singles' as const } } }],
    ['the whole overlap rule', { backendOptions: { native: { allDifferent: 'overlaps' as const } } }],
  ])(
    'with detail on a hard puzzle (%s), each cell is last placed with its solution value',
    async (_, extra) => {
      const puzzle = parseLine(HARD);
      const events = await lastValueFrom(
        solveSudoku$(puzzle, { backend, detail: true, ...extra }).pipe(toArray()),
      );
      expect(events.filter((e) => e.type === 'backtrack').length).toBeGreaterThan(10);
      expect(events.some((e) => e.type === 'placed' && e.decision)).toBe(true);
      const at = events.findIndex((e) => e.type === 'solution');
      const found = events[at] as Extract<SudokuEvent, { type: 'solution' }>;
      expect(checkSolution(puzzle, found.grid)).toEqual([]);
      // Backtracks restore candidates silently: only correct tracking makes the last placement the final value.
      const lastPlaced = new Map<number, number>();
      for (const e of events.slice(0, at)) if (e.type === 'placed') lastPlaced.set(e.cell, e.value);
      let wrong = 0;
      for (let cell = 0; cell < 81; cell++) {
        if (puzzle.cells[cell] !== 0) expect(lastPlaced.has(cell)).toBe(false);
        else if (lastPlaced.get(cell) !== found.grid.cells[cell]) wrong++;
      }
      expect(wrong).toBe(0);
      // A cell never receives a value one of its given peers already holds.
      const g = puzzle.geometry;
      const clashes = events.filter(
        (e) => e.type === 'placed' && g.peers(e.cell).some((p) => puzzle.cells[p] === e.value),
      );
      expect(clashes).toEqual([]);
    },
  );

  it('is cold, and unsubscribing stops the backend stream', async () => {
    let subscribed = 0;
    let finalized = 0;
    const spy: Backend = {
      id: 'spy',
      supports: (m) => backend.supports(m),
      solve: (m, o) => {
        subscribed++;
        return backend.solve(m, o).pipe(finalize(() => finalized++));
      },
    };
    const empty = new SudokuGrid(SudokuGeometry.fromBox(3, 3));
    const stream = solveSudoku$(empty, { backend: spy, solutionLimit: Number.POSITIVE_INFINITY });
    expect(subscribed).toBe(0);
    const three = await lastValueFrom(
      stream.pipe(
        filter((e) => e.type === 'solution'),
        take(3),
        toArray(),
      ),
    );
    expect(three).toHaveLength(3);
    expect(subscribed).toBe(1);
    expect(finalized).toBe(1);
    for (const e of three) expect(e.type === 'solution' && checkSolution(empty, e.grid)).toEqual([]);
  });
});
