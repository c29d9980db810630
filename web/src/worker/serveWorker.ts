import { getBackend } from 'cspkit/adapters';
import { Container } from 'inversify';
import type { WorkerReply, WorkerRequest } from './protocol.js';
import { SolverService } from './SolverService.js';

/** The worker's global scope, as far as this file uses it (the DOM typings describe a window). */
interface WorkerScope {
  postMessage(message: WorkerReply, transfer: Transferable[]): void;
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
}

/** Answers the page's requests in this worker, with the backends `bind` registers. */
export function serveWorker(bind: (container: Container) => void): void {
  const scope = self as unknown as WorkerScope;
  const container = new Container();
  bind(container);
  const service = new SolverService(
    (name) => getBackend(container, name),
    (reply, transfer) => scope.postMessage(reply, transfer ?? []),
  );
  scope.onmessage = (e) => service.handle(e.data);
}
