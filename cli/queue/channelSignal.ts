import type { Redis } from 'ioredis';

/**
 * Wakes a process waiting for news on a Redis Pub/Sub channel: `collect` for answered chunks (the
 * message is the chunk's index), an idle worker for a submission.
 */
export interface ChannelSignal {
  /**
   * Resolves when a message has come since the last call ended (at once if one came meanwhile), after
   * `ms` milliseconds at most, or when `stop` is aborted; `true` when woken by a message.
   */
  wait(ms: number, stop?: AbortSignal): Promise<boolean>;
  /** Whether a message has come since the last {@link ChannelSignal.wait} ended. */
  readonly announced: boolean;
  /** The messages that were numbers (chunk indexes) since the last call, and forgets them. */
  take(): number[];
  /** Ends the subscription. */
  close(): void;
}

/**
 * Subscribes to `channel` on a connection of its own (a subscribed Redis connection takes no other
 * command). A message can be missed (a reconnection), so the caller still looks now and then: `wait`
 * never waits longer than asked.
 */
export async function channelSignal(redis: Redis, channel: string): Promise<ChannelSignal> {
  const subscriber = redis.duplicate();
  // Errors surface on the main connection's commands; a lost subscription only slows the waiter down.
  subscriber.on('error', () => undefined);
  let signalled = false;
  let indexes: number[] = [];
  let wake: ((announced: boolean) => void) | undefined;
  subscriber.on('message', (_channel: string, message: string) => {
    const index = Number(message);
    if (Number.isSafeInteger(index)) indexes.push(index);
    signalled = true;
    wake?.(true);
  });
  await subscriber.subscribe(channel);
  return {
    wait: (ms, stop) =>
      new Promise<boolean>((resolve) => {
        const done = (announced: boolean): void => {
          clearTimeout(timer);
          stop?.removeEventListener('abort', aborted);
          wake = undefined;
          signalled = false;
          resolve(announced);
        };
        const aborted = (): void => done(false);
        const timer = setTimeout(aborted, ms);
        if (signalled || stop?.aborted) return done(signalled);
        wake = done;
        stop?.addEventListener('abort', aborted, { once: true });
      }),
    get announced() {
      return signalled;
    },
    take: () => {
      const taken = indexes;
      indexes = [];
      return taken;
    },
    close: () => subscriber.disconnect(),
  };
}
