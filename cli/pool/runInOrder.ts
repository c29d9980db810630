/** How {@link runInOrder} answers units of work and what it does with their results. */
export interface OrderedWork<U, R> {
  /** Answers a unit on a worker thread; `undefined` (or absent) while there are no threads. */
  readonly remote?: (unit: U) => Promise<R> | undefined;
  /** Most units on the threads at once: enough that a thread never waits for the calling thread. */
  readonly remoteLimit: number;
  /** Answers a unit on the calling thread (which takes a unit whenever the threads have enough). */
  readonly here: (unit: U) => R | Promise<R>;
  /** Takes each result in unit order, as soon as it and all before it are in; `true` stops the run. */
  readonly emit: (result: R, unit: U) => boolean | undefined;
  /** Most results held unprinted (memory bound: units answered ahead of a slow one). */
  readonly heldLimit: number;
  /** Waits until the output can take more (backpressure), after each unit. */
  readonly drained?: () => Promise<void>;
}

/** Longest the calling thread answers units without letting the event loop turn. */
const TURN_EVERY_MS = 5;

interface Slot<U, R> {
  readonly unit: U;
  done: boolean;
  result?: R;
  failure?: { readonly error: unknown };
}

/**
 * Answers `units` in parallel and hands their results to `emit` in input order. Units go to the worker
 * threads while fewer than `remoteLimit` are there; otherwise the calling thread answers the unit itself,
 * so with N threads N + 1 cores work and no core idles while the threads start. Results are emitted the
 * moment the ones before them are in, also while the loop waits for more input (a slow producer on
 * standard input gets its answers as it writes). A unit that fails (a thread that crashed) rejects the run
 * once the results before it are emitted; `emit` returning `true` stops it quietly.
 */
export async function runInOrder<U, R>(
  units: AsyncIterable<U> | Iterable<U>,
  work: OrderedWork<U, R>,
): Promise<void> {
  const held: Slot<U, R>[] = [];
  let onRemote = 0;
  let stopped = false;
  let failure: { readonly error: unknown } | undefined;
  let wake: (() => void) | undefined;
  let lastTurn = performance.now();
  const emitReady = (): void => {
    while (held.length > 0 && held[0]!.done) {
      const slot = held.shift()!;
      if (stopped) continue;
      if (slot.failure !== undefined) {
        failure ??= slot.failure;
        stopped = true;
      } else if (work.emit(slot.result as R, slot.unit) === true) stopped = true;
    }
    const w = wake;
    wake = undefined;
    w?.();
  };
  const changed = (): Promise<void> => new Promise<void>((resolve) => (wake = resolve));
  const settle = (slot: Slot<U, R>, result: R | undefined, fail?: unknown): void => {
    slot.done = true;
    if (fail !== undefined) slot.failure = { error: fail };
    else slot.result = result as R;
    emitReady();
  };
  for await (const unit of units) {
    if (stopped) break;
    const slot: Slot<U, R> = { unit, done: false };
    held.push(slot);
    // Before answering here, let the threads' finished answers in (their messages wait for a turn of the
    // event loop, which an input read already never gives): a thread must not wait for new work. Threads
    // still starting need turns too.
    if (
      work.remote !== undefined &&
      (onRemote >= work.remoteLimit || performance.now() - lastTurn > TURN_EVERY_MS)
    ) {
      await nextTurn();
      lastTurn = performance.now();
    }
    const sent = onRemote < work.remoteLimit ? work.remote?.(unit) : undefined;
    if (sent !== undefined) {
      onRemote++;
      sent.then(
        (r) => {
          onRemote--;
          settle(slot, r);
        },
        (e: unknown) => {
          onRemote--;
          settle(slot, undefined, e ?? new Error('worker thread failed'));
        },
      );
    } else {
      try {
        const r = work.here(unit);
        settle(slot, r instanceof Promise ? await r : r);
      } catch (e) {
        settle(slot, undefined, e ?? new Error('answer failed'));
      }
    }
    while (held.length >= work.heldLimit && !stopped) await changed();
    if (work.drained !== undefined) await work.drained();
  }
  while (held.length > 0 && !stopped) await changed();
  if (failure !== undefined) throw failure.error;
}

/** Resolves after the event loop has run pending I/O callbacks (worker messages among them). */
function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}
