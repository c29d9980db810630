import { SudokuGeometry } from '../../models/sudoku/SudokuGeometry.js';
import { SudokuGrid } from '../../models/sudoku/SudokuGrid.js';
import type { InputEntry } from '../InputEntry.js';
import type { WireEntry } from './ChunkTask.js';

/** An entry as plain data for a worker thread. */
export function toWire(entry: InputEntry): WireEntry {
  const { grid, ...rest } = entry;
  if (grid === undefined) return rest;
  const g = grid.geometry;
  return { ...rest, grid: { boxWidth: g.boxWidth, boxHeight: g.boxHeight, cells: grid.cells } };
}

/** The entry a {@link WireEntry} was made from. */
export function fromWire(wire: WireEntry): InputEntry {
  const { grid, ...rest } = wire;
  if (grid === undefined) return rest;
  return { ...rest, grid: new SudokuGrid(SudokuGeometry.fromBox(grid.boxWidth, grid.boxHeight), grid.cells) };
}
