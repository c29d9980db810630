import type { VariantShape } from './VariantShape.js';

/** Value symbols: the value itself up to 9, then letters (10 = A … 35 = Z). */
const SYMBOLS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A solution on any shape as one line: the grid row-major, one symbol per value (`0`-`9`, then `A`-`Z`
 * for 10..35), rows separated by `/`; then the extra cells as ` x1=5 x2=12`, and for a chaos construction
 * the regions as ` regions AAB/ABB/…` (letters by label). No empty cells: a solution
 * has none, so `0` is a value here, never a blank.
 */
export function formatVariantValues(shape: VariantShape, values: ArrayLike<number>): string {
  const rows: string[] = [];
  for (let r = 0; r < shape.rows; r++) {
    let line = '';
    for (let c = 0; c < shape.columns; c++) line += symbol(values[shape.cellAt(r, c)]!);
    rows.push(line);
  }
  let out = rows.join('/');
  for (let i = 0; i < shape.extraCells; i++) out += ` x${i + 1}=${values[shape.gridCellCount + i]!}`;
  if (shape.chaos) {
    // Regions as letters in order of their labels (A for the smallest), the same layout as the values.
    const labels: string[] = [];
    for (let r = 0; r < shape.rows; r++) {
      let line = '';
      for (let c = 0; c < shape.columns; c++) {
        const l = values[shape.regionCell(shape.cellAt(r, c))]! - shape.minValue;
        line += SYMBOLS[10 + l] ?? '?';
      }
      labels.push(line);
    }
    out += ` regions ${labels.join('/')}`;
  }
  return out;
}

function symbol(v: number): string {
  const s = SYMBOLS[v];
  if (s === undefined) throw new RangeError(`value ${v} has no symbol (0..${SYMBOLS.length - 1})`);
  return s;
}
