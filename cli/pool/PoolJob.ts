import type { ChunkJob } from './ChunkTask.js';

/**
 * What every task of a pool does, given to its threads when they start so each loads the command's
 * modules and backend at once, before the first input is read: a batch command's verb and options, or
 * `generate` with its backend.
 */
export type PoolJob = ChunkJob | { readonly verb: 'generate'; readonly backend: string };
