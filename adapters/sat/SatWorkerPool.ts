import { SatWorker, type SatWorkerSettings } from './SatWorker.js';

/** Idle worker threads kept for the next job. */
const MAX_IDLE = 2;

/**
 * Hands out {@link SatWorker}s: an idle one when there is one, else a new thread. Terminated
 * workers (after a timeout or a cancel) are not taken back.
 */
export class SatWorkerPool {
  private readonly settings: SatWorkerSettings;
  private readonly idle: SatWorker[] = [];

  /** A pool whose workers use `settings`. */
  constructor(settings: SatWorkerSettings) {
    this.settings = settings;
  }

  /** A worker for one job; hand it back with `release`. */
  acquire(): SatWorker {
    for (let w = this.idle.pop(); w !== undefined; w = this.idle.pop()) if (w.usable) return w;
    return new SatWorker(this.settings);
  }

  /** Takes a worker back after its job (kept when still usable and the pool has room). */
  release(worker: SatWorker): void {
    if (worker.usable && this.idle.length < MAX_IDLE) this.idle.push(worker);
    else worker.terminate();
  }

  /** Terminates every idle worker. */
  close(): void {
    for (const w of this.idle) w.terminate();
    this.idle.length = 0;
  }
}
