// The portfolio's worker entry when cspkit runs from its TypeScript sources (vitest, tsx): registers
// tsx's loader in the thread (`--import tsx` does not reach worker threads on Node 20), then runs
// portfolioWorkerMain.ts. The package runs the compiled portfolioWorkerMain.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./portfolioWorkerMain.ts');
