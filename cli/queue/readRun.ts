import type { Redis } from 'ioredis';
import { CliError } from '../CliError.js';
import { type QueueRun, runKey, runOf } from './QueueRun.js';

/**
 * The run submitted to `queue`, or `undefined` when the queue holds none. A key of that name holding
 * something cspkit did not write is a {@link CliError}: it is not ours to read or to overwrite.
 */
export async function readRun(redis: Redis, queue: string): Promise<QueueRun | undefined> {
  const key = runKey(queue);
  const type = await redis.type(key);
  if (type === 'none') return undefined;
  const run = type === 'hash' ? runOf(await redis.hgetall(key)) : undefined;
  if (run === undefined)
    throw new CliError(
      `queue '${queue}': Redis key '${key}' holds data cspkit did not write; use another queue name`,
    );
  return run;
}
