import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PortfolioJob, PortfolioRequest, PortfolioWorkerMessage } from './portfolioProtocol.js';

/** The worker entry: the compiled module next to this one, or the sources' bootstrap under tsx/vitest. */
function workerUrl(): URL {
  const js = new URL('./portfolioWorkerMain.js', import.meta.url);
  return existsSync(fileURLToPath(js)) ? js : new URL('./sourceWorker.mjs', import.meta.url);
}

/** What a {@link PortfolioWorker} tells the job's owner. */
export interface PortfolioJobListener {
  /** A message about the job (stale messages of earlier jobs are not passed on). */
  message(m: Exclude<PortfolioWorkerMessage, { type: 'idle' }>): void;
  /** The thread died or could not load: the job is lost. */
  died(why: string): void;
}

let nextJobId = 0;

/**
 * One portfolio worker thread, reused from job to job (loading the engine in a thread costs far more
 * than a small solve). It is `unref`'d while idle, so an idle worker never keeps the process alive.
 */
export class PortfolioWorker {
  private readonly worker: Worker;
  private job = -1;
  private listener: PortfolioJobListener | undefined;
  private onIdle: (() => void) | undefined;
  private dead = false;

  /** Starts a thread (it loads in the background; jobs posted meanwhile wait for it). */
  constructor() {
    this.worker = new Worker(workerUrl());
    this.worker.unref();
    this.worker.on('message', (m: PortfolioWorkerMessage) => this.receive(m));
    this.worker.on('error', (e: Error) => this.die(`worker failed: ${e.message}`));
    this.worker.on('exit', (code) => this.die(`worker exited with code ${code}`));
  }

  /** Whether the thread can take a job (alive and not busy). */
  get usable(): boolean {
    return !this.dead && this.listener === undefined && this.onIdle === undefined;
  }

  /** Runs `job`; `listener` hears about it until it ends, is stopped or the thread dies. */
  run(job: PortfolioJob, listener: PortfolioJobListener): void {
    this.job = ++nextJobId;
    this.listener = listener;
    this.worker.ref();
    this.post({ type: 'job', id: this.job, job });
  }

  /**
   * Asks the running job to stop; `idle` runs once the thread waits for a job again. If it has not
   * within `graceMs`, the thread is terminated (and `idle` never runs).
   */
  stop(graceMs: number, idle: () => void): void {
    this.listener = undefined;
    if (this.dead) return;
    this.onIdle = idle;
    this.post({ type: 'stop', id: this.job });
    const timer = setTimeout(() => {
      if (this.onIdle === idle) this.terminate();
    }, graceMs);
    timer.unref();
  }

  /** Stops the thread at once. */
  terminate(): void {
    this.listener = undefined;
    this.onIdle = undefined;
    this.dead = true;
    void this.worker.terminate();
  }

  private post(r: PortfolioRequest): void {
    this.worker.postMessage(r);
  }

  private receive(m: PortfolioWorkerMessage): void {
    if (m.id !== this.job) return;
    if (m.type === 'idle') {
      const idle = this.onIdle;
      this.onIdle = undefined;
      this.worker.unref();
      idle?.();
      return;
    }
    const listener = this.listener;
    if (listener === undefined) return;
    if (m.type !== 'solution') {
      this.listener = undefined;
      this.worker.unref();
    }
    listener.message(m);
  }

  private die(why: string): void {
    if (this.dead) return;
    this.dead = true;
    const listener = this.listener;
    this.listener = undefined;
    this.onIdle = undefined;
    listener?.died(why);
  }
}
