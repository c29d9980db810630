import type { Redis } from 'ioredis';
import { answeredChannel } from './QueueRun.js';

/** Wakes a waiting `collect` when a worker announces an answered chunk, and says which. */
export interface AnswerSignal {
  /**
   * Resolves when a chunk has been announced since the last call ended (at once if one was meanwhile),
   * after `ms` milliseconds at most, or when `stop` is aborted; `true` when woken by an announcement.
   */
  wait(ms: number, stop?: AbortSignal): Promise<boolean>;
  /** Whether a chunk has been announced since the last {@link AnswerSignal.wait} ended. */
  readonly announced: boolean;
  /** The indexes of the chunks announced since the last call, and forgets them. */
  take(): number[];
  /** Ends the subscription. */
  close(): void;
}

/**
 * Subscribes (on a connection of its own: a subscribed Redis connection takes no other command) to
 * the announcements of answered chunks on `queue` (see {@link answeredChannel}). An announcement can be
 * missed (a reconnection), so the caller still looks now and then: `wait` never waits longer than asked.
 */
export async function answerSignal(redis: Redis, queue: string): Promise<AnswerSignal> {
  const subscriber = redis.duplicate();
  // Errors surface on the main connection's commands; a lost subscription only slows collect down.
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
  await subscriber.subscribe(answeredChannel(queue));
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
