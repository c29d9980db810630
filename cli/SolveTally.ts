import type { PuzzleStatus } from './PuzzleStatus.js';
import type { SolveAnswer } from './SolveAnswer.js';

/** A tally's counts as plain data (sent back by worker threads). */
export interface TallySnapshot {
  /** Answers per status. */
  readonly counts: Readonly<Record<PuzzleStatus, number>>;
  /** Search nodes. */
  readonly nodes: number;
  /** Learning figures (absent when no search learnt: older threads' snapshots lack them too). */
  readonly learning?: LearningTally;
}

/** What the learning searches of a run did (native engine; `stats.extra` of each answer). */
export interface LearningTally {
  /** Puzzles whose search learnt (the learning search alone, or as the escalated portfolio's arm). */
  readonly puzzles: number;
  /** Their conflicts. */
  readonly conflicts: number;
  /** Nogoods learnt. */
  readonly learnt: number;
}

/** The learning figures of one answer's statistics, if its search learnt. */
function learningOf(extra: Readonly<Record<string, number>> | undefined): LearningTally | undefined {
  if (extra === undefined) return undefined;
  // `conflicts`: the learning search ran alone (`--learning on`); `learningConflicts`: it ran as the
  // escalated portfolio's arm (the defaults), with `learningNogoods`.
  const alone = extra.conflicts;
  if (alone !== undefined) return { puzzles: 1, conflicts: alone, learnt: extra.learntNogoods ?? 0 };
  const arm = extra.learningConflicts;
  return arm === undefined ? undefined : { puzzles: 1, conflicts: arm, learnt: extra.learningNogoods ?? 0 };
}

/**
 * Running totals of a `solve` run for its `--stats` summary: answers per status, search nodes and, when
 * a search learnt, its conflicts and learnt nogoods.
 */
export class SolveTally {
  private readonly counts: Record<PuzzleStatus, number> = {
    sat: 0,
    unsat: 0,
    timeout: 0,
    unknown: 0,
    invalid: 0,
  };
  private nodes = 0;
  private learnPuzzles = 0;
  private conflicts = 0;
  private learnt = 0;

  private addLearning(l: LearningTally | undefined): void {
    if (l === undefined) return;
    this.learnPuzzles += l.puzzles;
    this.conflicts += l.conflicts;
    this.learnt += l.learnt;
  }

  /** Counts one answer. */
  add(answer: SolveAnswer): void {
    this.counts[answer.status]++;
    this.nodes += answer.stats.nodes;
    this.addLearning(learningOf(answer.stats.extra));
  }

  /** The counts so far, as plain data. */
  snapshot(): TallySnapshot {
    if (this.learnPuzzles === 0) return { counts: { ...this.counts }, nodes: this.nodes };
    const learning = { puzzles: this.learnPuzzles, conflicts: this.conflicts, learnt: this.learnt };
    return { counts: { ...this.counts }, nodes: this.nodes, learning };
  }

  /** Adds the counts of another tally (a worker thread's). */
  absorb(other: TallySnapshot | undefined): void {
    if (other === undefined) return;
    for (const k of Object.keys(this.counts) as PuzzleStatus[]) this.counts[k] += other.counts[k];
    this.nodes += other.nodes;
    this.addLearning(other.learning);
  }

  /**
   * The summary line: `cspkit: N puzzles (… sat, … invalid) in T ms, K nodes, backend B`, and when a
   * search learnt `; learning on P puzzles: C conflicts, L learnt nogoods`.
   */
  summary(puzzles: number, ms: number, backendId: string): string {
    const c = this.counts;
    return (
      `cspkit: ${puzzles} puzzles (${c.sat} sat, ${c.unsat} unsat, ${c.timeout} timeout, ` +
      `${c.unknown} unknown, ${c.invalid} invalid) in ${ms.toFixed(1)} ms, ${this.nodes} nodes, backend ${backendId}` +
      (this.learnPuzzles === 0
        ? ''
        : `; learning on ${this.learnPuzzles} puzzle${this.learnPuzzles === 1 ? '' : 's'}: ` +
          `${this.conflicts} conflicts, ${this.learnt} learnt nogoods`)
    );
  }
}
