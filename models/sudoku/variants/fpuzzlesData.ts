import type { CellRef } from './CellRef.js';
import type { FPuzzlesEntry } from './FPuzzlesMapping.js';
import { VariantError } from './VariantError.js';

// Reading and writing the pieces of f-puzzles JSON that several rules share: cell names, numbers that
// f-puzzles stores as strings, empty values.

/** Throws a `VariantError` prefixed with `f-puzzles: `. */
export function fpuzzlesFail(reason: string): never {
  throw new VariantError(`f-puzzles: ${reason}`);
}

/** `true` for a key or value that is absent or holds nothing (`false`, `[]`, `null`, `''`). */
export function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && v.length === 0);
}

/** The cell names under `key` of an entry of the f-puzzles key `what`. */
export function cellNamesOf(entry: FPuzzlesEntry, key: string, what: string): string[] {
  const v = entry[key];
  if (!Array.isArray(v) || !v.every((c) => typeof c === 'string'))
    fpuzzlesFail(`${what}: '${key}' must be a list of cell names`);
  return v;
}

/** The two cells of a dot / XV entry. */
export function pairOf(entry: FPuzzlesEntry, what: string): [string, string] {
  const cells = cellNamesOf(entry, 'cells', what);
  if (cells.length !== 2) fpuzzlesFail(`${what}: 'cells' must name two cells; got ${cells.length}`);
  return [cells[0]!, cells[1]!];
}

/** The single `cell` of an entry (a clue outside the grid, an odd / even cell). */
export function cellOf(entry: FPuzzlesEntry, what: string): string {
  if (typeof entry.cell !== 'string') fpuzzlesFail(`${what}: 'cell' must be a cell name`);
  return entry.cell;
}

/** An integer that f-puzzles may store as a string. */
export function integerOf(v: unknown, what: string): number {
  const x = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof x !== 'number' || !Number.isInteger(x))
    fpuzzlesFail(`${what}: value ${JSON.stringify(v)} is not an integer`);
  return x;
}

const RC = /^r(\d+)c(\d+)$/i;

/** Row and column (1-based; 0 and N + 1 lie outside the grid) of an f-puzzles cell name. */
export function rowCol(name: string, what: string): [number, number] {
  const m = RC.exec(name);
  if (m === null) fpuzzlesFail(`${what}: '${name}' is not a cell name like 'R1C1'`);
  return [Number(m[1]), Number(m[2])];
}

/** A cell in f-puzzles' spelling: `R3C7`. */
export function fpCell(ref: CellRef): string {
  return typeof ref === 'string' ? ref.toUpperCase() : `R${ref[0]}C${ref[1]}`;
}

/** Cells in f-puzzles' spelling. */
export function fpCells(refs: readonly CellRef[]): string[] {
  return refs.map(fpCell);
}
