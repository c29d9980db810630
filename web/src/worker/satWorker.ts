// The sat backend's worker, started only when `sat` is picked. MiniSat runs on this worker's own
// thread (`worker: 'never'`: Node's worker threads do not exist here, and this is a worker already);
// it cannot be interrupted, so the page cancels it by terminating this worker.
import { bindBackend, NativeBackend, SatBackend } from 'cspkit/adapters';
import { serveWorker } from './serveWorker.js';

serveWorker((container) => {
  bindBackend(container, 'native', () => new NativeBackend());
  bindBackend(container, 'sat', () => new SatBackend({ worker: 'never' }));
});
