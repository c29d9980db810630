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
 * One portfolio worker slot: a thread, reused from job to job (loading the engine in a thread costs
 * far more than a small solve). It is `unref`'d while idle, so an idle worker never keeps the
 * process alive. A worker that is stopping (asked to stop a job, not yet idle) takes a new job at
 * once: the thread reads its messages in order, so it stops the old job before it starts the new
 * one, and a small solve right after a race does not wait for the loser or load a thread. A thread
 * that does not stop within the grace time is replaced by a fresh one, which gets the new job.
 */
export class PortfolioWorker {
  private thread!: Worker;
  private job = -1;
  /** The running job's request, kept to post again to a fresh thread. */
  private request: PortfolioRequest | undefined;
  private listener: PortfolioJobListener | undefined;
  /** The job being stopped, until the thread says it is idle. */
  private stoppingJob: number | undefined;
  private stopTimer: ReturnType<typeof setTimeout> | undefined;
  private dead = false;

  /** Starts a thread (it loads in the background; jobs posted meanwhile wait for it). */
  constructor() {
    this.spawn();
  }

  /** Whether the worker can take a job (alive and not running one; it may still be stopping one). */
  get usable(): boolean {
    return !this.dead && this.listener === undefined;
  }

  /** Whether the thread is still stopping a job (a new job would wait for that, up to a slice). */
  get stopping(): boolean {
    return this.stoppingJob !== undefined;
  }

  /** Runs `job`; `listener` hears about it until it ends, is stopped or the thread dies. */
  run(job: PortfolioJob, listener: PortfolioJobListener): void {
    this.job = ++nextJobId;
    this.listener = listener;
    this.request = { type: 'job', id: this.job, job };
    this.thread.ref();
    this.thread.postMessage(this.request);
  }

  /**
   * Asks the running job to stop. If the thread has not stopped it within `graceMs`, the thread is
   * terminated and replaced (a job posted meanwhile moves to the new thread).
   */
  stop(graceMs: number): void {
    this.listener = undefined;
    this.request = undefined;
    if (this.dead) return;
    const id = this.job;
    this.stoppingJob = id;
    this.thread.postMessage({ type: 'stop', id } satisfies PortfolioRequest);
    if (this.stopTimer !== undefined) clearTimeout(this.stopTimer);
    this.stopTimer = setTimeout(() => {
      if (this.stoppingJob === id) this.replaceThread();
    }, graceMs);
    this.stopTimer.unref();
  }

  /** Stops the thread at once; the worker is not used again. */
  terminate(): void {
    this.listener = undefined;
    this.request = undefined;
    this.stoppingJob = undefined;
    if (this.stopTimer !== undefined) clearTimeout(this.stopTimer);
    this.dead = true;
    void this.thread.terminate();
  }

  private spawn(): void {
    const thread = new Worker(workerUrl());
    thread.unref();
    // Events of a replaced thread are not this worker's any more.
    thread.on('message', (m: PortfolioWorkerMessage) => {
      if (thread === this.thread) this.receive(m);
    });
    thread.on('error', (e: Error) => {
      if (thread === this.thread) this.die(`worker failed: ${e.message}`);
    });
    thread.on('exit', (code) => {
      if (thread === this.thread) this.die(`worker exited with code ${code}`);
    });
    this.thread = thread;
  }

  /** A stop that overran its grace: a fresh thread takes the place (and the job posted since, if any). */
  private replaceThread(): void {
    this.stoppingJob = undefined;
    const old = this.thread;
    this.spawn();
    void old.terminate();
    if (this.request !== undefined) {
      this.thread.ref();
      this.thread.postMessage(this.request);
    }
  }

  private receive(m: PortfolioWorkerMessage): void {
    if (m.type === 'idle') {
      if (m.id !== this.stoppingJob) return;
      this.stoppingJob = undefined;
      if (this.stopTimer !== undefined) clearTimeout(this.stopTimer);
      if (this.listener === undefined) this.thread.unref();
      return;
    }
    if (m.id !== this.job) return;
    const listener = this.listener;
    if (listener === undefined) return;
    if (m.type !== 'solution') {
      this.listener = undefined;
      this.request = undefined;
      if (this.stoppingJob === undefined) this.thread.unref();
    }
    listener.message(m);
  }

  private die(why: string): void {
    if (this.dead) return;
    this.dead = true;
    const listener = this.listener;
    this.listener = undefined;
    this.request = undefined;
    this.stoppingJob = undefined;
    if (this.stopTimer !== undefined) clearTimeout(this.stopTimer);
    listener?.died(why);
  }
}
