import { resolveVariantPuzzle } from './resolveVariantPuzzle.js';
import { VariantError } from './VariantError.js';
import type { VariantPuzzle } from './VariantPuzzle.js';
import { variantRule } from './variantRules.js';

/**
 * Writes a variant puzzle as f-puzzles JSON (open it in f-puzzles, or in SudokuPad through
 * `https://sudokupad.app/fpuzzles` + `compressToBase64(JSON.stringify(…))` of lz-string). f-puzzles has
 * no windoku key, so windows become extra regions; boxes other than f-puzzles' default shape, and jigsaw
 * regions, become per-cell regions. `fromFPuzzles` reads the result back to an equivalent puzzle.
 *
 * Each constraint is written by its rule's f-puzzles mapping.
 *
 * @throws VariantError when the puzzle is invalid, has a constraint f-puzzles cannot write, or a grid other
 * than N×N with digits 1..N and boxes or regions (rectangular, 0-based, extra values or cells, no boxes).
 */
export function toFPuzzles(puzzle: VariantPuzzle): Record<string, unknown> {
  const r = resolveVariantPuzzle(puzzle);
  if (!r.shape.classic) {
    // f-puzzles writes N×N grids of digits 1..N with boxes or regions: anything else would be misread.
    throw new VariantError(
      `f-puzzles has no form for a ${r.shape.describe()}: it writes N×N grids of digits 1..N with boxes or regions`,
    );
  }
  const n = r.geometry.size;
  const regionOf = new Int32Array(n * n);
  const regions = r.groups.filter((g) => g.kind === 'region' || g.kind === 'box');
  regions.forEach((g, i) => {
    for (const c of g.cells) regionOf[c] = i;
  });
  // f-puzzles boxes default to the squarest split with height ≤ width, as SudokuGeometry.forSize does.
  let bh = Math.floor(Math.sqrt(n));
  while (bh > 1 && n % bh !== 0) bh--;
  const irregular = r.jigsaw || r.geometry.boxHeight !== bh;
  const grid = Array.from({ length: n }, (_, row) =>
    Array.from({ length: n }, (_, col) => {
      const cell = row * n + col;
      const v = r.givens[cell]!;
      const out: Record<string, unknown> = v === 0 ? {} : { value: v, given: true };
      if (irregular) out.region = regionOf[cell];
      return out;
    }),
  );
  const out: Record<string, unknown> = { size: n };
  if (puzzle.title !== undefined) out.title = puzzle.title;
  out.grid = grid;
  const negative: string[] = [];
  (puzzle.constraints ?? []).forEach((c, index) => {
    // Resolving above refused unknown types, so every constraint has its rule.
    const rule = variantRule(c.type)!;
    if (rule.fpuzzles === undefined) {
      throw new VariantError(`f-puzzles has no form for this constraint`, { index, type: c.type });
    }
    rule.fpuzzles.write(c, {
      size: n,
      flag(key) {
        out[key] = true;
      },
      push(key, entry) {
        const list = (out[key] ??= []) as unknown[];
        list.push(entry);
      },
      negative(value) {
        if (!negative.includes(value)) negative.push(value);
      },
      setCell(cell, key, value) {
        const m = /^R(\d+)C(\d+)$/i.exec(cell);
        const target = m === null ? undefined : grid[Number(m[1]) - 1]?.[Number(m[2]) - 1];
        if (target === undefined)
          throw new VariantError(`f-puzzles: no cell ${cell}`, { index, type: c.type });
        target[key] = value;
      },
      groups: () =>
        r.groups
          .filter((g) => g.origin?.index === index)
          .map((g) => g.cells.map((x) => r.geometry.cellName(x).toUpperCase())),
    });
  });
  if (negative.length > 0) out.negative = negative;
  return out;
}
