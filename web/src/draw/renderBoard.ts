import { resolveVariantPuzzle, SudokuGeometry } from 'cspkit/models';
import type { PlaygroundPuzzle } from '../puzzle/PlaygroundPuzzle.js';
import { BoardLayout } from './BoardLayout.js';
import { type DecorationContext, drawDecoration, type RuleSpec } from './decorations/index.js';
import { el } from './svg.js';

/** Largest grid the page draws (cells per side); larger ones are solved but shown as text. */
export const MAX_DRAWN_SIZE = 64;

/** The static part of a board: everything but the digits, marks and highlights. */
export interface BoardDrawing {
  /** Where cells are. */
  readonly layout: BoardLayout;
  /** SVG markup beneath the grid lines (shading, thermometers, cages …). */
  readonly under: string;
  /** The grid lines: thin between cells, thick between boxes or regions. */
  readonly lines: string;
  /** SVG markup above the grid lines (dots, letters, totals, outside clues). */
  readonly over: string;
  /** One line per rule with something to say, in the order first met. */
  readonly rules: readonly string[];
}

/** Rules whose clues sit outside the grid, which then needs a wider margin. */
const OUTSIDE_CLUES = new Set(['sandwich', 'littleKiller']);

/** The cell a `'r3c7'` or `[3, 7]` reference names on an `n`×`n` grid, or `undefined`. */
export function cellOfRef(ref: unknown, n: number): number | undefined {
  let r: number;
  let c: number;
  if (typeof ref === 'string') {
    const m = /^r(\d+)c(\d+)$/i.exec(ref.trim());
    if (m === null) return undefined;
    r = Number(m[1]);
    c = Number(m[2]);
  } else if (
    Array.isArray(ref) &&
    ref.length === 2 &&
    typeof ref[0] === 'number' &&
    typeof ref[1] === 'number'
  ) {
    [r, c] = ref as [number, number];
  } else return undefined;
  if (!Number.isInteger(r) || !Number.isInteger(c) || r < 1 || c < 1 || r > n || c > n) return undefined;
  return (r - 1) * n + (c - 1);
}

/** Region (box, or jigsaw region) of every cell, and the windoku windows. */
function regionsOf(p: PlaygroundPuzzle): { regionOf: Int32Array; windows: number[][] } {
  if (p.kind === 'classic') {
    const g = SudokuGeometry.fromBox(p.boxWidth, p.boxHeight);
    return { regionOf: Int32Array.from({ length: g.cellCount }, (_, c) => g.box(c)), windows: [] };
  }
  // Only the shape matters here: the rules are drawn from the puzzle itself, so a rule type this
  // page does not know yet cannot stop the board from being drawn.
  const { size, boxWidth, boxHeight, regions, constraints } = p.puzzle;
  const windoku = (constraints ?? []).some((c) => c.type === 'windoku');
  const r = resolveVariantPuzzle({
    size,
    ...(boxWidth === undefined ? {} : { boxWidth }),
    ...(boxHeight === undefined ? {} : { boxHeight }),
    ...(regions === undefined ? {} : { regions }),
    constraints: windoku ? [{ type: 'windoku' }] : [],
  });
  const regionOf = new Int32Array(r.geometry.cellCount);
  const windows: number[][] = [];
  let k = 0;
  for (const group of r.groups) {
    if (group.kind === 'box' || group.kind === 'region') {
      for (const c of group.cells) regionOf[c] = k;
      k++;
    } else if (group.kind === 'window') windows.push([...group.cells]);
  }
  return { regionOf, windows };
}

/**
 * Draws a puzzle's board (without digits) with cells of `cellPx` pixels: grid lines with thick box
 * or region borders, then every rule through the decoration registry.
 *
 * @throws the library's error when the puzzle's regions cannot be resolved.
 */
export function renderBoard(p: PlaygroundPuzzle, cellPx: number): BoardDrawing {
  const size = p.kind === 'classic' ? p.boxWidth * p.boxHeight : p.puzzle.size;
  const rules = p.kind === 'variant' ? ((p.puzzle.constraints ?? []) as readonly RuleSpec[]) : [];
  const outside = rules.some((r) => OUTSIDE_CLUES.has(r.type));
  const layout = new BoardLayout(
    size,
    cellPx,
    Math.round(outside ? cellPx * 0.9 : Math.max(4, cellPx * 0.15)),
  );
  const { regionOf, windows } = regionsOf(p);
  const ctx: DecorationContext = { layout, windows, cellOf: (ref) => cellOfRef(ref, size) };
  let under = '';
  let over = '';
  const ruleLines: string[] = [];
  for (const spec of rules) {
    const d = drawDecoration(spec, ctx);
    under += d.under ?? '';
    over += d.over ?? '';
    if (d.rule !== undefined && !ruleLines.includes(d.rule)) ruleLines.push(d.rule);
  }
  if (p.kind === 'variant' && p.puzzle.regions !== undefined) {
    ruleLines.unshift('Jigsaw: each bold-outlined region holds every digit once');
  }
  return { layout, under, over, lines: gridLines(layout, regionOf), rules: ruleLines };
}

/** Thin lines between cells of one region, thick ones between regions and round the grid. */
function gridLines(layout: BoardLayout, regionOf: Int32Array): string {
  const n = layout.size;
  let thin = '';
  let thick = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const cell = r * n + c;
      const x = layout.x(c);
      const y = layout.y(r);
      if (c + 1 < n) {
        const seg = `M${x + layout.cell} ${y}v${layout.cell}`;
        if (regionOf[cell] === regionOf[cell + 1]) thin += seg;
        else thick += seg;
      }
      if (r + 1 < n) {
        const seg = `M${x} ${y + layout.cell}h${layout.cell}`;
        if (regionOf[cell] === regionOf[cell + n]) thin += seg;
        else thick += seg;
      }
    }
  }
  const side = n * layout.cell;
  return (
    el('path', { d: thin, class: 'grid-thin' }) +
    el('path', { d: thick, class: 'grid-thick' }) +
    el('rect', { x: layout.x(0), y: layout.y(0), width: side, height: side, class: 'grid-border' })
  );
}
