import type { MessagePort } from 'node:worker_threads';

/** A solve job sent to the SAT worker thread. */
export interface SatJobMessage {
  /** Tag. */
  readonly type: 'solve';
  /** Job id (answers carry it). */
  readonly id: number;
  /** Number of variables of the CNF. */
  readonly numVars: number;
  /** Number of clauses. */
  readonly clauseCount: number;
  /** Flat 0-terminated clauses (see `Cnf`). */
  readonly clauses: Int32Array;
  /** SAT variables `1..primaryVars` are decoded and blocked. */
  readonly primaryVars: number;
  /** Stop after this many solutions. */
  readonly solutionLimit: number;
}

/** A message from the SAT worker thread. */
export type SatWorkerMessage =
  | {
      /** The worker has loaded and waits for jobs. */
      readonly type: 'ready';
    }
  | {
      /** One solution of job `id`: its true primary variables. */
      readonly type: 'solution';
      /** Job id. */
      readonly id: number;
      /** True primary variables, ascending. */
      readonly lits: Int32Array;
    }
  | {
      /** Job `id` is over. */
      readonly type: 'done';
      /** Job id. */
      readonly id: number;
      /** How MiniSat's run ended (see `MiniSatRunStatus`). */
      readonly status: 'done' | 'limit' | 'stopped' | 'heap';
      /** Time inside MiniSat, ms. */
      readonly solveMs: number;
      /** Why, for `heap`. */
      readonly reason?: string;
    }
  | {
      /** The worker could not load (reported by its bootstrap; the thread is unusable). */
      readonly type: 'fatal';
      /** What went wrong. */
      readonly message: string;
    }
  | {
      /** Job `id` failed with an exception. */
      readonly type: 'error';
      /** Job id. */
      readonly id: number;
      /** The exception's message. */
      readonly message: string;
    };

/** What the worker receives as `workerData`. */
export interface SatWorkerData {
  /** Port for answers (the parent reads it synchronously or by events). */
  readonly port: MessagePort;
  /** One `Int32` counter bumped (and notified) after every answer, for synchronous waiting. */
  readonly signal: SharedArrayBuffer;
  /** Runner settings. */
  readonly reuseMaxVars: number;
  /** Runner settings. */
  readonly rebuildAfter: number;
  /** Runner settings. */
  readonly reserveHeapBytes: number;
}
