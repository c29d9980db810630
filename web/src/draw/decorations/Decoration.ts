import type { BoardLayout } from '../BoardLayout.js';

/** A rule of a puzzle as plain data: its `type` tag and whatever else it carries (cells, sums …). */
export type RuleSpec = { readonly type: string } & Readonly<Record<string, unknown>>;

/** What a decoration needs to know about the board it is drawn on. */
export interface DecorationContext {
  /** Where cells are. */
  readonly layout: BoardLayout;
  /** The cell a puzzle's cell reference (`'r3c7'` or `[3, 7]`, 1-based) names; `undefined` if none. */
  cellOf(ref: unknown): number | undefined;
  /** The windoku windows of the board (cells of each), when it has them. */
  readonly windows: readonly (readonly number[])[];
}

/**
 * A decoration as SVG markup: `under` goes beneath the grid lines and digits (shading, lines,
 * cages), `over` above the grid lines (dots, letters, totals), `rule` is a line for the rules list
 * (for rules with nothing to draw, such as anti-knight).
 */
export interface DecorationDrawing {
  readonly under?: string;
  readonly over?: string;
  readonly rule?: string;
}

/** Draws one rule type. A new variant rule gets its own small module and one registry entry. */
export type DecorationRenderer = (spec: RuleSpec, ctx: DecorationContext) => DecorationDrawing;

/** The cells a list of cell references names, skipping any that name none. */
export function cellsOf(refs: unknown, ctx: DecorationContext): number[] {
  if (!Array.isArray(refs)) return [];
  const out: number[] = [];
  for (const ref of refs) {
    const c = ctx.cellOf(ref);
    if (c !== undefined) out.push(c);
  }
  return out;
}

/** A number field of a spec, or `undefined`. */
export function numberField(spec: RuleSpec, key: string): number | undefined {
  const v = spec[key];
  return typeof v === 'number' ? v : undefined;
}
