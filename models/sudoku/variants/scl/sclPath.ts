import { VariantError } from '../VariantError.js';

/** The 0-based `[row, column]` of the cell holding the SCL point `[y, x]` (cell units, `[r + 0.5, c + 0.5]` its centre). */
function cellOfPoint(p: unknown, rows: number, columns: number, label: string): [number, number] {
  if (!Array.isArray(p) || p.length !== 2 || !p.every((v) => typeof v === 'number' && Number.isFinite(v)))
    throw new VariantError(`SudokuPad: ${label}: a waypoint must be [row, column]; got ${JSON.stringify(p)}`);
  const [y, x] = p as [number, number];
  if (Number.isInteger(y) || Number.isInteger(x))
    throw new VariantError(`SudokuPad: ${label}: waypoint [${y}, ${x}] lies on a grid line, not in a cell`);
  const r = Math.floor(y);
  const c = Math.floor(x);
  if (r < 0 || c < 0 || r >= rows || c >= columns)
    throw new VariantError(
      `SudokuPad: ${label}: waypoint [${y}, ${x}] lies outside the ${rows}×${columns} grid`,
    );
  return [r, c];
}

/**
 * The cells (0-based `[row, column]`) an SCL line passes through, from its `wayPoints`. SudokuPad draws
 * straight segments between waypoints, so a segment along a row, a column or a 45° diagonal passes
 * through every cell between its ends; any other segment joins cells that are not neighbours, and a
 * line rule over it would not be a line.
 *
 * The grid has `rows` rows and `columns` columns (default: as many as rows).
 *
 * @throws VariantError naming the element (`label`) and the two cells that are not joined.
 */
export function sclPathCells(
  wayPoints: unknown,
  rows: number,
  label: string,
  columns: number = rows,
): [number, number][] {
  if (!Array.isArray(wayPoints) || wayPoints.length === 0)
    throw new VariantError(`SudokuPad: ${label}: 'wayPoints' must be a non-empty list of [row, column]`);
  const out: [number, number][] = [];
  for (const p of wayPoints) {
    const [r, c] = cellOfPoint(p, rows, columns, label);
    const last = out.at(-1);
    if (last === undefined) {
      out.push([r, c]);
      continue;
    }
    const dr = r - last[0];
    const dc = c - last[1];
    if (dr === 0 && dc === 0) continue;
    if (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc))
      throw new VariantError(
        `SudokuPad: ${label}: r${last[0] + 1}c${last[1] + 1} and r${r + 1}c${c + 1} are not neighbours (not a line through cells)`,
      );
    const steps = Math.max(Math.abs(dr), Math.abs(dc));
    for (let i = 1; i <= steps; i++) out.push([last[0] + (dr / steps) * i, last[1] + (dc / steps) * i]);
  }
  return out;
}
