// The pool's worker entry when cspkit runs from its TypeScript sources (vitest, tsx): registers tsx's
// loader in the thread (`--import tsx` does not reach worker threads on Node 20), then serves
// poolWorker.ts. The package runs the compiled poolWorker.js directly.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./poolWorker.ts');

export default worker.default;
export const generateChunk = worker.generateChunk;
export const solveChunk = worker.solveChunk;
export const answerBlock = worker.answerBlock;
