// Hand-made candidate positions for the technique tests.
import {
  applyStep,
  CandidateGrid,
  defaultTechniques,
  findStep,
  parseLine,
  SudokuGeometry,
} from '../../../../models/sudoku/index.js';

/** Cell index of a `r4c7` name in a grid of side `n`. */
export function at(name: string, n = 9): number {
  const m = /^r(\d+)c(\d+)$/.exec(name);
  if (m === null) throw new Error(`bad cell name ${name}`);
  return (Number(m[1]) - 1) * n + Number(m[2]) - 1;
}

/** Every cell name of rows `rows` and columns `cols` (1-based, inclusive ranges). */
export function block(rows: [number, number], cols: [number, number]): string[] {
  const out: string[] = [];
  for (let r = rows[0]; r <= rows[1]; r++) for (let c = cols[0]; c <= cols[1]; c++) out.push(`r${r}c${c}`);
  return out;
}

/** An empty grid of a box shape with `value` removed from the named cells. */
export function emptyWithout(
  boxWidth: number,
  boxHeight: number,
  removals: readonly (readonly [value: number, cells: readonly string[]])[],
): CandidateGrid {
  const g = CandidateGrid.empty(SudokuGeometry.fromBox(boxWidth, boxHeight));
  for (const [value, cells] of removals) for (const c of cells) g.eliminate(at(c, g.size), value);
  return g;
}

/** A 9×9 empty grid where each named cell keeps only the given candidates. */
export function withCandidates(cells: Record<string, readonly number[]>): CandidateGrid {
  const g = CandidateGrid.empty(SudokuGeometry.fromBox(3, 3));
  for (const [name, keep] of Object.entries(cells)) {
    const cell = at(name);
    for (let v = 1; v <= 9; v++) if (!keep.includes(v)) g.eliminate(cell, v);
  }
  return g;
}

/** A candidate grid of a line-format puzzle. */
export function fromLine(line: string): CandidateGrid {
  return CandidateGrid.fromGrid(parseLine(line));
}

/**
 * The position of a puzzle just before the default path first uses technique `id` (every cheaper step
 * applied), or `undefined` when the path never uses it.
 */
export function positionBefore(line: string, id: string): CandidateGrid | undefined {
  const g = fromLine(line);
  for (;;) {
    const step = findStep(g, defaultTechniques);
    if (step === null) return undefined;
    if (step.technique === id) return g;
    applyStep(g, step);
  }
}
