import type MiniSat from 'logic-solver/minisat_wrapper.js';
import type { Cnf } from './Cnf.js';
import { loadMiniSat } from './loadMiniSat.js';

/** Options of {@link MiniSatRunner}. */
export interface MiniSatRunnerOptions {
  /**
   * Instances with at most this many variables are solved in one shared MiniSat (each under its
   * own selector variable, retired afterwards); larger ones get a fresh MiniSat of their own.
   * Default 5,000 (a fresh MiniSat costs a few ms, nothing next to a large instance, and keeps its
   * search independent of earlier instances).
   */
  readonly reuseMaxVars?: number;
  /** A shared MiniSat is replaced after this many instances (retired selectors pile up). Default 5,000. */
  readonly rebuildAfter?: number;
  /**
   * Bytes of every new MiniSat's heap to occupy before use (default 0). A diagnostic hook: it
   * provokes the out-of-heap path on an ordinary instance, which tests use.
   */
  readonly reserveHeapBytes?: number;
}

/** How a {@link MiniSatRunner.run} ended. */
export type MiniSatRunStatus = 'done' | 'limit' | 'stopped' | 'heap';

/** Outcome of {@link MiniSatRunner.run}. */
export interface MiniSatRunOutcome {
  /**
   * `done`: every solution was found (possibly none); `limit`: the solution limit was reached;
   * `stopped`: the caller's callback asked to stop; `heap`: MiniSat ran out of its fixed heap.
   */
  readonly status: MiniSatRunStatus;
  /** Solutions reported. */
  readonly solutions: number;
  /** Wall time inside MiniSat (adding clauses and solving), ms. */
  readonly solveMs: number;
  /** Why, for `heap`: names the heap size and the instance size. */
  readonly reason?: string;
}

/** Default of `MiniSatRunnerOptions.reuseMaxVars`. */
export const DEFAULT_REUSE_MAX_VARS = 5000;
/** Default of `MiniSatRunnerOptions.rebuildAfter`. */
export const DEFAULT_REBUILD_AFTER = 5000;

const MIB = 1024 * 1024;
let heapBytesSeen = 0;

/**
 * The heap size of logic-solver's MiniSat as cspkit loads it: 1 GiB (see `loadMiniSat`; the
 * published 2.0.1 has 64 MiB). Instantiates one MiniSat on first call.
 */
export function miniSatHeapBytes(): number {
  if (heapBytesSeen === 0) heapBytesSeen = new (loadMiniSat())()._C.HEAP8.length;
  return heapBytesSeen;
}

/**
 * Whether `e` (anything MiniSat threw) is its out-of-heap abort. MiniSat throws a bare
 * `abort() at …` string and prints the cause, so `printed` (what it printed meanwhile) is checked too.
 */
export function isHeapAbort(e: unknown, printed = ''): boolean {
  const text = e instanceof Error ? e.message : String(e);
  return (
    text.includes('Cannot enlarge memory') ||
    (text.includes('abort()') && printed.includes('Cannot enlarge memory'))
  );
}

/** The `unknown` reason given when MiniSat's heap runs out on `cnf`. */
export function heapReason(cnf: Cnf, heapBytes: number): string {
  return (
    `MiniSat ran out of its fixed ${Math.round(heapBytes / MIB)} MiB heap on an instance of ` +
    `${cnf.numVars} variables and ${cnf.clauseCount} clauses`
  );
}

/** Longest MiniSat printout kept while muted (its abort message is short). */
const PRINT_KEEP = 4096;

/**
 * Runs CNF formulas through logic-solver's MiniSat (its asm.js build, driven directly: clauses
 * are written into the asm.js heap and added without building formula objects).
 *
 * Small instances share one MiniSat: each is added under a fresh selector variable `s` (every
 * clause gets `¬s`), solved assuming `s`, and retired with the unit `¬s` afterwards, which saves
 * instantiating a MiniSat per instance. The shared solver is rebuilt every `rebuildAfter`
 * instances because retired clauses and variables pile up. Solutions are enumerated with
 * blocking clauses over the primary variables (`1..primaryVars`).
 *
 * MiniSat's out-of-memory abort is caught and reported as status `heap`; the aborted instance is
 * dropped. MiniSat prints its abort message through `console.log`, which is muted during calls.
 */
export class MiniSatRunner {
  private readonly reuseMaxVars: number;
  private readonly rebuildAfter: number;
  private readonly reserveHeapBytes: number;
  private shared: MiniSat | null = null;
  private sharedUses = 0;
  private capacity = 0;
  private scratchOwner: MiniSat | null = null;
  private scratchPtr = 0;
  private scratchInts = 0;

  /** Creates a runner (no MiniSat is instantiated until the first run). */
  constructor(options: MiniSatRunnerOptions = {}) {
    this.reuseMaxVars = options.reuseMaxVars ?? DEFAULT_REUSE_MAX_VARS;
    this.rebuildAfter = options.rebuildAfter ?? DEFAULT_REBUILD_AFTER;
    this.reserveHeapBytes = options.reserveHeapBytes ?? 0;
  }

  private create(): MiniSat {
    const mini = new (loadMiniSat())();
    if (this.reserveHeapBytes > 0) mini._C._malloc(this.reserveHeapBytes);
    return mini;
  }

  /**
   * Solves `cnf`, calling `onSolution` with the true primary variables (ascending) of each
   * solution, until `solutionLimit` solutions, no more solutions, or `onSolution` returns `false`.
   * The array handed to `onSolution` is reused: copy it to keep it.
   *
   * Each solution is blocked by a clause over its true primary variables only, which is exact
   * when every solution has the same number of them (as with one value per model variable, which
   * cspkit's encodings guarantee); `blockFully` blocks with every primary variable instead, for any CNF.
   */
  run(
    cnf: Cnf,
    primaryVars: number,
    solutionLimit: number,
    onSolution: (trueLits: Int32Array, count: number) => boolean,
    blockFully = false,
  ): MiniSatRunOutcome {
    const t0 = performance.now();
    const share = cnf.numVars <= this.reuseMaxVars;
    let mini: MiniSat | null = null;
    const log = console.log;
    let printed = '';
    console.log = (...args: unknown[]): void => {
      if (printed.length < PRINT_KEEP) printed += `${args.join(' ')}\n`;
    };
    try {
      let selector: number;
      if (share) {
        // Puzzle variables live in 1..capacity and are reused by every instance (all clauses of a
        // retired instance carry its retired selector, so MiniSat deletes them); selectors are
        // fresh variables above that range, one per instance.
        if (this.shared === null || this.sharedUses >= this.rebuildAfter || cnf.numVars > this.capacity) {
          this.shared = this.create();
          this.sharedUses = 0;
          this.capacity = Math.max(cnf.numVars, this.capacity);
        }
        mini = this.shared;
        this.sharedUses++;
        selector = this.capacity + this.sharedUses;
        mini._C._ensureVar(selector);
      } else {
        mini = this.create();
        selector = 0;
      }
      if (heapBytesSeen === 0) heapBytesSeen = mini._C.HEAP8.length;
      const C = mini._C;
      if (!selector) C._ensureVar(cnf.numVars);
      let ok = this.addClauses(mini, cnf, selector);
      const found = new Int32Array(primaryVars);
      const full = blockFully ? new Int32Array(primaryVars) : found;
      let solutions = 0;
      let status: MiniSatRunStatus = 'done';
      while (ok) {
        if (solutions >= solutionLimit) {
          status = 'limit';
          break;
        }
        const sat = selector ? C._solveAssuming(selector) : C._solve();
        if (!sat) break;
        const model = C._getSolution() - 1; // byte of variable x is model[x]; 0 = true
        const heap8 = C.HEAP8;
        let count = 0;
        for (let x = 1; x <= primaryVars; x++) if (heap8[model + x] === 0) found[count++] = x;
        solutions++;
        if (!onSolution(found, count)) {
          status = 'stopped';
          break;
        }
        if (solutions >= solutionLimit) {
          status = 'limit';
          break;
        }
        if (blockFully) {
          // Blocking clause over all primary variables: false ones as positive literals.
          let j = 0;
          let k = 0;
          for (let x = 1; x <= primaryVars; x++) {
            if (j < count && found[j] === x) {
              full[k++] = x;
              j++;
            } else full[k++] = -x;
          }
          ok = this.addBlockingClause(mini, full, k, selector);
        } else ok = this.addBlockingClause(mini, found, count, selector);
      }
      if (selector) C._retireVar(selector);
      return { status, solutions, solveMs: performance.now() - t0 };
    } catch (e) {
      // An aborted asm.js instance is unusable: drop it.
      if (mini === this.shared) this.shared = null;
      if (mini === this.scratchOwner) this.scratchOwner = null;
      if (isHeapAbort(e, printed)) {
        const heap = mini ? mini._C.HEAP8.length : miniSatHeapBytes();
        return {
          status: 'heap',
          solutions: 0,
          solveMs: performance.now() - t0,
          reason: heapReason(cnf, heap),
        };
      }
      throw e instanceof Error ? e : new Error(`MiniSat failed: ${String(e)}`);
    } finally {
      console.log = log;
    }
  }

  /** Forgets the shared MiniSat (the next run builds a new one). */
  reset(): void {
    this.shared = null;
    this.scratchOwner = null;
  }

  /** A scratch area of at least `ints` words in `mini`'s heap (byte address). */
  private scratch(mini: MiniSat, ints: number): number {
    if (this.scratchOwner !== mini || this.scratchInts < ints) {
      if (this.scratchOwner === mini) mini._C._free(this.scratchPtr);
      const size = Math.max(ints, 4096);
      this.scratchPtr = mini._C._malloc(size * 4);
      this.scratchInts = size;
      this.scratchOwner = mini;
    }
    return this.scratchPtr;
  }

  private addClauses(mini: MiniSat, cnf: Cnf, selector: number): boolean {
    const C = mini._C;
    const src = cnf.clauses;
    let ptr = this.scratch(mini, 4096);
    let heap = C.HEAP32;
    let base = ptr >> 2;
    let at = base;
    let limit = base + this.scratchInts - 1;
    if (selector) heap[at++] = -selector;
    for (let i = 0; i < src.length; i++) {
      const l = src[i]!;
      if (l === 0) {
        heap[at] = 0;
        if (C._addClause(ptr) === 0) return false;
        at = base;
        if (selector) heap[at++] = -selector;
        continue;
      }
      if (at >= limit) {
        // A clause longer than the scratch area: move what was written to a bigger one.
        const written = Array.from(heap.subarray(base, at));
        ptr = this.scratch(mini, this.scratchInts * 2);
        heap = C.HEAP32;
        base = ptr >> 2;
        limit = base + this.scratchInts - 1;
        heap.set(written, base);
        at = base + written.length;
      }
      heap[at++] = l;
    }
    return true;
  }

  private addBlockingClause(mini: MiniSat, lits: Int32Array, count: number, selector: number): boolean {
    const C = mini._C;
    const ptr = this.scratch(mini, count + 2);
    const heap = C.HEAP32;
    let at = ptr >> 2;
    if (selector) heap[at++] = -selector;
    for (let j = 0; j < count; j++) heap[at++] = -lits[j]!;
    heap[at] = 0;
    return C._addClause(ptr) !== 0;
  }
}
