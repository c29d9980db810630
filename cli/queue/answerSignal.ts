import type { Redis } from 'ioredis';
import { answeredChannel } from './QueueRun.js';

/** Wakes a waiting `collect` when a worker announces an answered chunk. */
export interface AnswerSignal {
  /**
   * Resolves when a chunk has been answered since the last call (at once if one was meanwhile), after
   * `ms` milliseconds at most, or when `stop` is aborted.
   */
  wait(ms: number, stop?: AbortSignal): Promise<void>;
  /** Whether a chunk has been announced since the last {@link AnswerSignal.wait} ended. */
  readonly announced: boolean;
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
  let wake: (() => void) | undefined;
  subscriber.on('message', () => {
    signalled = true;
    wake?.();
  });
  await subscriber.subscribe(answeredChannel(queue));
  return {
    wait: (ms, stop) =>
      new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          stop?.removeEventListener('abort', done);
          wake = undefined;
          signalled = false;
          resolve();
        };
        const timer = setTimeout(done, ms);
        if (signalled || stop?.aborted) return done();
        wake = done;
        stop?.addEventListener('abort', done, { once: true });
      }),
    get announced() {
      return signalled;
    },
    close: () => subscriber.disconnect(),
  };
}
