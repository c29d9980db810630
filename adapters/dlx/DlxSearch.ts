import { COVERED, cover, uncover } from './coverOps.js';
import type { ExactCoverMatrix } from './ExactCoverMatrix.js';

/**
 * Why `DlxSearch.run` returned:
 * `solution` (one found; call `run` again for the next), `exhausted` (no more solutions),
 * `nodeLimit` (`nodeLimit` nodes were tried), `paused` (the time given to `run` ran out; call
 * again to resume) or `stopped` (`requestStop` was called).
 */
export type DlxStep = 'solution' | 'exhausted' | 'nodeLimit' | 'paused' | 'stopped';

// Where the loop resumes (Knuth's steps of Algorithm X).
const ENTER = 0; // X2/X3: at a new level, solution check and item choice
const TRY = 1; // X5: try option x[l] for item it[l] (or give the item back when x[l] is its header)
const LEAVE = 2; // X8/X6: level l is finished; undo the option at l - 1 and try the next one
const DONE = 3;

/** Work units (options hidden + items scanned) between two clock checks: well under 1 ms. */
const CHECK_EVERY = 1 << 14;

/**
 * Knuth's Algorithm X on an {@link ExactCoverMatrix}: iterative (an explicit stack of chosen
 * option nodes), resumable (`run` returns on a solution, on a limit or when its time is up,
 * and continues where it stopped), choosing at each level the primary item with the fewest
 * options left (the first such item in item order). Secondary items are never chosen; an
 * option that holds one covers it, which hides the other options that hold it.
 *
 * Two refinements keep the plain algorithm's answers and cut its work: the covers note
 * columns that fall to one option or none (see coverOps.ts), so a forced move is taken without
 * scanning the items, and an option that empties a primary column none of its remaining
 * items will cover is dropped as soon as that happens (a dead end found one level earlier).
 *
 * A node is one option tried. Nothing is allocated while searching.
 */
export class DlxSearch {
  /** The matrix searched (covered and uncovered in place). */
  readonly matrix: ExactCoverMatrix;
  /** Options tried so far (search nodes). */
  nodes = 0;
  /** Dead ends: options that emptied a primary column, and levels with an empty column. */
  failures = 0;
  /** Solutions found so far. */
  solutions = 0;
  /** Deepest level reached (options chosen at once, not counting root selections). */
  maxDepth = 0;
  /** Items covered so far (each costs a column walk): the nearest thing to propagations. */
  covers = 0;
  /** Stop with status `nodeLimit` once this many nodes were tried. */
  nodeLimit = Number.POSITIVE_INFINITY;

  private readonly x: Int32Array; // chosen node per level
  private readonly it: Int32Array; // chosen item per level
  private readonly lowsAt: Int32Array; // height of the lows stack after the item cover, per level
  private readonly fromAt: Int32Array; // `from` per level
  // Entries of the lows stack above `from` hold every column down to one option or none;
  // -1 when that is not known (a fresh search), so the next choice scans every item.
  private from = -1;
  private level = 0;
  private state = ENTER;
  private stop = false;

  /** Prepares a search of `matrix` from its current root state. */
  constructor(matrix: ExactCoverMatrix) {
    this.matrix = matrix;
    // Each level covers at least one more primary item, so depth ≤ primaryCount.
    this.x = new Int32Array(matrix.primaryCount + 1);
    this.it = new Int32Array(matrix.primaryCount + 1);
    this.lowsAt = new Int32Array(matrix.primaryCount + 1);
    this.fromAt = new Int32Array(matrix.primaryCount + 1);
  }

  /** Current number of chosen options on the stack. */
  get depth(): number {
    return this.level;
  }

  /** Asks a running or paused search to return `stopped` at its next check. */
  requestStop(): void {
    this.stop = true;
  }

  /**
   * Runs until a solution, the end, the node limit, a stop request, or `until` (a
   * `performance.now()` time; the clock is read every few thousand work units).
   */
  run(until = Number.POSITIVE_INFINITY): DlxStep {
    if (this.state === DONE) return 'exhausted';
    if (this.stop) {
      this.stop = false;
      return 'stopped';
    }
    const m = this.matrix;
    m.searchActive = true;
    const top = m.top;
    const ulink = m.ulink;
    const dlink = m.dlink;
    const x = this.x;
    const it = this.it;
    const zeros = m.zeros;
    const lows = m.lows;
    const lowsAt = this.lowsAt;
    const fromAt = this.fromAt;
    const primaryCount = m.primaryCount;
    const nodeLimit = this.nodeLimit;
    const timed = until !== Number.POSITIVE_INFINITY;
    let l = this.level;
    let from = this.from;
    let state = this.state;
    let nodes = this.nodes;
    let covers = this.covers;
    let failures = this.failures;
    let maxDepth = this.maxDepth;
    let work = 0;
    let out: DlxStep;
    for (;;) {
      if (state === ENTER) {
        // A primary column emptied since the last look is a dead end: back off before scanning.
        // Each entry is re-checked (still primary, still empty, not covered since).
        const zn = zeros[0]!;
        if (zn > 0) {
          zeros[0] = 0;
          let dead = false;
          for (let k = 1; k <= zn; k++) {
            const z = zeros[k]!;
            if (z <= primaryCount && top[z] === 0) {
              dead = true;
              break;
            }
          }
          if (dead) {
            failures++;
            state = LEAVE;
            continue;
          }
        }
        // A forced move: the newest column on the lows stack (above `from`) that is down to
        // one option. When `from` is known, every such column is there and no scan is needed.
        let best = 0;
        let bestLen = COVERED;
        const n = lows[0]!;
        if (from >= 0) {
          for (let k = n; k > from; k--) {
            const z = lows[k]!;
            if (z <= primaryCount && top[z]! <= 1) {
              best = z;
              bestLen = top[z]!;
              break;
            }
          }
        }
        if (best === 0) {
          // Smallest column first, among uncovered primary items (the first one in item order).
          // Covered items carry COVERED in their length, so a dense scan passes over them. With
          // `from` known there is no column of length ≤ 1, so the first of length 2 is a smallest.
          const enough = from >= 0 ? 2 : 1;
          for (let h = 1; h <= primaryCount; h++) {
            const len = top[h]!;
            if (len < bestLen) {
              best = h;
              bestLen = len;
              if (len <= enough) break;
            }
          }
          work += primaryCount >> 3;
          if (bestLen === COVERED) {
            // Every primary item is covered.
            this.solutions++;
            state = LEAVE;
            out = 'solution';
            break;
          }
          // No column is down to one option: later ones will all be pushed above n.
          if (bestLen >= 2) from = n;
        }
        if (bestLen === 0) {
          failures++;
          state = LEAVE;
          continue;
        }
        work += bestLen; // options the cover hides
        cover(best, top, ulink, dlink, zeros, lows);
        covers++;
        lowsAt[l] = lows[0]!;
        fromAt[l] = from;
        it[l] = best;
        x[l] = dlink[best]!;
        state = TRY;
      }
      if (state === TRY) {
        const xl = x[l]!;
        if (xl === it[l]) {
          uncover(xl, top, ulink, dlink);
          state = LEAVE;
          continue;
        }
        if (nodes >= nodeLimit) {
          out = 'nodeLimit';
          break;
        }
        if (work >= CHECK_EVERY) {
          work = 0;
          if (this.stop) {
            out = 'stopped';
            break;
          }
          if (timed && performance.now() >= until) {
            out = 'paused';
            break;
          }
        }
        nodes++;
        // Back to this level's lows stack (a deeper search may have pushed onto it).
        lows[0] = lowsAt[l]!;
        from = fromAt[l]!;
        // Cover the option's other items. When one of them empties a primary column that no
        // later item of the option covers, the option is dead: undo the covers made so far and
        // move on, instead of finishing the option and backing off from the next level.
        let p = xl + 1;
        let dead = false;
        while (p !== xl) {
          const j = top[p]!;
          if (j <= 0) {
            p = ulink[p]!;
            continue;
          }
          work += top[j]!;
          cover(j, top, ulink, dlink, zeros, lows);
          covers++;
          p++;
          const zn = zeros[0]!;
          if (zn === 0) continue;
          zeros[0] = 0;
          for (let k = 1; k <= zn && !dead; k++) {
            const z = zeros[k]!;
            if (z > primaryCount || top[z] !== 0) continue;
            dead = true;
            // Not dead after all if a remaining item of the option is z.
            for (let r = p; r !== xl; ) {
              const jr = top[r]!;
              if (jr <= 0) r = ulink[r]!;
              else if (jr === z) {
                dead = false;
                break;
              } else r++;
            }
          }
          if (dead) break;
        }
        if (dead) {
          for (let q = p - 1; q !== xl; ) {
            const j = top[q]!;
            if (j <= 0) q = dlink[q]!;
            else {
              uncover(j, top, ulink, dlink);
              q--;
            }
          }
          failures++;
          x[l] = dlink[xl]!;
          continue;
        }
        l++;
        if (l > maxDepth) maxDepth = l;
        state = ENTER;
        continue;
      }
      // LEAVE: back to level l - 1, undo its option (right to left) and move to the next one.
      if (l === 0) {
        state = DONE;
        out = 'exhausted';
        break;
      }
      l--;
      const xl = x[l]!;
      for (let p = xl - 1; p !== xl; ) {
        const j = top[p]!;
        if (j <= 0) p = dlink[p]!;
        else {
          uncover(j, top, ulink, dlink);
          p--;
        }
      }
      x[l] = dlink[xl]!;
      state = TRY;
    }
    this.level = l;
    this.from = from;
    this.state = state;
    this.nodes = nodes;
    this.covers = covers;
    this.failures = failures;
    this.maxDepth = maxDepth;
    if (state === DONE) m.searchActive = false;
    if (out === 'stopped') this.stop = false;
    return out;
  }

  /**
   * The current solution (valid right after `run` returned `solution`) as option ids: the root
   * selections of the matrix first, then the options chosen by the search, level by level.
   * Writes into `out` when given (it must hold `solutionSize` entries).
   */
  solution(out?: Int32Array): Int32Array {
    const m = this.matrix;
    const size = this.solutionSize;
    const res = out ?? new Int32Array(size);
    m.copySelected(res);
    const base = m.selectedCount;
    for (let k = 0; k < this.level; k++) res[base + k] = m.optionOfNode(this.x[k]!);
    return res;
  }

  /** Number of options in the current solution (root selections included). */
  get solutionSize(): number {
    return this.matrix.selectedCount + this.level;
  }

  /**
   * Forgets the search state and zeroes the counters without touching the matrix: for use right
   * after `ExactCoverMatrix.restoreSnapshot`, which already put every link back.
   */
  abandon(): void {
    this.matrix.zeros[0] = 0;
    this.matrix.lows[0] = 0;
    this.from = -1;
    this.level = 0;
    this.state = ENTER;
    this.clearCounters();
  }

  /**
   * Undoes every cover the search holds (so the matrix takes root edits again) and zeroes the
   * counters: the next `run` starts a fresh search from the matrix's current root.
   */
  reset(): void {
    const m = this.matrix;
    const top = m.top;
    const ulink = m.ulink;
    const dlink = m.dlink;
    let l = this.level;
    if (this.state === TRY) uncover(this.it[l]!, top, ulink, dlink);
    if (this.state !== DONE) {
      while (l > 0) {
        l--;
        const xl = this.x[l]!;
        for (let p = xl - 1; p !== xl; ) {
          const j = top[p]!;
          if (j <= 0) p = dlink[p]!;
          else {
            uncover(j, top, ulink, dlink);
            p--;
          }
        }
        uncover(this.it[l]!, top, ulink, dlink);
      }
    }
    this.level = 0;
    this.state = ENTER;
    this.clearCounters();
    m.searchActive = false;
    m.zeros[0] = 0;
    m.lows[0] = 0;
    this.from = -1;
  }

  private clearCounters(): void {
    this.stop = false;
    this.nodes = 0;
    this.failures = 0;
    this.solutions = 0;
    this.maxDepth = 0;
    this.covers = 0;
  }
}
