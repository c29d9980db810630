// Wording shared by the variant techniques' explanations.
import type { CellValue } from '../techniques/Step.js';
import type { ConstraintOrigin } from '../variants/ResolvedVariant.js';
import type { VariantCandidates } from './VariantCandidates.js';

/** `r1c1, r1c2`. */
export function cellList(grid: VariantCandidates, cells: readonly number[]): string {
  return cells.map((c) => grid.geometry.cellName(c)).join(', ');
}

/** How an explanation names a rule: `killer #3`, the constraint's `type` and its index in the puzzle. */
export function ruleName(origin: ConstraintOrigin): string {
  return `${origin.type} #${origin.index}`;
}

/** Eliminations as read in an explanation: `7 from r1c1; 8, 9 from r1c2`. */
export function removedText(grid: VariantCandidates, eliminations: readonly CellValue[]): string {
  const byCell = new Map<number, number[]>();
  for (const e of eliminations) {
    const list = byCell.get(e.cell);
    if (list === undefined) byCell.set(e.cell, [e.value]);
    else list.push(e.value);
  }
  return [...byCell]
    .map(([cell, vs]) => `${vs.sort((a, b) => a - b).join(', ')} from ${grid.geometry.cellName(cell)}`)
    .join('; ');
}

/** Sorts by cell, then value, so steps read the same every time. */
export function sortedCellValues(list: CellValue[]): CellValue[] {
  return list.sort((a, b) => a.cell - b.cell || a.value - b.value);
}

/** The values of a mask, ascending. */
export function maskValues(bits: number): number[] {
  const out: number[] = [];
  for (let b = bits; b !== 0; b &= b - 1) out.push(32 - Math.clz32(b & -b));
  return out;
}

/**
 * The eliminations that keep only `allowed[i]` in `cells[i]` (candidates outside it go), for techniques
 * that compute which values each cell can still take.
 */
export function eliminationsOutside(
  grid: VariantCandidates,
  cells: readonly number[],
  allowed: ArrayLike<number>,
): CellValue[] {
  const out: CellValue[] = [];
  cells.forEach((c, i) => {
    if (grid.values[c] !== 0) return;
    for (const value of maskValues(grid.cands[c]! & ~allowed[i]!)) out.push({ cell: c, value });
  });
  return sortedCellValues(out);
}
