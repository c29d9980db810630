import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { countSolutions, cpuTimeMs } from '../../core/index.js';
import { formatLine } from '../../models/sudoku/index.js';
import { buildVariantModel, decodeVariantSolution } from '../../models/sudoku/variants/index.js';
import { median } from '../median.js';
import type { VariantBenchPuzzle } from './VariantBenchPuzzle.js';

/** The wall-clock cap of a solve, in multiples of its CPU-time limit. */
export const WALL_FACTOR = 3;

/** The two native configurations compared. */
export const PRESOLVE_MODES = ['presolve', 'no presolve'] as const;
/** One of {@link PRESOLVE_MODES}. */
export type PresolveMode = (typeof PRESOLVE_MODES)[number];

/** One timed solve of one puzzle. */
export interface VariantRun {
  readonly name: string;
  readonly category: string;
  readonly mode: PresolveMode;
  /** CPU ms: model build, compile (fresh backend) and search to the uniqueness proof. */
  readonly cpuMs: number;
  readonly nodes: number;
  /**
   * `ok`: unique and equal to the known solution; `timeout`: over the CPU-time limit, or stopped
   * at the wall-clock cap; `wrong`: anything else.
   */
  readonly outcome: 'ok' | 'timeout' | 'wrong';
}

/** Per category and mode. */
export interface VariantRow {
  readonly category: string;
  readonly mode: PresolveMode;
  readonly puzzles: number;
  readonly solved: number;
  readonly timeouts: number;
  readonly wrong: number;
  readonly medianMs: number;
  readonly maxMs: number;
  readonly medianNodes: number;
}

/** Solves one puzzle to its uniqueness proof on a fresh native backend (empty compile cache). */
export async function timeOne(
  p: VariantBenchPuzzle,
  mode: PresolveMode,
  timeoutMs: number,
): Promise<VariantRun> {
  const backend = new NativeBackend();
  const t0 = cpuTimeMs();
  const vm = buildVariantModel(p.puzzle);
  // The limit is on CPU time: the wall-clock cap is looser, so that a machine shared with other
  // work (wall time several times the CPU time) does not turn a 2 s solve into a timeout.
  const r = await countSolutions(backend, vm.model, 2, {
    timeoutMs: WALL_FACTOR * timeoutMs,
    backendOptions: { native: { presolve: mode === 'presolve' } },
  });
  const cpuMs = cpuTimeMs() - t0;
  const complete = r.result.reason === undefined && r.result.status !== 'unknown';
  const first = r.result.solutions[0];
  const right =
    complete &&
    r.count === 1 &&
    first !== undefined &&
    formatLine(decodeVariantSolution(vm, first.values)) === p.solution;
  const outcome = complete && !right ? 'wrong' : !complete || cpuMs > timeoutMs ? 'timeout' : 'ok';
  return { name: p.name, category: p.category, mode, cpuMs, nodes: r.result.stats.nodes, outcome };
}

/**
 * Times every puzzle with and without presolve, interleaved (A then B, B then A on the next puzzle,
 * so drift on a shared machine hits both alike), after one untimed warm-up solve per category.
 */
export async function runVariantBench(
  set: readonly VariantBenchPuzzle[],
  timeoutMs: number,
  progress: (m: string) => void,
): Promise<VariantRun[]> {
  const warmed = new Set<string>();
  for (const p of set) {
    if (warmed.has(p.category)) continue;
    warmed.add(p.category);
    for (const mode of PRESOLVE_MODES) await timeOne(p, mode, timeoutMs);
  }
  const runs: VariantRun[] = [];
  for (let i = 0; i < set.length; i++) {
    const p = set[i]!;
    const modes = i % 2 === 0 ? PRESOLVE_MODES : [...PRESOLVE_MODES].reverse();
    for (const mode of modes) {
      const run = await timeOne(p, mode, timeoutMs);
      runs.push(run);
      if (run.outcome !== 'ok') progress(`${p.name} (${mode}): ${run.outcome.toUpperCase()}`);
    }
  }
  return runs;
}

/** Rows per category and mode, then `all` per mode. */
export function summariseVariantRuns(runs: readonly VariantRun[]): VariantRow[] {
  const categories = [...new Set(runs.map((r) => r.category)), 'all'];
  const rows: VariantRow[] = [];
  for (const category of categories) {
    for (const mode of PRESOLVE_MODES) {
      const mine = runs.filter((r) => r.mode === mode && (category === 'all' || r.category === category));
      if (mine.length === 0) continue;
      const ms = mine.map((r) => r.cpuMs);
      rows.push({
        category,
        mode,
        puzzles: mine.length,
        solved: mine.filter((r) => r.outcome === 'ok').length,
        timeouts: mine.filter((r) => r.outcome === 'timeout').length,
        wrong: mine.filter((r) => r.outcome === 'wrong').length,
        medianMs: median(ms),
        maxMs: Math.max(...ms),
        medianNodes: median(mine.map((r) => r.nodes)),
      });
    }
  }
  return rows;
}
