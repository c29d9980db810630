import type { CellRef } from './CellRef.js';
import { validateVariantPuzzle } from './parseVariantPuzzle.js';
import type { VariantConstraint } from './VariantConstraint.js';
import { VariantError } from './VariantError.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/** f-puzzles keys read as constraints. */
export const FPUZZLES_SUPPORTED_KEYS: readonly string[] = [
  'diagonal+',
  'diagonal-',
  'antiknight',
  'antiking',
  'disjointgroups',
  'nonconsecutive',
  'negative',
  'killercage',
  'littlekillersum',
  'thermometer',
  'arrow',
  'difference',
  'ratio',
  'xv',
  'odd',
  'even',
  'extraregion',
  'sandwichsum',
];

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

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fail(reason: string): never {
  throw new VariantError(`f-puzzles: ${reason}`);
}

/** `true` for a key or value that is absent or holds nothing (`false`, `[]`, `null`, `''`). */
function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && v.length === 0);
}

function list(puzzle: Obj, key: string): Obj[] {
  const v = puzzle[key];
  if (isEmpty(v)) return [];
  if (!Array.isArray(v) || !v.every(isObject)) fail(`'${key}' must be a list of objects`);
  return v;
}

function cellList(entry: Obj, key: string, what: string): CellRef[] {
  const v = entry[key];
  if (!Array.isArray(v) || !v.every((c) => typeof c === 'string'))
    fail(`${what}: '${key}' must be a list of cell names`);
  return v;
}

function cellOf(entry: Obj, what: string): string {
  if (typeof entry.cell !== 'string') fail(`${what}: 'cell' must be a cell name`);
  return entry.cell;
}

function numberOf(v: unknown, what: string): number {
  const x = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof x !== 'number' || !Number.isInteger(x))
    fail(`${what}: value ${JSON.stringify(v)} is not an integer`);
  return x;
}

const RC = /^r(\d+)c(\d+)$/i;

function rowCol(name: string, what: string): [number, number] {
  const m = RC.exec(name);
  if (m === null) fail(`${what}: '${name}' is not a cell name like 'R1C1'`);
  return [Number(m[1]), Number(m[2])];
}

/**
 * Converts an f-puzzles puzzle (the JSON f-puzzles saves, which SudokuPad also opens) into a variant
 * puzzle and validates it. Read: `size`, the givens and irregular regions of `grid`, and the keys of
 * {@link FPUZZLES_SUPPORTED_KEYS}; the keys of {@link FPUZZLES_IGNORED_KEYS} are skipped; any other
 * non-empty key is refused by name.
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
  const constraints: VariantConstraint[] = [];
  const main = input['diagonal-'] === true;
  const anti = input['diagonal+'] === true;
  if (main || anti)
    constraints.push({ type: 'diagonal', direction: main && anti ? 'both' : main ? 'main' : 'anti' });
  if (input.antiknight === true) constraints.push({ type: 'antiKnight' });
  if (input.antiking === true) constraints.push({ type: 'antiKing' });
  if (input.disjointgroups === true) constraints.push({ type: 'disjointGroups' });
  if (input.nonconsecutive === true) constraints.push({ type: 'nonConsecutive' });
  for (const e of list(input, 'extraregion'))
    constraints.push({ type: 'extraRegion', cells: cellList(e, 'cells', 'extraregion') });
  for (const e of list(input, 'killercage')) {
    const cells = cellList(e, 'cells', 'killercage');
    constraints.push(
      isEmpty(e.value)
        ? { type: 'killer', cells }
        : { type: 'killer', cells, sum: numberOf(e.value, 'killercage') },
    );
  }
  for (const e of list(input, 'littlekillersum')) {
    if (isEmpty(e.value)) continue; // an unfilled clue says nothing
    constraints.push({
      type: 'littleKiller',
      cells: littleKillerCells(e, size),
      sum: numberOf(e.value, 'littlekillersum'),
    });
  }
  for (const e of list(input, 'thermometer')) {
    const lines = e.lines;
    if (!Array.isArray(lines)) fail(`thermometer: 'lines' must be a list of cell lists`);
    for (const line of lines)
      constraints.push({ type: 'thermometer', cells: cellList({ line }, 'line', 'thermometer') });
  }
  for (const e of list(input, 'arrow')) {
    const circle = cellList(e, 'cells', 'arrow');
    const lines = e.lines;
    if (!Array.isArray(lines)) fail(`arrow: 'lines' must be a list of cell lists`);
    // f-puzzles lines start inside the circle; branches may share cells: the shaft is their union.
    const shaft: CellRef[] = [];
    const key = (c: CellRef): string => String(c).toUpperCase();
    const seen = new Set(circle.map(key));
    for (const line of lines) {
      for (const c of cellList({ line }, 'line', 'arrow')) {
        if (!seen.has(key(c))) {
          seen.add(key(c));
          shaft.push(c);
        }
      }
    }
    constraints.push({ type: 'arrow', circle, cells: shaft });
  }
  for (const [key, color] of [
    ['difference', 'white'],
    ['ratio', 'black'],
  ] as const) {
    for (const e of list(input, key)) {
      const [a, b] = pairOf(e, key);
      constraints.push(
        isEmpty(e.value)
          ? { type: 'kropki', color, cells: [a, b] }
          : { type: 'kropki', color, cells: [a, b], value: numberOf(e.value, key) },
      );
    }
  }
  for (const e of list(input, 'xv')) {
    const letter = typeof e.value === 'string' ? e.value.toUpperCase() : e.value;
    if (letter !== 'X' && letter !== 'V') fail(`xv: value ${JSON.stringify(e.value)} is neither 'X' nor 'V'`);
    constraints.push({ type: 'xv', letter, cells: pairOf(e, 'xv') });
  }
  const negative = input.negative;
  if (!isEmpty(negative)) {
    if (!Array.isArray(negative)) fail(`'negative' must be a list`);
    const bad = negative.filter((x) => x !== 'ratio' && x !== 'difference' && x !== 'xv');
    if (bad.length > 0)
      fail(`unsupported negative constraint: ${bad.map((x) => JSON.stringify(x)).join(', ')}`);
    const colors = [
      ...(negative.includes('difference') ? (['white'] as const) : []),
      ...(negative.includes('ratio') ? (['black'] as const) : []),
    ];
    if (colors.length > 0) constraints.push({ type: 'kropkiNegative', colors });
    if (negative.includes('xv')) constraints.push({ type: 'xvNegative' });
  }
  for (const type of ['odd', 'even'] as const) {
    // One constraint per parity; a cell marked twice is marked once.
    const cells = [...new Set(list(input, type).map((e) => cellOf(e, type).toUpperCase()))];
    if (cells.length > 0) constraints.push({ type, cells });
  }
  for (const e of list(input, 'sandwichsum')) {
    if (isEmpty(e.value)) continue;
    const [r, c] = rowCol(cellOf(e, 'sandwichsum'), 'sandwichsum');
    const sum = numberOf(e.value, 'sandwichsum');
    if ((r === 0 || r === size + 1) && c >= 1 && c <= size)
      constraints.push({ type: 'sandwich', column: c, sum });
    else if ((c === 0 || c === size + 1) && r >= 1 && r <= size)
      constraints.push({ type: 'sandwich', row: r, sum });
    else fail(`sandwichsum: clue cell R${r}C${c} is not beside the grid`);
  }
  const puzzle: VariantPuzzle = {
    size,
    ...(typeof input.title === 'string' ? { title: input.title } : {}),
    givens,
    ...(regions === undefined ? {} : { regions }),
    constraints,
  };
  return validateVariantPuzzle(puzzle);
}

function pairOf(e: Obj, what: string): [CellRef, CellRef] {
  const cells = cellList(e, 'cells', what);
  if (cells.length !== 2) fail(`${what}: 'cells' must name two cells; got ${cells.length}`);
  return [cells[0]!, cells[1]!];
}

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  UL: [-1, -1],
  UR: [-1, 1],
  DL: [1, -1],
  DR: [1, 1],
};

/** The diagonal of a little killer clue: its `cells` when listed, else walked from the clue cell. */
function littleKillerCells(e: Obj, size: number): CellRef[] {
  if (Array.isArray(e.cells) && e.cells.length > 0) return cellList(e, 'cells', 'littlekillersum');
  const step = typeof e.direction === 'string' ? STEPS[e.direction] : undefined;
  if (step === undefined)
    fail(`littlekillersum: direction ${JSON.stringify(e.direction)} is not UL, UR, DL or DR`);
  let [r, c] = rowCol(cellOf(e, 'littlekillersum'), 'littlekillersum');
  const out: CellRef[] = [];
  for (r += step[0], c += step[1]; r >= 1 && c >= 1 && r <= size && c <= size; r += step[0], c += step[1]) {
    out.push(`r${r}c${c}`);
  }
  if (out.length === 0)
    fail(`littlekillersum: the diagonal from ${String(e.cell)} going ${String(e.direction)} misses the grid`);
  return out;
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
        return numberOf(cell.value, `'grid' R${r + 1}C${c + 1}`);
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
