import { ExitCode } from '../ExitCode.js';
import type { ChunkResult } from '../pool/ChunkTask.js';
import { errorAnswer } from './errorAnswer.js';
import { entriesOf, type QueueChunk } from './QueueChunk.js';

/**
 * The answer of a chunk BullMQ gave up on (it failed more often than its job allows): `error: …` on
 * every one of its lines, with the last failure's reason.
 */
export function failedChunkAnswer(chunk: QueueChunk, failedReason: string | null): ChunkResult {
  const reason = `its chunk failed: ${failedReason ?? 'no answer'}`;
  let out = '';
  let err = '';
  for (const entry of entriesOf(chunk)) {
    const r = errorAnswer(chunk.job, entry, reason);
    out += r.out;
    err += r.err;
  }
  return { out, err, exit: ExitCode.timeout };
}
