import { PortfolioWorker } from './PortfolioWorker.js';

/** Idle threads kept for the next solve: one per default member and one spare. */
const MAX_IDLE = 4;

/**
 * Hands out {@link PortfolioWorker}s: an idle loaded one when there is one (possibly still stopping
 * its last job, which it does before the next), else a new thread. Terminated workers are never
 * taken back.
 */
export class PortfolioWorkerPool {
  private readonly idle: PortfolioWorker[] = [];

  /** A worker for one job; hand it back with `release` once it is idle. */
  acquire(): PortfolioWorker {
    // Terminated workers leave; a worker still stopping its last job would start the next one up
    // to a slice late, so a ready one is taken first.
    for (let k = this.idle.length - 1; k >= 0; k--) if (!this.idle[k]!.usable) this.idle.splice(k, 1);
    let pick = this.idle.length - 1;
    for (let k = pick; k >= 0; k--) {
      if (!this.idle[k]!.stopping) {
        pick = k;
        break;
      }
    }
    if (pick >= 0) return this.idle.splice(pick, 1)[0]!;
    return new PortfolioWorker();
  }

  /** Takes back a worker without a job (kept when usable and the pool has room, else terminated). */
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
