import { DlxSearch, type DlxStep } from './DlxSearch.js';
import { ExactCoverError } from './ExactCoverError.js';
import type { ExactCoverMatrix } from './ExactCoverMatrix.js';

/** Limits of one exact-cover solve; every field is optional. */
export interface ExactCoverLimits {
  /** Stop after this many solutions (default: 1 for `solve`, unlimited for `count` and `enumerate`). */
  readonly solutionLimit?: number;
  /** Stop after this many search nodes (options tried). */
  readonly nodeLimit?: number;
  /** Stop after this many ms of wall time. */
  readonly timeoutMs?: number;
  /** Stop when this signal aborts (checked between slices of the search and after each solution). */
  readonly signal?: AbortSignal;
}

/**
 * How an exact-cover solve ended: `complete` (every solution was visited), `solutionLimit`,
 * `nodeLimit`, `timeout` or `cancelled`.
 */
export type ExactCoverStatus = 'complete' | 'solutionLimit' | 'nodeLimit' | 'timeout' | 'cancelled';

/** Outcome of {@link ExactCoverSolver.count} (and the common part of `solve`). */
export interface ExactCoverCount {
  /** How the search ended. */
  readonly status: ExactCoverStatus;
  /** Solutions visited. */
  readonly count: number;
  /** Search nodes (options tried). */
  readonly nodes: number;
  /** Dead ends met. */
  readonly failures: number;
}

/** Outcome of {@link ExactCoverSolver.solve}. */
export interface ExactCoverResult extends ExactCoverCount {
  /** Each solution as the ids of its options (root selections first). */
  readonly solutions: Int32Array[];
}

/** Longest stretch of a synchronous solve between two looks at the signal, ms. */
const SLICE_MS = 25;

/**
 * Solves an exact-cover problem ({@link ExactCoverMatrix}, made with `ExactCoverBuilder`):
 * first solutions, counting, enumeration as a generator or with a callback, each with limits.
 * Options selected or removed on the matrix beforehand (`selectOption`, `removeOption`) hold for
 * every call. Each call starts a fresh search; a generator from `enumerate` holds the matrix
 * until it finishes or is returned, and meanwhile every other call throws.
 */
export class ExactCoverSolver {
  /** The matrix solved. */
  readonly matrix: ExactCoverMatrix;
  /** The underlying resumable search (for callers that drive it themselves). */
  readonly search: DlxSearch;
  private busy = false;

  /** A solver over `matrix`. */
  constructor(matrix: ExactCoverMatrix) {
    this.matrix = matrix;
    this.search = new DlxSearch(matrix);
  }

  /** Collects solutions (default: the first one only). */
  solve(limits: ExactCoverLimits = {}): ExactCoverResult {
    const solutions: Int32Array[] = [];
    const r = this.forEachSolution(
      (s) => {
        solutions.push(s.slice());
      },
      { solutionLimit: 1, ...limits },
    );
    return { ...r, solutions };
  }

  /** The first solution, or `undefined` when there is none (or a limit stopped the search first). */
  first(limits: ExactCoverLimits = {}): Int32Array | undefined {
    return this.solve({ ...limits, solutionLimit: 1 }).solutions[0];
  }

  /** Counts solutions (default: all of them) without keeping them. */
  count(limits: ExactCoverLimits = {}): ExactCoverCount {
    return this.forEachSolution(() => {}, limits);
  }

  /**
   * Calls `visit` with each solution (option ids; the array is reused, copy it to keep it).
   * Return `false` from `visit` to stop (status `solutionLimit`).
   */
  forEachSolution(visit: (options: Int32Array) => unknown, limits: ExactCoverLimits = {}): ExactCoverCount {
    this.begin(limits);
    const limit = limits.solutionLimit ?? Number.POSITIVE_INFINITY;
    const deadline =
      limits.timeoutMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + limits.timeoutMs;
    const s = this.search;
    let buffer = new Int32Array(0);
    let status: ExactCoverStatus | undefined;
    try {
      if (limit <= 0) status = 'solutionLimit';
      while (status === undefined) {
        if (limits.signal?.aborted) {
          status = 'cancelled';
          break;
        }
        const step: DlxStep = s.run(Math.min(deadline, performance.now() + SLICE_MS));
        if (step === 'solution') {
          if (buffer.length !== s.solutionSize) buffer = new Int32Array(s.solutionSize);
          s.solution(buffer);
          if (visit(buffer) === false || s.solutions >= limit) status = 'solutionLimit';
        } else if (step === 'exhausted') status = 'complete';
        else if (step === 'nodeLimit') status = 'nodeLimit';
        else if (step === 'stopped') status = 'cancelled';
        else if (performance.now() >= deadline) status = 'timeout';
      }
      return { status, count: s.solutions, nodes: s.nodes, failures: s.failures };
    } finally {
      this.end();
    }
  }

  /**
   * Yields each solution (a fresh array of option ids) as the search finds it; the search
   * pauses in between. Returns the final status. Breaking out of the loop stops the search.
   */
  *enumerate(limits: ExactCoverLimits = {}): Generator<Int32Array, ExactCoverStatus, undefined> {
    this.begin(limits);
    const limit = limits.solutionLimit ?? Number.POSITIVE_INFINITY;
    const deadline =
      limits.timeoutMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + limits.timeoutMs;
    const s = this.search;
    try {
      if (limit <= 0) return 'solutionLimit';
      for (;;) {
        if (limits.signal?.aborted) return 'cancelled';
        const step = s.run(Math.min(deadline, performance.now() + SLICE_MS));
        if (step === 'solution') {
          yield s.solution();
          if (s.solutions >= limit) return 'solutionLimit';
        } else if (step === 'exhausted') return 'complete';
        else if (step === 'nodeLimit') return 'nodeLimit';
        else if (step === 'stopped') return 'cancelled';
        else if (performance.now() >= deadline) return 'timeout';
      }
    } finally {
      this.end();
    }
  }

  private begin(limits: ExactCoverLimits): void {
    if (this.busy) {
      throw new ExactCoverError(
        'an enumeration of this solver is still open: finish it or call its return()',
      );
    }
    this.busy = true;
    this.search.reset();
    this.search.nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  }

  private end(): void {
    this.search.reset();
    this.busy = false;
  }
}
