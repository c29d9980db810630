import type { SudokuGeometry } from '../sudoku/index.js';
import type { KillerCage } from './KillerCage.js';

/** Names a cage in messages: `cage #3 'c' (r1c4 r1c5)`; cells beyond the sixth are elided. */
export function describeCage(geometry: SudokuGeometry, cage: KillerCage, index: number): string {
  const label = cage.label === undefined ? '' : ` '${cage.label}'`;
  const valid = cage.cells.every((c) => Number.isInteger(c) && c >= 0 && c < geometry.cellCount);
  if (!valid || cage.cells.length === 0) return `cage #${index + 1}${label}`;
  const names = cage.cells.slice(0, 6).map((c) => geometry.cellName(c));
  if (cage.cells.length > 6) names.push('…');
  return `cage #${index + 1}${label} (${names.join(' ')})`;
}
