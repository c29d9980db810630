import { SearchBoard } from './SearchBoard.js';

/** Most time a frame spends applying steps, ms (the page stays smooth at any pace). */
const FRAME_BUDGET_MS = 4;
/**
 * Most cells redrawn in one frame: each changed digit costs the browser style and layout work
 * after the script, which the time budget does not see.
 */
const FRAME_MAX_CELLS = 120;

/**
 * Plays a watched solve's trace at a chosen pace: entries arrive in chunks from the worker as the
 * search makes them, and are applied to a {@link SearchBoard} a few per animation frame. Each
 * frame hands the changed cells to `draw`.
 */
export class WatchPlayer {
  readonly board: SearchBoard;
  private readonly chunks: Int32Array[] = [];
  private chunk = 0;
  private offset = 0;
  private applied = 0;
  private received = 0;
  private credit = 0;
  private last = 0;
  private frame = 0;
  private stopped = false;
  /** Steps per second; `Infinity` plays as fast as the frame budget allows. */
  pace: number;
  /** Called after every frame with the cells that changed. */
  draw: (changed: ReadonlySet<number>) => void = () => {};
  /** Called once every received step was played and `finish` was called. */
  onDrained: () => void = () => {};
  private finished = false;

  constructor(givens: ArrayLike<number>, pace: number) {
    this.board = new SearchBoard(givens);
    this.pace = pace;
    this.last = performance.now();
    this.frame = requestAnimationFrame(this.tick);
  }

  /** Steps played so far / received so far. */
  get progress(): { readonly applied: number; readonly received: number } {
    return { applied: this.applied, received: this.received };
  }

  /** Adds entries from the worker (4 ints each). */
  push(entries: Int32Array): void {
    this.chunks.push(entries);
    this.received += entries.length / 4;
  }

  /** No more entries will come: stop once the last is played. */
  finish(): void {
    this.finished = true;
  }

  /** Stops playing now. */
  stop(): void {
    this.stopped = true;
    cancelAnimationFrame(this.frame);
  }

  private readonly tick = (now: number): void => {
    if (this.stopped) return;
    const dt = Math.min(250, now - this.last);
    this.last = now;
    this.credit = Number.isFinite(this.pace) ? Math.min(this.credit + (this.pace * dt) / 1000, 1e9) : 1e9;
    const changed = new Set<number>();
    const mark = (c: number): void => {
      changed.add(c);
    };
    const t0 = performance.now();
    while (this.credit >= 1 && this.chunk < this.chunks.length) {
      const e = this.chunks[this.chunk]!;
      this.board.apply(e[this.offset]!, e[this.offset + 1]!, e[this.offset + 2]!, e[this.offset + 3]!, mark);
      this.offset += 4;
      this.applied++;
      this.credit--;
      if (this.offset >= e.length) {
        this.chunks[this.chunk] = new Int32Array(0); // played: let it go
        this.chunk++;
        this.offset = 0;
      }
      if (
        (this.applied & 31) === 0 &&
        (changed.size >= FRAME_MAX_CELLS || performance.now() - t0 > FRAME_BUDGET_MS)
      )
        break;
    }
    if (this.chunk >= this.chunks.length) this.credit = Math.min(this.credit, 1);
    if (changed.size > 0) this.draw(changed);
    if (this.finished && this.chunk >= this.chunks.length) {
      this.stopped = true;
      this.onDrained();
      return;
    }
    this.frame = requestAnimationFrame(this.tick);
  };
}
