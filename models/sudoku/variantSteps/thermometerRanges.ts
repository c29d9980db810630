import { makeStep } from '../techniques/makeStep.js';
import type { CellValue, Step } from '../techniques/Step.js';
import type { ConstraintOrigin } from '../variants/ResolvedVariant.js';
import { cellList, removedText, ruleName, sortedCellValues } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** A line of cells whose digits rise from the bulb: strictly (`gap` 1) or not (`gap` 0, slow). */
interface Thermo {
  readonly cells: readonly number[];
  readonly gap: number;
  readonly origin: ConstraintOrigin;
}

/** The thermometers of a puzzle: chains of `lt` pairs of one constraint, and slow thermometer lines. */
function thermosOf(grid: VariantCandidates): Thermo[] {
  const out: Thermo[] = [];
  const byOrigin = new Map<number, { cells: number[]; origin: ConstraintOrigin }>();
  for (const p of grid.resolved.pairs) {
    if (p.rule !== 'lt') continue;
    const t = byOrigin.get(p.origin.index);
    // A constraint's `lt` pairs run bulb to tip, each starting where the last one ended.
    if (t !== undefined && t.cells[t.cells.length - 1] === p.a) t.cells.push(p.b);
    else if (t === undefined) byOrigin.set(p.origin.index, { cells: [p.a, p.b], origin: p.origin });
    else out.push({ cells: [p.a, p.b], gap: 1, origin: p.origin });
  }
  for (const t of byOrigin.values()) out.push({ cells: t.cells, gap: 1, origin: t.origin });
  for (const r of grid.resolved.relations) {
    if (r.origin.type === 'slowThermometer') out.push({ cells: r.cells, gap: 0, origin: r.origin });
  }
  return out;
}

const thermoCache = new WeakMap<object, Thermo[]>();

/**
 * Thermometer ranges: digits rise from the bulb (strictly, or never fall on a slow thermometer), so a cell
 * k steps from the bulb is at least the bulb's least candidate plus k, and a cell k steps below the tip at
 * most the tip's greatest minus k; candidates outside those ranges are removed.
 */
export const thermometerRanges: VariantTechnique = {
  id: 'thermometer-ranges',
  name: 'Thermometer ranges',
  cost: { first: 300, later: 150 },
  find(grid: VariantCandidates): Step | null {
    let thermos = thermoCache.get(grid.resolved);
    if (thermos === undefined) thermoCache.set(grid.resolved, (thermos = thermosOf(grid)));
    for (const t of thermos) {
      const k = t.cells.length;
      const lo = new Int32Array(k);
      const hi = new Int32Array(k);
      const masks = t.cells.map((c) => grid.maskOf(c));
      // Sweep bulb to tip and back until the ranges settle: a bound that moves can move the next one.
      for (let changed = true; changed; ) {
        changed = false;
        for (let i = 0; i < k; i++) {
          const m = masks[i]!;
          const least = 32 - Math.clz32(m & -m);
          lo[i] = i === 0 ? least : Math.max(least, lo[i - 1]! + t.gap);
        }
        for (let i = k - 1; i >= 0; i--) {
          const most = 32 - Math.clz32(masks[i]!);
          hi[i] = i === k - 1 ? most : Math.min(most, hi[i + 1]! - t.gap);
        }
        for (let i = 0; i < k; i++) {
          const inRange = hi[i]! < lo[i]! ? 0 : (((1 << (hi[i]! - lo[i]! + 1)) - 1) << (lo[i]! - 1)) | 0;
          const next = masks[i]! & inRange;
          if (next !== masks[i]) {
            masks[i] = next;
            changed = next !== 0;
          }
        }
      }
      const eliminations: CellValue[] = [];
      t.cells.forEach((cell, i) => {
        if (grid.values[cell] !== 0) return;
        for (const v of grid.candidatesOf(cell))
          if (v < lo[i]! || v > hi[i]!) eliminations.push({ cell, value: v });
      });
      if (eliminations.length === 0) continue;
      sortedCellValues(eliminations);
      const ranges = t.cells.map((c, i) => `${grid.geometry.cellName(c)} ${lo[i]}..${hi[i]}`).join(', ');
      return makeStep(this, {
        eliminations,
        cells: [...t.cells],
        because: `${ruleName(t.origin)} (${cellList(grid, t.cells)}) ${t.gap === 1 ? 'rises' : 'never falls'} from its bulb, which leaves ${ranges}, so ${removedText(grid, eliminations)} ${eliminations.length === 1 ? 'goes' : 'go'}.`,
      });
    }
    return null;
  },
};
