/** Cancels a callback scheduled by {@link scheduleMacrotask} (nothing happens when it already ran). */
export type CancelMacrotask = () => void;

/**
 * Runs `callback` in a later macrotask, after pending I/O and messages: `setImmediate` where it
 * exists (Node), otherwise a `MessageChannel` message (browsers and Web Workers, which have no
 * `setImmediate`; nested `setTimeout(0)` is clamped to 4 ms there, which would idle a sliced solve
 * for a fifth of its time). Messages the thread receives meanwhile, such as a request to stop, are
 * handled before the callback. Returns a function that cancels it.
 */
export function scheduleMacrotask(callback: () => void): CancelMacrotask {
  if (typeof setImmediate === 'function') {
    const handle = setImmediate(callback);
    return () => clearImmediate(handle);
  }
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.addEventListener('message', () => {
    channel.port1.close();
    if (!cancelled) callback();
  });
  channel.port1.start();
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
