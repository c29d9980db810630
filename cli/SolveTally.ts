import type { PuzzleStatus } from './PuzzleStatus.js';
import type { SolveAnswer } from './SolveAnswer.js';

/** Running totals of a `solve` run for its `--stats` summary: answers per status and search nodes. */
export class SolveTally {
  private readonly counts: Record<PuzzleStatus, number> = {
    sat: 0,
    unsat: 0,
    timeout: 0,
    unknown: 0,
    invalid: 0,
  };
  private nodes = 0;

  /** Counts one answer. */
  add(answer: SolveAnswer): void {
    this.counts[answer.status]++;
    this.nodes += answer.stats.nodes;
  }

  /** The summary line: `cspkit: N puzzles (… sat, … invalid) in T ms, K nodes, backend B`. */
  summary(puzzles: number, ms: number, backendId: string): string {
    const c = this.counts;
    return (
      `cspkit: ${puzzles} puzzles (${c.sat} sat, ${c.unsat} unsat, ${c.timeout} timeout, ` +
      `${c.unknown} unknown, ${c.invalid} invalid) in ${ms.toFixed(1)} ms, ${this.nodes} nodes, backend ${backendId}`
    );
  }
}
