import type { FPuzzlesEntry } from '../FPuzzlesMapping.js';
import { cellOf, fpuzzlesFail, integerOf, isEmpty, rowCol } from '../fpuzzlesData.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { choiceField, intField, optional, withDefault } from '../variantFields.js';

/**
 * The fields that place a clue outside the grid: a row or a column (exactly one), and the side it is
 * read from (`start`: left of a row / above a column; `end`: right / below).
 */
export const OUTSIDE_FIELDS = {
  /** 1-based row, for a clue beside a row. */
  row: optional(intField({ min: 1, max: 'N', description: '1-based row, for a clue beside a row.' })),
  /** 1-based column, for a clue above or below a column. */
  column: optional(
    intField({ min: 1, max: 'N', description: '1-based column, for a clue above or below a column.' }),
  ),
  /** The side the clue stands on. */
  from: withDefault(
    choiceField(
      ['start', 'end'] as const,
      "Where the clue stands: 'start' left of the row / above the column, 'end' right / below; the line is read from there.",
    ),
    'start',
  ),
} as const;

/** A placed outside clue, as its fields read. */
export interface OutsidePlace {
  /** 1-based row, or `undefined` for a column clue. */
  readonly row: number | undefined;
  /** 1-based column, or `undefined` for a row clue. */
  readonly column: number | undefined;
  /** The side. */
  readonly from: 'start' | 'end';
}

/** The clue's cells in reading order (from the clue inwards) and a label (`row 3 from the right`). */
export function outsideLine(
  ctx: VariantRuleContext,
  { row, column, from }: OutsidePlace,
): { cells: number[]; label: string } {
  const n = ctx.n;
  const house = ctx.geometry.houses[row === undefined ? n + column! - 1 : row - 1]!;
  const cells = from === 'start' ? [...house] : [...house].reverse();
  const side =
    row === undefined ? (from === 'start' ? 'top' : 'bottom') : from === 'start' ? 'left' : 'right';
  return { cells, label: `${row === undefined ? `column ${column}` : `row ${row}`} from the ${side}` };
}

/** Reads an f-puzzles outside clue (`{ cell: 'R0C3', value: '17' }`) as its place and value. */
export function readOutsideClue(
  e: FPuzzlesEntry,
  size: number,
  key: string,
): (OutsidePlace & { value: number }) | undefined {
  if (isEmpty(e.value)) return undefined; // an unfilled clue says nothing
  const [r, c] = rowCol(cellOf(e, key), key);
  const value = integerOf(e.value, key);
  if ((r === 0 || r === size + 1) && c >= 1 && c <= size)
    return { row: undefined, column: c, from: r === 0 ? 'start' : 'end', value };
  if ((c === 0 || c === size + 1) && r >= 1 && r <= size)
    return { row: r, column: undefined, from: c === 0 ? 'start' : 'end', value };
  return fpuzzlesFail(`${key}: clue cell R${r}C${c} is not beside the grid`);
}

/** The f-puzzles clue cell of a placed outside clue. */
export function outsideClueCell(p: OutsidePlace, size: number): string {
  const edge = p.from === 'start' ? 0 : size + 1;
  return p.row !== undefined ? `R${p.row}C${edge}` : `R${edge}C${p.column}`;
}

/** Places for the TypeScript spec of an outside rule (the optional fields read back). */
export function placeOf(spec: {
  readonly row?: number;
  readonly column?: number;
  readonly from?: 'start' | 'end';
}): OutsidePlace {
  return { row: spec.row, column: spec.column, from: spec.from ?? 'start' };
}
