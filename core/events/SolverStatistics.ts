/** Counters every backend reports (a backend leaves a counter at 0 when it has no such notion). */
export interface SolverStatistics {
  /** Search nodes (decisions taken). */
  nodes: number;
  /** Dead ends (failed nodes). */
  failures: number;
  /** Propagator runs (native) or the backend's nearest equivalent. */
  propagations: number;
  /** Solutions found so far. */
  solutions: number;
  /** Deepest search level reached. */
  maxDepth: number;
  /** Restarts performed. */
  restarts: number;
  /** CPU time of the solving process, ms (process CPU, user + system). */
  cpuMs: number;
  /** Wall-clock time, ms. */
  wallMs: number;
  /** Backend-specific figures (e.g. SAT variables, clauses, encode ms). */
  extra?: Record<string, number>;
}

/** A fresh zeroed statistics record. */
export function emptyStatistics(): SolverStatistics {
  return {
    nodes: 0,
    failures: 0,
    propagations: 0,
    solutions: 0,
    maxDepth: 0,
    restarts: 0,
    cpuMs: 0,
    wallMs: 0,
  };
}
