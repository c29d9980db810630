import type { CellRef } from './CellRef.js';
import { resolveVariantPuzzle } from './resolveVariantPuzzle.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/** A cell in f-puzzles' spelling: `R3C7`. */
function fpCell(ref: CellRef): string {
  return typeof ref === 'string' ? ref.toUpperCase() : `R${ref[0]}C${ref[1]}`;
}

function fpCells(refs: readonly CellRef[]): string[] {
  return refs.map(fpCell);
}

function push(out: Record<string, unknown>, key: string, item: unknown): void {
  const list = (out[key] ??= []) as unknown[];
  list.push(item);
}

/**
 * Writes a variant puzzle as f-puzzles JSON (open it in f-puzzles, or in SudokuPad through
 * `https://sudokupad.app/fpuzzles` + `compressToBase64(JSON.stringify(…))` of lz-string). f-puzzles has
 * no windoku key, so windows become extra regions; boxes other than f-puzzles' default shape, and jigsaw
 * regions, become per-cell regions. `fromFPuzzles` reads the result back to an equivalent puzzle.
 *
 * @throws VariantError when the puzzle is invalid.
 */
export function toFPuzzles(puzzle: VariantPuzzle): Record<string, unknown> {
  const r = resolveVariantPuzzle(puzzle);
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
    switch (c.type) {
      case 'diagonal':
        if (c.direction !== 'anti') out['diagonal-'] = true;
        if (c.direction !== 'main') out['diagonal+'] = true;
        return;
      case 'windoku':
        for (const g of r.groups) {
          if (g.origin?.index === index)
            push(out, 'extraregion', { cells: g.cells.map((x) => r.geometry.cellName(x).toUpperCase()) });
        }
        return;
      case 'disjointGroups':
        out.disjointgroups = true;
        return;
      case 'antiKnight':
        out.antiknight = true;
        return;
      case 'antiKing':
        out.antiking = true;
        return;
      case 'nonConsecutive':
        out.nonconsecutive = true;
        return;
      case 'extraRegion':
        push(out, 'extraregion', { cells: fpCells(c.cells) });
        return;
      case 'killer':
        push(
          out,
          'killercage',
          c.sum === undefined
            ? { cells: fpCells(c.cells) }
            : { cells: fpCells(c.cells), value: String(c.sum) },
        );
        return;
      case 'littleKiller':
        push(out, 'littlekillersum', { cells: fpCells(c.cells), value: String(c.sum) });
        return;
      case 'thermometer':
        push(out, 'thermometer', { lines: [fpCells(c.cells)] });
        return;
      case 'arrow':
        push(out, 'arrow', {
          cells: fpCells(c.circle),
          lines: [[fpCell(c.circle.at(-1)!), ...fpCells(c.cells)]],
        });
        return;
      case 'kropki': {
        const item =
          c.value === undefined
            ? { cells: fpCells(c.cells) }
            : { cells: fpCells(c.cells), value: String(c.value) };
        push(out, c.color === 'white' ? 'difference' : 'ratio', item);
        return;
      }
      case 'kropkiNegative': {
        const colors = c.colors ?? ['white', 'black'];
        if (colors.includes('white') && !negative.includes('difference')) negative.push('difference');
        if (colors.includes('black') && !negative.includes('ratio')) negative.push('ratio');
        return;
      }
      case 'xv':
        push(out, 'xv', { cells: fpCells(c.cells), value: c.letter });
        return;
      case 'xvNegative':
        if (!negative.includes('xv')) negative.push('xv');
        return;
      case 'even':
      case 'odd':
        for (const cell of c.cells) push(out, c.type, { cell: fpCell(cell) });
        return;
      case 'sandwich':
        push(out, 'sandwichsum', {
          cell: c.row !== undefined ? `R${c.row}C0` : `R0C${c.column}`,
          value: String(c.sum),
        });
        return;
    }
  });
  if (negative.length > 0) out.negative = negative;
  return out;
}
