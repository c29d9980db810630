import { type Backend, compileModel, solveSync } from '../../core/index.js';
import { buildKakuroModel } from './buildKakuroModel.js';
import { type GeneratedKakuro, generateKakuro } from './generateKakuro.js';
import type { KakuroPuzzle } from './KakuroPuzzle.js';
import { repairKakuro } from './repairKakuro.js';
import { uniqueKakuro } from './uniqueKakuro.js';

/** A unique Kakuro from `generateHardKakuro`, with how hard the native engine found it. */
export interface HardKakuro extends GeneratedKakuro {
  /** White cells root propagation leaves open (0: propagation alone solves it). */
  readonly openAtRoot: number;
  /** Search nodes of the native engine to a uniqueness proof (count to 2). */
  readonly nodes: number;
}

/** Redraws between two blackenings: enough for most local repairs, few enough to stay quick. */
const REDRAWS_PER_ROUND = 20;

/** Blackenings per attempt; a layout needing more is dropped. */
const MAX_ROUNDS = 60;

/**
 * A seeded unique Kakuro that root propagation does not solve, with the solver in the loop: each
 * attempt generates a random puzzle (`generateKakuro`), then alternates `repairKakuro` (redraw the
 * digits where a second solution differs, keeping the layout) with blackening a single cell
 * (`uniqueKakuro` for one step) when the repair stalls. Blackening alone splits runs until
 * propagation solves the puzzle; redrawing first keeps most runs long. The first unique result with
 * cells open after root propagation is returned; after `attempts` attempts, the unique result that
 * needed the most search. Same arguments, same puzzle.
 *
 * @throws RangeError when no attempt ended unique (not seen on 12×12 with the default ratio).
 */
export function generateHardKakuro(
  rows: number,
  cols: number,
  seed: number,
  backend: Backend,
  attempts = 12,
  blackRatio = 0.25,
): HardKakuro {
  let best: HardKakuro | undefined;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const s = seed * attempts + attempt;
    let g = generateKakuro(rows, cols, s, blackRatio);
    let unique = false;
    for (let round = 0; round < MAX_ROUNDS && !unique; round++) {
      const r = repairKakuro(g, backend, s * MAX_ROUNDS + round, REDRAWS_PER_ROUND);
      g = { puzzle: r.puzzle, solution: r.solution };
      unique = r.unique;
      if (!unique) g = uniqueKakuro(g, backend, 1);
    }
    if (!unique) continue;
    const h = { ...g, ...hardness(g.puzzle, backend) };
    if (h.openAtRoot > 0) return h;
    if (best === undefined || h.nodes > best.nodes) best = h;
  }
  if (best === undefined)
    throw new RangeError(`kakuro: no unique ${rows}×${cols} puzzle in ${attempts} attempts`);
  return best;
}

/** Open cells after root propagation, and search nodes to a uniqueness proof. */
function hardness(p: KakuroPuzzle, backend: Backend): { openAtRoot: number; nodes: number } {
  const km = buildKakuroModel(p);
  const root = compileModel(km.model);
  let openAtRoot = 0;
  if (root.engine.propagate()) {
    for (const v of km.cellVar) if (v >= 0 && root.store.values(v).length > 1) openAtRoot++;
  }
  return { openAtRoot, nodes: solveSync(backend, km.model, { solutionLimit: 2 }).stats.nodes };
}
