import { Redis } from 'ioredis';
import { CliError } from '../CliError.js';

/** How long the first connection may take before the URL is reported unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
/** Pause between reconnection attempts once connected (Redis restarting, a network blip). */
const RECONNECT_PAUSE_MS = 500;

/** How a process keeps its connection once it has one. */
export interface RedisPatience {
  /**
   * Reconnection attempts after a lost connection before the process gives up (each
   * {@link RECONNECT_PAUSE_MS} apart); `Infinity` for workers, which should outlive a Redis restart.
   */
  readonly reconnects: number;
}

/** `url` with its password hidden, for messages. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password !== '') u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

/** Checks that `url` is a `redis://` or `rediss://` URL (ioredis would read anything else as a path). */
function checkUrl(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new CliError(
      `--redis: '${url}' is not a URL (expected redis://HOST:PORT, e.g. redis://127.0.0.1:6379)`,
    );
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new CliError(`--redis: '${redactedUrl(url)}' is not a redis:// or rediss:// URL`);
}

/**
 * Connects to the Redis server at `url`, failing fast: one attempt of at most a few seconds, then a
 * {@link CliError} (exit 2) naming the URL and the reason. (ioredis on its own retries forever, and a
 * mistyped host would leave the command hanging.) Once connected, a lost connection is retried
 * `patience.reconnects` times. Commands wait while reconnecting (`maxRetriesPerRequest: null`, which
 * BullMQ's blocking reads require).
 */
export async function connectRedis(url: string, patience: RedisPatience): Promise<Redis> {
  checkUrl(url);
  let connected = false;
  let lastError: Error | undefined;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: null,
    retryStrategy: (times) => (connected && times <= patience.reconnects ? RECONNECT_PAUSE_MS : null),
  });
  // Without a listener ioredis prints every connection error itself; the reason is reported once, below.
  client.on('error', (e: Error) => {
    lastError = e;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    client.disconnect();
    const why = (lastError ?? (e instanceof Error ? e : new Error(String(e)))).message;
    throw new CliError(`cannot reach Redis at ${redactedUrl(url)}: ${why}`);
  }
  connected = true;
  return client;
}
