import { PortfolioWorker } from './PortfolioWorker.js';

/** Idle threads kept for the next solve: one per default member and one spare. */
const MAX_IDLE = 4;

/**
 * Hands out {@link PortfolioWorker}s: an idle loaded one when there is one, else a new thread.
 * Terminated workers are never taken back.
 */
export class PortfolioWorkerPool {
  private readonly idle: PortfolioWorker[] = [];

  /** A worker for one job; hand it back with `release` once it is idle. */
  acquire(): PortfolioWorker {
    for (let w = this.idle.pop(); w !== undefined; w = this.idle.pop()) if (w.usable) return w;
    return new PortfolioWorker();
  }

  /** Takes back an idle worker (kept when usable and the pool has room, else terminated). */
  release(worker: PortfolioWorker): void {
    if (worker.usable && this.idle.length < MAX_IDLE) this.idle.push(worker);
    else if (worker.usable) worker.terminate();
  }

  /** Terminates every idle worker. */
  close(): void {
    for (const w of this.idle) w.terminate();
    this.idle.length = 0;
  }
}
