import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Cnf } from './Cnf.js';
import type { SatJobMessage, SatWorkerData, SatWorkerMessage } from './satWorkerProtocol.js';

/** How a job run in a {@link SatWorker} ended. */
export interface SatWorkerOutcome {
  /**
   * `done` / `limit` / `heap` as reported by MiniSat (see `MiniSatRunStatus`); `timeout` the
   * deadline passed and the thread was terminated; `cancelled` the signal fired (or the caller
   * cancelled) and the thread was terminated; `error` the job threw or the thread died.
   */
  readonly status: 'done' | 'limit' | 'heap' | 'timeout' | 'cancelled' | 'error';
  /** Time inside MiniSat, ms (0 when the thread was stopped). */
  readonly solveMs: number;
  /** Why, for `heap` and `error`. */
  readonly reason?: string;
}

/** Settings handed to the worker's runner. */
export interface SatWorkerSettings {
  /** See `MiniSatRunnerOptions.reuseMaxVars`. */
  readonly reuseMaxVars: number;
  /** See `MiniSatRunnerOptions.rebuildAfter`. */
  readonly rebuildAfter: number;
  /** See `MiniSatRunnerOptions.reserveHeapBytes`. */
  readonly reserveHeapBytes: number;
}

/**
 * The bootstrap the thread evaluates: it imports the worker entry (compiled JS next to this file,
 * or, when running from TypeScript sources under vitest or tsx, the .ts entry after registering
 * tsx's loader in the thread; `--import tsx` in `execArgv` does not reach worker threads on Node 20),
 * and reports a failure to load on the answer port instead of dying silently.
 */
function bootstrap(): string {
  const js = new URL('./satWorkerMain.js', import.meta.url);
  let entry = js.href;
  let register = 'Promise.resolve()';
  if (!existsSync(fileURLToPath(js))) {
    entry = new URL('./satWorkerMain.ts', import.meta.url).href;
    const req = createRequire(import.meta.url);
    const pkgPath = req.resolve('tsx/package.json');
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as {
      exports: Record<string, { import: { default: string } }>;
    };
    const api = pathToFileURL(join(dirname(pkgPath), pkg.exports['./esm/api']!.import.default)).href;
    register = `import(${JSON.stringify(api)}).then((m) => m.register())`;
  }
  // A thread that exits on its own (an uncaught exception) says so too, so a blocked
  // synchronous caller does not wait for an answer that never comes.
  return `
const { workerData } = require('node:worker_threads');
const fatal = (message) => {
  workerData.port.postMessage({ type: 'fatal', message });
  const c = new Int32Array(workerData.signal);
  Atomics.add(c, 0, 1);
  Atomics.notify(c, 0);
};
process.on('exit', (code) => fatal('the SAT worker thread exited with code ' + code));
${register}
  .then(() => import(${JSON.stringify(entry)}))
  .catch((e) => fatal(String((e && e.message) || e)));`;
}

/** Longest single wait of a synchronous job, ms, so an abort signal is noticed. */
const SIGNAL_POLL_MS = 50;

/**
 * One worker thread running MiniSat jobs, so that a solve can be stopped (by terminating the
 * thread: MiniSat itself cannot be interrupted). Answers come back on a `MessageChannel`; a shared
 * counter bumped after every answer lets `runSync` wait with `Atomics.wait` and read them with
 * `receiveMessageOnPort`, so a synchronous caller gets timeouts too. `runAsync` reads the same
 * port by events. The thread is `unref`'d while idle: an idle worker never keeps the process alive.
 */
export class SatWorker {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly counter: Int32Array;
  private nextId = 1;
  private alive = true;
  private readyFlag = false;
  private asyncHandler: ((m: SatWorkerMessage) => void) | null = null;

  /** Starts the thread (its loading overlaps with the first job being posted). */
  constructor(settings: SatWorkerSettings) {
    const { port1, port2 } = new MessageChannel();
    const signal = new SharedArrayBuffer(4);
    this.counter = new Int32Array(signal);
    this.port = port1;
    const data: SatWorkerData = { port: port2, signal, ...settings };
    this.worker = new Worker(bootstrap(), { eval: true, workerData: data, transferList: [port2] });
    this.worker.on('error', (e) => this.die(e instanceof Error ? e.message : String(e)));
    this.worker.on('exit', () => this.die('the SAT worker thread exited'));
    this.port.on('message', (m: SatWorkerMessage) => {
      if (m.type === 'ready') this.readyFlag = true;
      else if (m.type === 'fatal') this.die(m.message);
      else this.asyncHandler?.(m);
    });
    this.idle();
  }

  /** Whether the thread can take jobs. */
  get usable(): boolean {
    return this.alive;
  }

  /** Stops the thread now (a running job is lost). */
  terminate(): void {
    if (!this.alive) return;
    this.alive = false;
    this.port.close();
    void this.worker.terminate();
  }

  /**
   * Runs a job and blocks the calling thread until it ends, `deadline` (a `performance.now()`
   * time) passes, or `signal` fires; in the last two cases the thread is terminated.
   */
  runSync(
    cnf: Cnf,
    primaryVars: number,
    solutionLimit: number,
    deadline: number,
    signal: AbortSignal | undefined,
    onSolution: (lits: Int32Array) => void,
  ): SatWorkerOutcome {
    const id = this.post(cnf, primaryVars, solutionLimit);
    this.busy();
    try {
      for (;;) {
        const seen = Atomics.load(this.counter, 0);
        for (let r = receiveMessageOnPort(this.port); r !== undefined; r = receiveMessageOnPort(this.port)) {
          const m = r.message as SatWorkerMessage;
          if (m.type === 'ready') {
            this.readyFlag = true;
            continue;
          }
          if (m.type === 'fatal') {
            this.die(m.message);
            return {
              status: 'error',
              solveMs: 0,
              reason: `the SAT worker thread failed to start: ${m.message}`,
            };
          }
          if (m.id !== id) continue;
          if (m.type === 'solution') onSolution(m.lits);
          else return this.outcomeOf(m);
        }
        if (signal?.aborted) return this.stop('cancelled');
        const left = deadline - performance.now();
        if (left <= 0) return this.stop('timeout');
        if (!this.alive) return { status: 'error', solveMs: 0, reason: 'the SAT worker thread stopped' };
        const wait = signal ? Math.min(left, SIGNAL_POLL_MS) : Math.min(left, 1000);
        Atomics.wait(this.counter, 0, seen, wait);
      }
    } finally {
      this.idle();
    }
  }

  /**
   * Runs a job without blocking: `onSolution` and then `onEnd` are called from the event loop.
   * Returns a function that stops the job (terminating the thread) when it is still running.
   */
  runAsync(
    cnf: Cnf,
    primaryVars: number,
    solutionLimit: number,
    onSolution: (lits: Int32Array) => void,
    onEnd: (outcome: SatWorkerOutcome) => void,
  ): (status: 'timeout' | 'cancelled') => void {
    const id = this.post(cnf, primaryVars, solutionLimit);
    let over = false;
    const end = (o: SatWorkerOutcome): void => {
      if (over) return;
      over = true;
      this.asyncHandler = null;
      this.onDeath = null;
      this.idle();
      onEnd(o);
    };
    this.asyncHandler = (m) => {
      if (m.type === 'ready' || m.type === 'fatal' || m.id !== id) return;
      if (m.type === 'solution') onSolution(m.lits);
      else end(this.outcomeOf(m));
    };
    this.onDeath = (reason) => end({ status: 'error', solveMs: 0, reason });
    this.busy();
    return (status) => {
      if (over) return;
      this.terminate();
      end({ status, solveMs: 0 });
    };
  }

  private onDeath: ((reason: string) => void) | null = null;

  private die(reason: string): void {
    const wasAlive = this.alive;
    this.alive = false;
    if (wasAlive) this.port.close();
    const d = this.onDeath;
    this.onDeath = null;
    d?.(this.readyFlag ? reason : `the SAT worker thread failed to start: ${reason}`);
  }

  private post(cnf: Cnf, primaryVars: number, solutionLimit: number): number {
    const id = this.nextId++;
    const job: SatJobMessage = {
      type: 'solve',
      id,
      numVars: cnf.numVars,
      clauseCount: cnf.clauseCount,
      clauses: cnf.clauses,
      primaryVars,
      solutionLimit,
    };
    this.worker.postMessage(job);
    return id;
  }

  private outcomeOf(m: SatWorkerMessage): SatWorkerOutcome {
    if (m.type === 'done') {
      return m.reason === undefined
        ? { status: m.status === 'stopped' ? 'done' : m.status, solveMs: m.solveMs }
        : { status: m.status === 'stopped' ? 'done' : m.status, solveMs: m.solveMs, reason: m.reason };
    }
    if (m.type === 'error' || m.type === 'fatal') return { status: 'error', solveMs: 0, reason: m.message };
    return { status: 'error', solveMs: 0, reason: 'unexpected message' };
  }

  private stop(status: 'timeout' | 'cancelled'): SatWorkerOutcome {
    this.terminate();
    return { status, solveMs: 0 };
  }

  private busy(): void {
    if (!this.alive) return;
    this.worker.ref();
    this.port.ref();
  }

  private idle(): void {
    if (!this.alive) return;
    this.worker.unref();
    this.port.unref();
  }
}
