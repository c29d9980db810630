import { validateVariantPuzzle } from '../parseVariantPuzzle.js';
import { isPlainObject } from '../readShape.js';
import type { VariantConstraint } from '../VariantConstraint.js';
import { VariantError } from '../VariantError.js';
import type { VariantPuzzle } from '../VariantPuzzle.js';
import type { SclReport } from './SclReport.js';
import { normalizeSclColor, type SclRuleMapping } from './SclRuleMapping.js';
import { SCL_LINE_RULES } from './sclLineRules.js';
import { sclPathCells } from './sclPath.js';

/** SCL top-level keys cspkit knows: metadata and cosmetics it reads or reports. Any other is refused by name. */
export const SCL_KNOWN_KEYS: readonly string[] = [
  'id',
  'title',
  'author',
  'rules',
  'metadata',
  'settings',
  'cellSize',
  'cells',
  'regions',
  'cages',
  'lines',
  'arrows',
  'overlays',
  'underlays',
  'solution',
  'videos',
  'duration',
];

/** An SCL puzzle read as a variant puzzle, with what became of each element. */
export interface SclReading {
  /** The validated puzzle. */
  readonly puzzle: VariantPuzzle;
  /** Elements read, mapped to rules, and ignored. */
  readonly report: SclReport;
}

type Obj = Readonly<Record<string, unknown>>;

function fail(reason: string): never {
  throw new VariantError(`SudokuPad: ${reason}`);
}

function listOf(scl: Obj, key: string): Obj[] {
  const v = scl[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || !v.every(isPlainObject)) fail(`'${key}' must be a list of objects`);
  return v;
}

const name = (r: number, c: number): string => `r${r + 1}c${c + 1}`;

/** The grid of an SCL puzzle: `rows` × `columns` cells, values 1..`size` (the longer side, as SudokuPad). */
interface SclGrid {
  readonly rows: number;
  readonly columns: number;
  readonly size: number;
}

/** A cell list `[[r, c], …]` (0-based) of an element. */
function cellsOf(v: unknown, grid: SclGrid, label: string): [number, number][] {
  if (!Array.isArray(v)) fail(`${label}: 'cells' must be a list of [row, column]`);
  return v.map((p: unknown) => {
    const inside = (x: unknown, below: number) =>
      Number.isInteger(x) && (x as number) >= 0 && (x as number) < below;
    if (!Array.isArray(p) || p.length !== 2 || !inside(p[0], grid.rows) || !inside(p[1], grid.columns))
      fail(
        `${label}: cell ${JSON.stringify(p)} is not a [row, column] of the ${grid.rows}×${grid.columns} grid`,
      );
    return [p[0] as number, p[1] as number];
  });
}

/**
 * Givens of the `cells` rows, and the grid: rows × columns (every row as long as the first), values
 * 1..max(rows, columns), as SudokuPad and ISS take a rectangular grid by default.
 */
function readCells(scl: Obj): { grid: SclGrid; givens: number[][]; count: number } {
  const rows = scl.cells;
  if (!Array.isArray(rows) || rows.length === 0) fail(`'cells' must be a non-empty list of rows`);
  const first = rows[0] as unknown;
  if (!Array.isArray(first) || first.length === 0) fail(`'cells' row 1 must be a non-empty list of cells`);
  const grid: SclGrid = {
    rows: rows.length,
    columns: first.length,
    size: Math.max(rows.length, first.length),
  };
  const size = grid.size;
  let count = 0;
  const givens = rows.map((row: unknown, r: number) => {
    if (!Array.isArray(row) || row.length !== grid.columns)
      fail(
        `'cells' row ${r + 1} has ${Array.isArray(row) ? row.length : 'no'} cells; row 1 has ${grid.columns} (every row of the grid needs as many)`,
      );
    return row.map((cell: unknown, c: number) => {
      if (!isPlainObject(cell)) fail(`cell ${name(r, c)} must be an object`);
      const v = cell.value;
      if (v === undefined || v === null || v === '') return 0;
      const n = typeof v === 'string' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > size)
        fail(`cell ${name(r, c)}: given ${JSON.stringify(v)} is not a digit 1..${size}`);
      count++;
      return n;
    });
  });
  return { grid, givens, count };
}

/** The regions as boxes (`boxWidth`×`boxHeight`) when they are aligned equal rectangles, else as regions. */
function readRegions(scl: Obj, grid: SclGrid): Partial<VariantPuzzle> & { note: string } {
  if (scl.regions === undefined) return { note: 'no regions (the default boxes are assumed)' };
  if (!Array.isArray(scl.regions)) fail(`'regions' must be a list of cell lists`);
  const regions = scl.regions.map((reg: unknown, i) => cellsOf(reg, grid, `region #${i + 1}`));
  const dims = regions.map((reg) => {
    const rs = reg.map((p) => p[0]);
    const cs = reg.map((p) => p[1]);
    const r0 = Math.min(...rs);
    const c0 = Math.min(...cs);
    const h = Math.max(...rs) - r0 + 1;
    const w = Math.max(...cs) - c0 + 1;
    return {
      r0,
      c0,
      h,
      w,
      full: reg.length === h * w && new Set(reg.map(([r, c]) => r * grid.columns + c)).size === h * w,
    };
  });
  const first = dims[0];
  // Equal aligned rectangles tiling the grid (on a rectangle they may hold fewer cells than values).
  const boxes =
    first !== undefined &&
    regions.length * first.w * first.h === grid.rows * grid.columns &&
    (grid.rows === grid.columns ? first.w * first.h === grid.size : first.w * first.h <= grid.size) &&
    dims.every((d) => d.full && d.w === first.w && d.h === first.h && d.r0 % d.h === 0 && d.c0 % d.w === 0);
  const note = `${regions.length} regions`;
  if (boxes) return { boxWidth: first.w, boxHeight: first.h, note: `${note} (boxes ${first.w}×${first.h})` };
  return { regions: regions.map((reg) => reg.map(([r, c]) => name(r, c))), note: `${note} (jigsaw)` };
}

/** A shape as the report names it: `circle at r1c1 #cccccc`, `rectangle at r2c3`, with its text. */
function shapeName(s: Obj): string {
  const ct = Array.isArray(s.center) ? (s.center as unknown[]) : [];
  const [y, x] = ct;
  const at = typeof y === 'number' && typeof x === 'number' ? ` at [${y}, ${x}]` : '';
  const color = normalizeSclColor(s.backgroundColor) ?? normalizeSclColor(s.borderColor);
  const text = typeof s.text === 'string' || typeof s.text === 'number' ? ` text '${s.text}'` : '';
  return `${s.rounded === true ? 'circle' : 'rectangle'}${at}${color === undefined ? '' : ` ${color}`}${text}`;
}

/**
 * The cells under each round underlay / overlay (a circle, or a pill over 2-3 cells): those whose centre
 * lies inside the shape's box, in reading order (a pill's first cell is its most significant digit),
 * keyed by each cell they cover (0-based index r·columns + c).
 */
function circleCells(shapes: readonly Obj[], grid: SclGrid): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const s of shapes) {
    const ct = s.center;
    if (s.rounded !== true || !Array.isArray(ct) || ct.length !== 2) continue;
    const [y, x] = ct as [unknown, unknown];
    const w = typeof s.width === 'number' ? s.width : 1;
    const h = typeof s.height === 'number' ? s.height : 1;
    if (typeof y !== 'number' || typeof x !== 'number') continue;
    const covered: number[] = [];
    for (let r = Math.max(0, Math.floor(y - h / 2)); r < Math.min(grid.rows, Math.ceil(y + h / 2)); r++)
      for (let c = Math.max(0, Math.floor(x - w / 2)); c < Math.min(grid.columns, Math.ceil(x + w / 2)); c++)
        if (Math.abs(r + 0.5 - y) <= h / 2 && Math.abs(c + 0.5 - x) <= w / 2)
          covered.push(r * grid.columns + c);
    // A shape covering no cell centre (a small dot on a grid line) marks no cell.
    for (const cell of covered) if (!out.has(cell)) out.set(cell, covered);
  }
  return out;
}

/**
 * Converts a decoded SCL puzzle (see `decodeSclText`) into a variant puzzle and validates it. Read: the
 * givens of `cells`, `regions` (boxes, or a jigsaw), `cages` with cells (killer cages, with their total
 * when `value` is a number; cages without cells hold metadata such as `title: …`). Lines and arrows carry
 * no rule in SCL: each becomes a constraint only when a `mapping` names its kind and colour, and is
 * reported as ignored otherwise; shapes (`underlays`, `overlays`) serve as the circles of mapped lines
 * and are otherwise reported as ignored. A top-level key outside {@link SCL_KNOWN_KEYS} is refused by
 * name.
 *
 * @throws VariantError naming the element at fault: an unknown element type, a mapping that names no
 *   colour present, a line through cells that are not neighbours, a cage a killer cannot be…
 */
export function fromScl(scl: unknown, mappings: readonly SclRuleMapping[] = []): SclReading {
  if (!isPlainObject(scl)) fail('the puzzle must be an object');
  const unknown = Object.keys(scl).filter((k) => !SCL_KNOWN_KEYS.includes(k));
  if (unknown.length > 0)
    fail(
      `unknown SCL element type${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (cspkit cannot tell what ${unknown.length > 1 ? 'they mean' : 'it means'})`,
    );
  const read: string[] = [];
  const mapped: string[] = [];
  const ignored: string[] = [];
  const { grid, givens, count } = readCells(scl);
  const { size, columns } = grid;
  read.push(
    `${grid.rows * columns} cells (${count} givens)${grid.rows === columns ? '' : `; a ${grid.rows}×${columns} grid, values 1..${size}`}`,
  );
  const shape = readRegions(scl, grid);
  read.push(shape.note);
  const constraints: VariantConstraint[] = [];
  const origins: string[] = [];
  let title = typeof scl.title === 'string' ? scl.title : undefined;

  const cages = listOf(scl, 'cages');
  let killers = 0;
  cages.forEach((cage, i) => {
    const label = `cage #${i + 1}`;
    const cells = cage.cells === undefined ? [] : cellsOf(cage.cells, grid, label);
    const v = cage.value;
    if (cells.length === 0) {
      // SudokuPad keeps metadata as cages without cells: `title: …`, `author: …`, `rules: …`.
      const meta = typeof v === 'string' ? /^(\w+):\s*([\s\S]*)$/.exec(v) : null;
      if (meta?.[1] === 'title' && title === undefined) title = meta[2]!.trim();
      ignored.push(`${label}: no cells (metadata${meta ? ` '${meta[1]}'` : ''})`);
      return;
    }
    const refs = cells.map(([r, c]) => name(r, c));
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (/^\d+$/.test(text)) {
      constraints.push({ type: 'killer', cells: refs, sum: Number(text) });
      mapped.push(`${label} = killer ${refs.join(' ')} sum ${text}`);
    } else {
      constraints.push({ type: 'killer', cells: refs });
      mapped.push(
        `${label} = killer ${refs.join(' ')} (no total${text === '' ? '' : `: value '${text}' is not a number`})`,
      );
    }
    origins.push(label);
    killers++;
  });
  if (cages.length > 0) read.push(`${cages.length} cages (${killers} with cells)`);

  const underlays = listOf(scl, 'underlays');
  const overlays = listOf(scl, 'overlays');
  const circles = circleCells([...underlays, ...overlays], grid);
  const lines = listOf(scl, 'lines');
  const arrows = listOf(scl, 'arrows');
  if (lines.length > 0) read.push(`${lines.length} lines`);
  if (arrows.length > 0) read.push(`${arrows.length} arrows`);
  const used = new Set<SclRuleMapping>();
  const colorsSeen = { line: new Set<string>(), arrow: new Set<string>() };
  const readDrawn = (kind: 'line' | 'arrow', items: readonly Obj[]): void => {
    items.forEach((item, i) => {
      const color = normalizeSclColor(item.color);
      if (color !== undefined)
        colorsSeen[kind].add(typeof item.thickness === 'number' ? `${color}/${item.thickness}` : color);
      const width = typeof item.thickness === 'number' ? `, thickness ${item.thickness}` : '';
      const label = `${kind} #${i + 1} (${color ?? 'no colour'}${width})`;
      const mapping = mappings.find(
        (m) =>
          m.element === kind &&
          m.color === color &&
          (m.thickness === undefined || m.thickness === item.thickness),
      );
      if (mapping === undefined) {
        ignored.push(`${label}: no --rule for ${kind} ${color ?? '(no colour)'}`);
        return;
      }
      used.add(mapping);
      const path = sclPathCells(item.wayPoints, grid.rows, label, columns);
      const refs = path.map(([r, c]) => name(r, c));
      const first = path[0]!;
      const last = path.at(-1)!;
      // An SCL arrow starts at its circle; a line has its circle (bulb, sum) at whichever end has one.
      const atStart = circles.get(first[0] * columns + first[1]);
      const atEnd = circles.get(last[0] * columns + last[1]);
      const circleAt =
        kind === 'arrow' || atStart !== undefined ? 'start' : atEnd !== undefined ? 'end' : undefined;
      const shape = circleAt === 'start' ? atStart : circleAt === 'end' ? atEnd : undefined;
      const circle = shape?.map((i) => name(Math.floor(i / columns), i % columns));
      const spec = SCL_LINE_RULES[mapping.rule]({
        cells: refs,
        label,
        ...(circleAt === undefined ? {} : { circleAt }),
        ...(circle === undefined ? {} : { circle }),
      });
      constraints.push(spec);
      origins.push(label);
      mapped.push(`${label} = ${mapping.rule} ${refs.join(' ')}`);
    });
  };
  readDrawn('line', lines);
  readDrawn('arrow', arrows);
  for (const m of mappings) {
    if (used.has(m)) continue;
    const present = [...colorsSeen[m.element]].join(', ') || 'none';
    const what = m.thickness === undefined ? m.color : `${m.color}/${m.thickness}`;
    fail(
      `--rule '${m.text}': no ${m.element} of colour ${what} in the puzzle (${m.element} colour/thickness present: ${present})`,
    );
  }
  if (underlays.length > 0) read.push(`${underlays.length} underlays`);
  if (overlays.length > 0) read.push(`${overlays.length} overlays`);
  const shapes: [string, readonly Obj[]][] = [
    ['underlay', underlays],
    ['overlay', overlays],
  ];
  for (const [kind, items] of shapes) {
    items.forEach((item, i) => {
      ignored.push(`${kind} #${i + 1} (${shapeName(item)}): a shape, no rule`);
    });
  }
  if (scl.solution !== undefined) ignored.push('solution: not used (the solver finds its own)');

  const { note: _note, ...boxes } = shape;
  const puzzle = {
    size,
    ...(grid.rows === columns ? {} : { rows: grid.rows, columns }),
    ...(title === undefined ? {} : { title }),
    ...boxes,
    givens,
    constraints,
  };
  try {
    return { puzzle: validateVariantPuzzle(puzzle), report: { read, mapped, ignored } };
  } catch (e) {
    // Name the SCL element, not only the constraint index it became.
    if (e instanceof VariantError && e.constraintIndex !== undefined)
      fail(`${origins[e.constraintIndex] ?? 'element'}: ${e.message}`);
    throw e;
  }
}
