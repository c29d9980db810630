import { SudokuGeometry } from '../../models/sudoku/SudokuGeometry.js';
import { SudokuGrid } from '../../models/sudoku/SudokuGrid.js';
import type { InputEntry } from '../InputEntry.js';
import type { WireEntry } from './ChunkTask.js';

/** An entry as plain data for a worker thread. */
export function toWire(entry: InputEntry): WireEntry {
  // An entry without a grid is plain data already (the structured clone copies it): no copy per puzzle.
  if (entry.grid === undefined) return entry as Omit<InputEntry, 'grid'>;
  const { grid, ...rest } = entry;
  const g = grid.geometry;
  return { ...rest, grid: { boxWidth: g.boxWidth, boxHeight: g.boxHeight, cells: grid.cells } };
}

/** The entry a {@link WireEntry} was made from. */
export function fromWire(wire: WireEntry): InputEntry {
  if (wire.grid === undefined) return wire as Omit<WireEntry, 'grid'>;
  const { grid, ...rest } = wire;
  return { ...rest, grid: new SudokuGrid(SudokuGeometry.fromBox(grid.boxWidth, grid.boxHeight), grid.cells) };
}
