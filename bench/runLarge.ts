import type { SolveStatus } from '../core/index.js';
import { checkSolution } from '../models/sudoku/index.js';
import type { Contender } from './Contender.js';
import type { LargeInstance } from './dataSets.js';
import { familySize, loadLargeInstance } from './dataSets.js';
import { median } from './median.js';

/** One large instance solved by one contender. */
export interface LargeRun {
  /** The instance. */
  readonly instance: LargeInstance;
  /** Contender name. */
  readonly contender: string;
  /**
   * How the solve ended (`sat` only when the solution also passed `checkSolution`; `wrong`
   * otherwise); `skipped` when the contender had timed out on a smaller grid of this fill (see
   * `runLargeInstances`).
   */
  readonly status: SolveStatus | 'wrong' | 'error' | 'skipped';
  /** CPU time of the solve, ms (this process's, or what an outside solver reported of its own). */
  readonly cpuMs: number;
  /** CPU ms of the export before an outside solver's run (the CNF), or `null`. */
  readonly exportMs: number | null;
  /** Search nodes, when counted. */
  readonly nodes: number | null;
}

/** One result row: one contender on one family at one fill. */
export interface LargeRow {
  /** `generated` or `lloyd-amos`. */
  readonly source: string;
  /** Family name (`r5`, `b4x3`, `la_r4`). */
  readonly family: string;
  /** Grid side. */
  readonly size: number;
  /** Fraction of givens. */
  readonly fill: number;
  /** Contender name. */
  readonly contender: string;
  /** Instances run. */
  readonly instances: number;
  /** Instances solved with a checked solution. */
  readonly solved: number;
  /** Instances that hit the time limit. */
  readonly timeouts: number;
  /** Instances answered wrongly (a solution failing the check, or `unsat` on a solvable instance). */
  readonly wrong: number;
  /** Median CPU ms per instance (timeouts count at their full time). */
  readonly medianCpuMs: number;
  /** Slowest instance, CPU ms. */
  readonly maxCpuMs: number;
  /** Median search nodes, or `null` when not counted. */
  readonly medianNodes: number | null;
}

/**
 * Solves each instance once per contender under `timeoutMs`, checking every answer. Every
 * instance is solvable by construction, so `unsat` is reported as wrong too.
 *
 * With `skipAfterTimeout` (the `--large` run), a contender that timed out on a grid of some fill
 * is not run on the later grids of that fill and source that are bigger (the list should come
 * smallest first): they are harder still, and each would cost the whole limit again. Grids of
 * the same size still run (hardness varies much between instances of one size).
 */
export async function runLargeInstances(
  instances: readonly LargeInstance[],
  contenders: readonly Contender[],
  timeoutMs: number,
  onWrong: (message: string) => void,
  onProgress: (message: string) => void,
  skipAfterTimeout = false,
): Promise<LargeRun[]> {
  const runs: LargeRun[] = [];
  // Per contender and (source, fill): the smallest grid side it timed out on.
  const timedOutAt = new Map<string, number>();
  for (const instance of instances) {
    const puzzle = loadLargeInstance(instance);
    const size = familySize(instance.family);
    for (const contender of contenders) {
      const key = `${contender.name}|${instance.source}|${instance.fill}`;
      const limit = timedOutAt.get(key);
      if (skipAfterTimeout && limit !== undefined && size > limit) {
        runs.push({
          instance,
          contender: contender.name,
          status: 'skipped',
          cpuMs: Number.NaN,
          exportMs: null,
          nodes: null,
        });
        onProgress(
          `${instance.file} × ${contender.name}: skipped (timed out on a smaller grid of this fill, ${limit}×${limit})`,
        );
        continue;
      }
      const cpu0 = process.cpuUsage();
      let status: LargeRun['status'];
      let nodes: number | null = null;
      let ownCpuMs: number | undefined;
      let exportMs: number | null = null;
      try {
        const r = contender.solve(puzzle, timeoutMs);
        const o = r instanceof Promise ? await r : r;
        nodes = o.nodes ?? null;
        ownCpuMs = o.cpuMs;
        exportMs = o.exportMs ?? null;
        status = o.status;
        if (o.status === 'sat' && o.solution !== undefined) {
          const problems = checkSolution(puzzle, o.solution);
          if (problems.length > 0) {
            status = 'wrong';
            onWrong(`${contender.name} on ${instance.file}: ${problems.slice(0, 3).join('; ')}`);
          }
        } else if (o.status === 'unsat') {
          status = 'wrong';
          onWrong(`${contender.name} on ${instance.file}: reported unsat, but the instance is solvable`);
        }
      } catch (e) {
        status = 'error';
        onWrong(`${contender.name} on ${instance.file}: threw ${e instanceof Error ? e.message : String(e)}`);
      }
      const cpu = process.cpuUsage(cpu0);
      const cpuMs = ownCpuMs ?? (cpu.user + cpu.system) / 1000;
      if (status === 'timeout' && (limit === undefined || size < limit)) timedOutAt.set(key, size);
      runs.push({ instance, contender: contender.name, status, cpuMs, exportMs, nodes });
      const exported = exportMs === null ? '' : ` (+${exportMs.toFixed(0)} ms export)`;
      onProgress(`${instance.file} × ${contender.name}: ${status} in ${cpuMs.toFixed(0)} ms CPU${exported}`);
    }
  }
  return runs;
}

/** Groups runs into one row per source, family, fill and contender. */
export function summariseLarge(runs: readonly LargeRun[]): LargeRow[] {
  const groups = new Map<string, LargeRun[]>();
  for (const r of runs) {
    if (r.status === 'skipped') continue;
    const key = [r.instance.source, r.instance.family, r.instance.fill, r.contender].join('|');
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  const rows: LargeRow[] = [];
  for (const list of groups.values()) {
    const first = list[0]!;
    const nodes = list.map((r) => r.nodes).filter((x): x is number => x !== null);
    const cpu = list.map((r) => r.cpuMs);
    rows.push({
      source: first.instance.source,
      family: first.instance.family,
      size: familySize(first.instance.family),
      fill: first.instance.fill,
      contender: first.contender,
      instances: list.length,
      solved: list.filter((r) => r.status === 'sat').length,
      timeouts: list.filter((r) => r.status === 'timeout').length,
      wrong: list.filter((r) => r.status === 'wrong' || r.status === 'error').length,
      medianCpuMs: median(cpu),
      maxCpuMs: Math.max(...cpu),
      medianNodes: nodes.length === list.length ? median(nodes) : null,
    });
  }
  return rows.sort(
    (a, b) =>
      a.source.localeCompare(b.source) ||
      a.size - b.size ||
      a.family.localeCompare(b.family) ||
      a.fill - b.fill ||
      a.contender.localeCompare(b.contender),
  );
}
