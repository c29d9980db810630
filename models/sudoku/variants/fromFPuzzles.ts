import type { CellRef } from './CellRef.js';
import type { FPuzzlesEntry, FPuzzlesSource } from './FPuzzlesMapping.js';
import { fpuzzlesFail as fail, integerOf, isEmpty } from './fpuzzlesData.js';
import { validateVariantPuzzle } from './parseVariantPuzzle.js';
import { isPlainObject as isObject } from './readShape.js';
import type { VariantConstraint } from './VariantConstraint.js';
import type { VariantPuzzle } from './VariantPuzzle.js';
import { VARIANT_RULES } from './variantRules.js';

/** f-puzzles keys read as constraints: those of every rule's f-puzzles mapping. */
export const FPUZZLES_SUPPORTED_KEYS: readonly string[] = [
  ...new Set(VARIANT_RULES.flatMap((r) => r.fpuzzles?.keys ?? [])),
];

/** Values of f-puzzles' `negative` list that some rule reads. */
const SUPPORTED_NEGATIVES: readonly string[] = VARIANT_RULES.flatMap((r) => r.fpuzzles?.negatives ?? []);

/**
 * f-puzzles keys that carry no rule (metadata and drawings: f-puzzles' own solver ignores them too), so
 * they are skipped. Any other key with content is refused by name.
 */
export const FPUZZLES_IGNORED_KEYS: readonly string[] = [
  'size',
  'grid',
  'title',
  'author',
  'ruleset',
  'solution',
  'text',
  'line',
  'rectangle',
  'circle',
  'cage',
  'highlightConflicts',
  'disabledlogic',
  'truecandidatesoptions',
];

type Obj = Readonly<Record<string, unknown>>;

/** The f-puzzles puzzle as the rules read it. */
function sourceOf(input: Obj, size: number): FPuzzlesSource {
  const negative = input.negative;
  if (!isEmpty(negative)) {
    if (!Array.isArray(negative)) fail(`'negative' must be a list`);
    const bad = negative.filter((x) => !SUPPORTED_NEGATIVES.includes(x as string));
    if (bad.length > 0)
      fail(`unsupported negative constraint: ${bad.map((x) => JSON.stringify(x)).join(', ')}`);
  }
  return {
    size,
    gridCells: () =>
      (input.grid as readonly (readonly FPuzzlesEntry[])[]).flatMap((row, r) =>
        row.map((data, c) => ({ cell: `R${r + 1}C${c + 1}`, data })),
      ),
    flag: (key) => input[key] === true,
    list(key): readonly FPuzzlesEntry[] {
      const v = input[key];
      if (isEmpty(v)) return [];
      if (!Array.isArray(v) || !v.every(isObject)) fail(`'${key}' must be a list of objects`);
      return v;
    },
    negative: (value) => Array.isArray(negative) && negative.includes(value),
  };
}

/**
 * Converts an f-puzzles puzzle (the JSON f-puzzles saves, which SudokuPad also opens) into a variant
 * puzzle and validates it. Read: `size`, the givens and irregular regions of `grid` (and what rules read
 * of its cells: given candidates, `givenPencilMarks`), and the keys of
 * {@link FPUZZLES_SUPPORTED_KEYS} (each by the rule whose f-puzzles mapping names it, in the rules'
 * order); the keys of {@link FPUZZLES_IGNORED_KEYS} are skipped; any other non-empty key is refused by
 * name.
 *
 * @throws VariantError naming the key at fault, or (after conversion) the constraint.
 */
export function fromFPuzzles(input: unknown): VariantPuzzle {
  if (!isObject(input)) fail('the puzzle must be a JSON object');
  const unknown = Object.keys(input).filter(
    (k) => !FPUZZLES_SUPPORTED_KEYS.includes(k) && !FPUZZLES_IGNORED_KEYS.includes(k) && !isEmpty(input[k]),
  );
  if (unknown.length > 0)
    fail(`unsupported constraint${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const size = input.size;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1)
    fail(`'size' must be a positive integer`);
  const { givens, regions } = readGrid(input.grid, size);
  const source = sourceOf(input, size);
  // Each mapping reads only its own rule's constraints; the list follows the rules' order.
  const constraints = VARIANT_RULES.flatMap<VariantConstraint>((r) => r.fpuzzles?.read(source) ?? []);
  const puzzle: VariantPuzzle = {
    size,
    ...(typeof input.title === 'string' ? { title: input.title } : {}),
    givens,
    ...(regions === undefined ? {} : { regions }),
    constraints,
  };
  return validateVariantPuzzle(puzzle);
}

/** Givens (cells marked `given`) and regions (only when some cell sets one) of an f-puzzles grid. */
function readGrid(grid: unknown, size: number): { givens: number[][]; regions?: CellRef[][] } {
  if (!Array.isArray(grid) || grid.length !== size) fail(`'grid' must have ${size} rows`);
  const givens: number[][] = [];
  const regionOf: (number | undefined)[] = [];
  let irregular = false;
  grid.forEach((row: unknown, r: number) => {
    if (!Array.isArray(row) || row.length !== size) fail(`'grid' row ${r + 1} must have ${size} cells`);
    givens.push(
      row.map((cell: unknown, c: number) => {
        if (!isObject(cell)) fail(`'grid' R${r + 1}C${c + 1} must be an object`);
        if (cell.region !== undefined) {
          if (typeof cell.region !== 'number' || !Number.isInteger(cell.region) || cell.region < 0) {
            fail(`'grid' R${r + 1}C${c + 1}: region ${JSON.stringify(cell.region)} is not a region number`);
          }
          irregular = true;
        }
        regionOf.push(cell.region as number | undefined);
        if (cell.given !== true || cell.value === undefined) return 0;
        return integerOf(cell.value, `'grid' R${r + 1}C${c + 1}`);
      }),
    );
  });
  if (!irregular) return { givens };
  // Cells without a region keep the default box: f-puzzles only stores the regions that were changed.
  const h = Math.floor(Math.sqrt(size));
  let bh = h;
  while (bh > 1 && size % bh !== 0) bh--;
  const bw = size / bh;
  const regions: CellRef[][] = Array.from({ length: size }, () => []);
  regionOf.forEach((region, i) => {
    const r = Math.floor(i / size);
    const c = i % size;
    const k = region ?? Math.floor(r / bh) * bh + Math.floor(c / bw);
    const target = regions[k];
    if (target === undefined) fail(`'grid' R${r + 1}C${c + 1}: region ${k} is outside 0..${size - 1}`);
    target.push(`r${r + 1}c${c + 1}`);
  });
  return { givens, regions };
}
