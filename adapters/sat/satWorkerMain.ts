// Entry of the SAT worker thread: runs jobs through a MiniSatRunner and answers on the port it
// was given. The parent terminates the thread to stop a solve (MiniSat cannot be interrupted).
import type { MessagePort } from 'node:worker_threads';
import { parentPort, workerData } from 'node:worker_threads';
import { MiniSatRunner } from './MiniSatRunner.js';
import type { SatJobMessage, SatWorkerData, SatWorkerMessage } from './satWorkerProtocol.js';

const data = workerData as SatWorkerData;
const port: MessagePort = data.port;
const counter = new Int32Array(data.signal);
const runner = new MiniSatRunner({
  reuseMaxVars: data.reuseMaxVars,
  rebuildAfter: data.rebuildAfter,
  reserveHeapBytes: data.reserveHeapBytes,
});

function send(message: SatWorkerMessage): void {
  port.postMessage(message);
  Atomics.add(counter, 0, 1);
  Atomics.notify(counter, 0);
}

parentPort?.on('message', (job: SatJobMessage) => {
  try {
    const cnf = { numVars: job.numVars, clauseCount: job.clauseCount, clauses: job.clauses };
    const out = runner.run(cnf, job.primaryVars, job.solutionLimit, (lits, count) => {
      send({ type: 'solution', id: job.id, lits: lits.slice(0, count) });
      return true;
    });
    send(
      out.reason === undefined
        ? { type: 'done', id: job.id, status: out.status, solveMs: out.solveMs }
        : { type: 'done', id: job.id, status: out.status, solveMs: out.solveMs, reason: out.reason },
    );
  } catch (e) {
    send({ type: 'error', id: job.id, message: e instanceof Error ? e.message : String(e) });
  }
});
send({ type: 'ready' });
