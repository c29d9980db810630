import { emptyStatistics } from '../../core/index.js';
import { ExitCode } from '../ExitCode.js';
import { placeMessage } from '../InputEntry.js';
import { oneLine } from '../oneLine.js';
import type { ChunkJob, ChunkResult } from '../pool/ChunkTask.js';
import type { QueueEntry } from './QueueChunk.js';

/**
 * The answer printed for a puzzle no worker could answer (it crashed or killed every worker that took
 * it, as often as the run's retry budget allows): `error: <reason>` on stdout (with `--json`, a record
 * of status `error`), the reason with the puzzle's place on stderr, and exit code 1 (no answer, as
 * for a timeout), so a poison puzzle costs its own line and not the run.
 */
export function errorAnswer(job: ChunkJob, entry: QueueEntry, why: string): ChunkResult {
  // A crash's message may span lines (a stack); the answer must stay one line.
  const reason = oneLine(why);
  const json = job.verb === 'solve' && job.flags.json === true;
  const out = json
    ? JSON.stringify({
        [entry.key]: entry.at,
        status: 'error',
        solution: null,
        stats: emptyStatistics(),
        error: reason,
      })
    : `error: ${reason}`;
  return { out: `${out}\n`, err: `${placeMessage(entry, reason)}\n`, exit: ExitCode.timeout };
}
