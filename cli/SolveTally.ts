import type { PuzzleStatus } from './PuzzleStatus.js';
import type { SolveAnswer } from './SolveAnswer.js';

/** A tally's counts as plain data (sent back by worker threads). */
export interface TallySnapshot {
  /** Answers per status. */
  readonly counts: Readonly<Record<PuzzleStatus, number>>;
  /** Search nodes. */
  readonly nodes: number;
}

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

  /** The counts so far, as plain data. */
  snapshot(): TallySnapshot {
    return { counts: { ...this.counts }, nodes: this.nodes };
  }

  /** Adds the counts of another tally (a worker thread's). */
  absorb(other: TallySnapshot | undefined): void {
    if (other === undefined) return;
    for (const k of Object.keys(this.counts) as PuzzleStatus[]) this.counts[k] += other.counts[k];
    this.nodes += other.nodes;
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
