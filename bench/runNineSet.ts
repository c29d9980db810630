import { checkSolution } from '../models/sudoku/index.js';
import type { Contender, Outcome } from './Contender.js';
import type { NineSet } from './dataSets.js';
import { median } from './median.js';

/**
 * Untimed warm-up before the first pass: the set solved over and over (at most `WARM_UP_ROUNDS`
 * times) for this much wall time. V8 keeps re-optimising a fast solver's hot loops for hundreds of
 * milliseconds; after a 100-puzzle warm-up the first timed 17_clue pass still ran ~50 % slower
 * than the third, and after one 80 ms round ~25 % slower.
 */
const WARM_UP_MS = 1000;
/** Most rounds over the set in the warm-up. */
const WARM_UP_ROUNDS = 10;

/** Timing of one pass over a set. */
export interface PassTiming {
  /** Wall-clock time of the pass, ms. */
  readonly wallMs: number;
  /** Process CPU time (user + system) of the pass, ms. */
  readonly cpuMs: number;
}

/** One result row: one contender on one 9×9 set. */
export interface NineRow {
  /** Set name. */
  readonly set: string;
  /** Contender name. */
  readonly contender: string;
  /** Puzzles run. */
  readonly puzzles: number;
  /** Puzzles in the whole file (more than `puzzles` when capped). */
  readonly total: number;
  /** Per-pass timings. */
  readonly passes: readonly PassTiming[];
  /** Puzzles per second of wall time (median pass). */
  readonly puzzlesPerSecond: number;
  /** CPU µs per puzzle (median pass). */
  readonly cpuMicrosPerPuzzle: number;
  /** Mean search nodes per puzzle, or `null` when the contender does not count nodes. */
  readonly nodesPerPuzzle: number | null;
  /** Puzzles answered with a solution that passed `checkSolution` (last pass). */
  readonly solved: number;
  /** Puzzles reported unsat, timed out or otherwise unanswered (last pass). */
  readonly unanswered: number;
  /** Solutions that failed `checkSolution`, over all passes. */
  readonly wrong: number;
}

/** Checks one pass's outcomes; reports each wrong solution through `onWrong`. */
function checkPass(
  set: NineSet,
  contender: Contender,
  outcomes: readonly Outcome[],
  onWrong: (message: string) => void,
): { solved: number; unanswered: number; wrong: number; nodes: number; counted: boolean } {
  let solved = 0;
  let unanswered = 0;
  let wrong = 0;
  let nodes = 0;
  let counted = false;
  outcomes.forEach((o, i) => {
    if (o.nodes !== undefined) {
      nodes += o.nodes;
      counted = true;
    }
    if (o.status !== 'sat' || o.solution === undefined) {
      unanswered++;
      return;
    }
    const problems = checkSolution(set.puzzles[i]!, o.solution);
    if (problems.length === 0) solved++;
    else {
      wrong++;
      onWrong(`${contender.name} on ${set.name} puzzle #${i + 1}: ${problems.slice(0, 3).join('; ')}`);
    }
  });
  return { solved, unanswered, wrong, nodes, counted };
}

/**
 * Times `contender` over every puzzle of `set`, `passes` times. The timed region is only the
 * solving (for backends: build model, solve, decode); every answer is checked afterwards.
 */
export async function runNineSet(
  set: NineSet,
  contender: Contender,
  passes: number,
  timeoutMs: number,
  onWrong: (message: string) => void,
): Promise<NineRow> {
  const n = set.puzzles.length;
  const timings: PassTiming[] = [];
  let wrong = 0;
  let last = { solved: 0, unanswered: 0, wrong: 0, nodes: 0, counted: false };
  // An untimed warm-up, so the timed passes measure the steady state, not JIT compilation.
  const warmUntil = performance.now() + WARM_UP_MS;
  for (let i = 0; i < n * WARM_UP_ROUNDS && performance.now() < warmUntil; i++) {
    const r = contender.solve(set.puzzles[i % n]!, timeoutMs);
    if (r instanceof Promise) await r;
  }
  for (let pass = 0; pass < passes; pass++) {
    const outcomes: Outcome[] = new Array(n);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const r = contender.solve(set.puzzles[i]!, timeoutMs);
      outcomes[i] = r instanceof Promise ? await r : r;
    }
    const wallMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    timings.push({ wallMs, cpuMs: (cpu.user + cpu.system) / 1000 });
    last = checkPass(set, contender, outcomes, onWrong);
    wrong += last.wrong;
  }
  const wall = median(timings.map((t) => t.wallMs));
  const cpuMs = median(timings.map((t) => t.cpuMs));
  return {
    set: set.name,
    contender: contender.name,
    puzzles: n,
    total: set.total,
    passes: timings,
    puzzlesPerSecond: n === 0 ? 0 : n / (wall / 1000),
    cpuMicrosPerPuzzle: n === 0 ? 0 : (cpuMs * 1000) / n,
    nodesPerPuzzle: last.counted && n > 0 ? last.nodes / n : null,
    solved: last.solved,
    unanswered: last.unanswered,
    wrong,
  };
}
