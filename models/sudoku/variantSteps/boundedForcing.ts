import { makeStep } from '../techniques/makeStep.js';
import type { Step } from '../techniques/Step.js';
import { TechniqueError } from '../techniques/TechniqueError.js';
import type { VariantModel } from '../variants/VariantModel.js';
import { PropagationProbe } from './PropagationProbe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** Default bound on a forcing step: propagator runs from the assumption to the contradiction. */
export const DEFAULT_FORCING_RUNS = 5000;

/**
 * Most propagator runs one scan spends on its assumptions (each assumption's own runs, past the shared
 * base propagation): bounds the time of a step on wide grids (a 25×25 position has 15,000 candidates);
 * candidates past it wait for a later scan. Counted in runs, not time, so paths are the same everywhere.
 */
const SCAN_RUN_BUDGET = 400_000;

/** Most assumptions tried from scratch in one step (the ones the base propagation already rules out). */
const MAX_SCRATCH_PROBES = 48;

const probes = new WeakMap<VariantModel, PropagationProbe>();

/** A contradiction found by a scan and not used yet. */
interface Found {
  readonly cell: number;
  readonly value: number;
  readonly runs: number;
  readonly failed: string;
}

// What the last scan of each puzzle found beyond the step it made. Fewer candidates never make a
// contradiction go away, so these are tried again (from scratch, so their explanation is exact) before
// scanning again: a scan costs one probe per candidate, a retry one probe.
const pending = new WeakMap<VariantModel, Found[]>();

/** The probe of a puzzle, compiled once and shared by every position of it. */
function probeOf(variant: VariantModel): PropagationProbe {
  let p = probes.get(variant);
  if (p === undefined) probes.set(variant, (p = new PropagationProbe(variant.model, variant.geometry)));
  return p;
}

/** The candidates of every cell as masks (a placed cell's value alone). */
function masksOf(grid: VariantCandidates): Int32Array {
  const out = new Int32Array(grid.cellCount);
  for (let c = 0; c < grid.cellCount; c++) out[c] = grid.maskOf(c);
  return out;
}

/**
 * Every candidate whose assumption makes the propagators fail within `maxRuns` runs, shortest first. When
 * the propagated position (the probe's current state) has already lost candidates, those are the ones (each
 * probed from scratch, at most {@link MAX_SCRATCH_PROBES}); otherwise each candidate is tried as a decision
 * from the propagated position.
 */
function scan(
  probe: PropagationProbe,
  grid: VariantCandidates,
  masks: Int32Array,
  baseRuns: number,
  maxRuns: number,
): Found[] {
  const kept = probe.masks();
  const found: Found[] = [];
  const consider = (cell: number, value: number, r: { ok: boolean; runs: number; failed?: string }): void => {
    if (!r.ok && r.runs <= maxRuns)
      found.push({ cell, value, runs: r.runs, failed: r.failed ?? 'a rule cannot hold' });
  };
  const ruledOut: { cell: number; value: number }[] = [];
  for (let c = 0; c < grid.cellCount; c++) {
    if (grid.values[c] !== 0) continue;
    for (let m = masks[c]! & ~kept[c]!; m !== 0; m &= m - 1)
      ruledOut.push({ cell: c, value: 32 - Math.clz32(m & -m) });
  }
  if (ruledOut.length > 0) {
    for (const a of ruledOut.slice(0, MAX_SCRATCH_PROBES)) consider(a.cell, a.value, probe.probe(masks, a));
  } else {
    let spent = 0;
    for (let c = 0; c < grid.cellCount && spent < SCAN_RUN_BUDGET; c++) {
      if (grid.values[c] !== 0 || grid.count(c) < 2) continue;
      for (const v of grid.candidatesOf(c)) {
        const r = probe.probeMore(c, v, baseRuns);
        spent += r.runs - baseRuns;
        consider(c, v, r);
      }
    }
  }
  // Stable: equal lengths keep cell order, so the path is the same on every run.
  return found.sort((a, b) => a.runs - b.runs);
}

/**
 * Bounded forcing, within `maxRuns` propagator runs: assume a candidate, run the puzzle's own constraint
 * propagators (whatever rules it has, those of new rules included) and, when they reach a contradiction
 * within the bound, remove the candidate. The shortest contradiction of a scan over every candidate is taken
 * (the others the scan found are tried first at the next step, before scanning again); the explanation names
 * the candidate, the rule whose propagator failed and the number of runs. This is what makes the technique
 * set open: a rule without a technique of its own is still reasoned about through its propagators.
 */
export function boundedForcingWithin(maxRuns: number): VariantTechnique {
  const technique: VariantTechnique = {
    id: 'bounded-forcing',
    name: 'Bounded forcing',
    cost: { first: 5000, later: 2500 },
    find(grid: VariantCandidates): Step | null {
      const probe = probeOf(grid.variant);
      const masks = masksOf(grid);
      let best: Found | undefined;
      const queue = pending.get(grid.variant) ?? [];
      while (best === undefined && queue.length > 0) {
        const a = queue.shift()!;
        if (grid.values[a.cell] !== 0 || !grid.has(a.cell, a.value)) continue;
        const r = probe.probe(masks, a);
        if (!r.ok && r.runs <= maxRuns)
          best = { ...a, runs: r.runs, failed: r.failed ?? 'a rule cannot hold' };
      }
      if (best === undefined) {
        const base = probe.probe(masks);
        if (!base.ok) {
          throw new TechniqueError(`the position has no solution: ${base.failed ?? 'a rule cannot hold'}`);
        }
        const found = scan(probe, grid, masks, base.runs, maxRuns);
        best = found.shift();
        pending.set(grid.variant, found);
      }
      if (best === undefined) return null;
      const { cell, value, runs, failed } = best;
      const name = grid.geometry.cellName(cell);
      return makeStep(technique, {
        eliminations: [{ cell, value }],
        cells: [cell],
        candidates: [{ cell, value }],
        length: runs,
        because: `assuming ${name} = ${value}, the puzzle's propagators reach a contradiction in ${runs} step${runs === 1 ? '' : 's'} (${failed}), so ${value} goes from ${name}.`,
      });
    },
  };
  return technique;
}

/** Bounded forcing within {@link DEFAULT_FORCING_RUNS} propagator runs. */
export const boundedForcing: VariantTechnique = boundedForcingWithin(DEFAULT_FORCING_RUNS);
