import type { WorkerReply, WorkerRequest } from '../worker/protocol.js';

/** A request as the page writes it: the client adds the id. */
export type JobRequest = WorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/** A running request: its id, and how to cancel it. */
export interface Job {
  readonly id: number;
  /** Asks the worker to stop; if it has not answered within {@link CANCEL_GRACE_MS}, it is terminated. */
  cancel(): void;
}

/** How long a cancelled job may take to answer before its worker is terminated, ms. */
export const CANCEL_GRACE_MS = 150;

/** Replies that end a job. */
function isFinal(r: WorkerReply): boolean {
  return (
    r.kind === 'finished' ||
    r.kind === 'error' ||
    r.kind === 'generated' ||
    r.kind === 'hinted' ||
    r.kind === 'rated' ||
    r.kind === 'pong'
  );
}

/** One worker and the jobs it runs. `create` starts it again after a termination. */
class WorkerSlot {
  private worker: Worker | undefined;
  readonly handlers = new Map<number, (r: WorkerReply) => void>();

  constructor(
    private readonly create: () => Worker,
    private readonly onRestart: () => void,
  ) {}

  get started(): boolean {
    return this.worker !== undefined;
  }

  post(req: WorkerRequest, handler: (r: WorkerReply) => void): void {
    this.handlers.set(req.id, handler);
    this.get().postMessage(req);
  }

  /** Terminates the worker; its jobs end with `why` (a fresh worker starts on the next request). */
  terminate(why: (id: number) => WorkerReply): void {
    this.worker?.terminate();
    this.worker = undefined;
    const pending = [...this.handlers];
    this.handlers.clear();
    for (const [id, h] of pending) h(why(id));
    this.onRestart();
  }

  private get(): Worker {
    if (this.worker !== undefined) return this.worker;
    const w = this.create();
    w.onmessage = (e: MessageEvent<WorkerReply>) => {
      const r = e.data;
      const h = this.handlers.get(r.id);
      if (h === undefined) return;
      if (isFinal(r)) this.handlers.delete(r.id);
      h(r);
    };
    w.onerror = (e) => {
      e.preventDefault();
      this.terminate((id) => ({
        kind: 'error',
        id,
        message: `the solver worker failed: ${e.message || 'unknown error'}`,
      }));
    };
    this.worker = w;
    return w;
  }
}

/**
 * The page's side of the solver workers: the main worker (native, dlx, generation, hints,
 * ratings) and the sat worker, started only when a sat solve is asked for. Replies are routed to
 * each request's handler by id.
 */
export class SolverClient {
  private nextId = 1;
  private readonly main: WorkerSlot;
  private readonly sat: WorkerSlot;
  /** Called when a worker was terminated (to stop a job that would not stop) and will be restarted. */
  onRestart: (which: 'main' | 'sat') => void = () => {};

  constructor(createMain: () => Worker, createSat: () => Worker) {
    this.main = new WorkerSlot(createMain, () => this.onRestart('main'));
    this.sat = new WorkerSlot(createSat, () => this.onRestart('sat'));
  }

  /** Whether the sat worker (and logic-solver with it) has been loaded. */
  get satLoaded(): boolean {
    return this.sat.started;
  }

  /** Sends a request; `onReply` gets every reply to it, the last one final. */
  run(request: JobRequest, onReply: (r: WorkerReply) => void): Job {
    const id = this.nextId++;
    const slot = request.kind === 'solve' && request.backend === 'sat' ? this.sat : this.main;
    slot.post({ ...request, id } as WorkerRequest, onReply);
    return {
      id,
      cancel: () => {
        if (!slot.handlers.has(id)) return;
        slot.post({ kind: 'cancel', id }, slot.handlers.get(id)!);
        setTimeout(() => {
          if (!slot.handlers.has(id)) return;
          // The job did not stop in time (MiniSat cannot be interrupted): stop its worker.
          slot.terminate((jobId) =>
            jobId === id
              ? {
                  kind: 'error',
                  id: jobId,
                  message:
                    'cancelled: the worker did not stop in time and was terminated (a fresh one starts)',
                }
              : {
                  kind: 'error',
                  id: jobId,
                  message: 'stopped: its worker was terminated to cancel another job',
                },
          );
        }, CANCEL_GRACE_MS);
      },
    };
  }
}
