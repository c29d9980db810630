import { Queue } from 'bullmq';
import type { Command } from 'commander';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode } from '../ExitCode.js';
import { connectRedis } from './connectRedis.js';
import { BULL_PREFIX, DEFAULT_QUEUE, runKey } from './QueueRun.js';

/** Options of `cspkit queue drop`. */
export interface QueueDropFlags {
  /** Redis URL (`redis://host:port`). */
  readonly redis: string;
  /** Queue name (default {@link DEFAULT_QUEUE}). */
  readonly queue?: string;
}

/**
 * `cspkit queue drop`: removes the run on the queue, its chunks and answers (BullMQ's `obliterate`)
 * and cspkit's bookkeeping beside it, so the queue name can take another submission.
 */
export async function queueDrop(io: CliIo, flags: QueueDropFlags): Promise<number> {
  const queue = flags.queue ?? DEFAULT_QUEUE;
  const redis = await connectRedis(flags.redis, { reconnects: 20 });
  const bull = new Queue(queue, { connection: redis, prefix: BULL_PREFIX });
  try {
    await bull.obliterate({ force: true });
    let removed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${runKey(queue)}:*`, 'COUNT', 500);
      if (keys.length > 0) removed += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    removed += await redis.del(runKey(queue));
    io.stderr.write(`cspkit: queue '${queue}' dropped${removed > 0 ? '' : ' (it held no run)'}\n`);
  } finally {
    await bull.close();
    redis.disconnect();
  }
  return ExitCode.ok;
}

/** Adds `drop` to the `queue` command; the action stores its exit code through `done`. */
export function addQueueDropCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('drop')
    .description(COMMAND_DESCRIPTIONS['queue drop'])
    .requiredOption('--redis <url>', 'Redis server holding the queue (redis://HOST:PORT)')
    .option('-q, --queue <name>', 'queue to empty', DEFAULT_QUEUE)
    .action(async (flags: QueueDropFlags) => {
      done(await queueDrop(io, flags));
    });
}
