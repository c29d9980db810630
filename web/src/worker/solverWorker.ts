// The page's solver worker: native and dlx backends, generation, hints and ratings. The sat backend
// (logic-solver's MiniSat) lives in satWorker.ts so that it loads only when it is picked.
import { bindBackend, DlxBackend, NativeBackend } from 'cspkit/adapters';
import { serveWorker } from './serveWorker.js';

serveWorker((container) => {
  bindBackend(container, 'native', () => new NativeBackend());
  bindBackend(container, 'dlx', () => new DlxBackend());
});
