// Entry of a portfolio worker thread: runs members' jobs one at a time (the model rebuilt from plain
// data, the member's backend from this thread's own container) and reports solutions and ends to the
// parent. A `stop` unsubscribes the running search (native yields every slice, sat's own MiniSat
// thread is terminated); the parent terminates the whole thread when it cannot wait.
import { parentPort } from 'node:worker_threads';
import type { Subscription } from 'rxjs';
import { createContainer, getBackend } from '../createContainer.js';
import { memberSolveOptions } from './memberSolveOptions.js';
import type { PortfolioJob, PortfolioRequest, PortfolioWorkerMessage } from './portfolioProtocol.js';
import { fromWireModel } from './WireModel.js';

const container = createContainer();
let running: { readonly id: number; readonly sub: Subscription } | undefined;

function send(message: PortfolioWorkerMessage): void {
  parentPort?.postMessage(message);
}

function start(id: number, job: PortfolioJob): void {
  const model = fromWireModel(job.model);
  const backend = getBackend(container, job.member.backend);
  const sub = backend.solve(model, memberSolveOptions(job.member, job.solutionLimit)).subscribe({
    next: (e) => {
      if (e.type === 'solution') {
        send(
          e.objective === undefined
            ? { type: 'solution', id, values: e.solution.values }
            : { type: 'solution', id, values: e.solution.values, objective: e.objective },
        );
      } else if (e.type === 'finished') {
        running = undefined;
        send(
          e.reason === undefined
            ? { type: 'finished', id, status: e.status, stats: e.stats }
            : { type: 'finished', id, status: e.status, stats: e.stats, reason: e.reason },
        );
      }
    },
    error: (e: unknown) => {
      running = undefined;
      send({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
    },
  });
  if (!sub.closed) running = { id, sub };
}

parentPort?.on('message', (m: PortfolioRequest) => {
  if (m.type === 'stop') {
    if (running?.id === m.id) {
      running.sub.unsubscribe();
      running = undefined;
    }
    send({ type: 'idle', id: m.id });
    return;
  }
  try {
    start(m.id, m.job);
  } catch (e) {
    running = undefined;
    send({ type: 'error', id: m.id, message: e instanceof Error ? e.message : String(e) });
  }
});
