// Wording shared by the techniques' explanations.
import type { CandidateGrid } from './CandidateGrid.js';
import type { CellValue } from './Step.js';

/** `3`, `3 and 7`, `3, 5 and 7`. */
export function listWords(items: readonly (string | number)[]): string {
  if (items.length <= 1) return items.map(String).join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Cell names joined: `r1c2, r1c5`. */
export function cellNames(grid: CandidateGrid, cells: readonly number[]): string {
  return cells.map((c) => grid.geometry.cellName(c)).join(', ');
}

/** The values of a bitset, ascending. */
export function valuesOf(bits: number): number[] {
  const out: number[] = [];
  for (let b = bits; b !== 0; b &= b - 1) out.push(32 - Math.clz32(b & -b));
  return out;
}

/** `{3,7}`: a cell's candidate set as written in explanations. */
export function setText(bits: number): string {
  return `{${valuesOf(bits).join(',')}}`;
}

/**
 * Eliminations as read in an explanation: `3 is removed from r1c8, r1c9` when one value goes, else cells
 * losing the same values grouped: `3 and 7 are removed from r1c8, r1c9; 7 from r2c2`.
 */
export function eliminationText(grid: CandidateGrid, eliminations: readonly CellValue[]): string {
  const values = new Set(eliminations.map((e) => e.value));
  if (values.size === 1) {
    const [value] = values;
    return `${value} is removed from ${cellNames(
      grid,
      eliminations.map((e) => e.cell),
    )}`;
  }
  const byCell = new Map<number, number[]>();
  for (const e of eliminations) {
    const list = byCell.get(e.cell);
    if (list === undefined) byCell.set(e.cell, [e.value]);
    else list.push(e.value);
  }
  const groups = new Map<string, number[]>();
  for (const [cell, vs] of byCell) {
    const key = listWords([...vs].sort((a, b) => a - b));
    const list = groups.get(key);
    if (list === undefined) groups.set(key, [cell]);
    else list.push(cell);
  }
  const parts = [...groups].map(([words, cells], i) => {
    const verb = i > 0 ? '' : words.includes(' and ') ? 'are removed ' : 'is removed ';
    return `${words} ${verb}from ${cellNames(grid, cells)}`;
  });
  return parts.join('; ');
}

/** Sorts eliminations by cell, then value, so steps read and compare the same way every time. */
export function sortCellValues(list: CellValue[]): CellValue[] {
  return list.sort((a, b) => a.cell - b.cell || a.value - b.value);
}
