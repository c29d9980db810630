import type { CliIo } from './CliIo.js';

/** A progress display on stderr for a long batch run (see {@link batchProgress}). */
export interface BatchProgress {
  /** Counts `n` more puzzles done. */
  advance(n: number): void;
  /** Writes diagnostics text (whole lines) above the bar, so the two do not garble each other. */
  log(text: string): void;
  /** Removes the bar. */
  stop(): void;
}

/**
 * A `cli-progress` bar on stderr for a batch run, when stderr is a terminal (never in a pipe or a file,
 * where it would only add noise): puzzles done, of `total` when known, with the rate and elapsed time.
 * cli-progress is loaded only then.
 */
export async function batchProgress(
  io: CliIo,
  label: string,
  total?: number,
): Promise<BatchProgress | undefined> {
  const stream = io.stderr as Partial<NodeJS.WriteStream>;
  if (stream.isTTY !== true) return undefined;
  const { default: cliProgress } = await import('cli-progress');
  const format =
    total === undefined
      ? `${label} {value} puzzles | {rate}/s | {duration_formatted}`
      : `${label} [{bar}] {percentage}% | {value}/{total} puzzles | {rate}/s | ETA {eta_formatted}`;
  const bars = new cliProgress.MultiBar({
    stream: io.stderr as NodeJS.WritableStream,
    format,
    clearOnComplete: true,
    hideCursor: null,
  });
  const started = performance.now();
  let done = 0;
  const bar = bars.create(total ?? 0, 0, { rate: 0 });
  return {
    advance(n) {
      done += n;
      const seconds = (performance.now() - started) / 1000;
      bar.update(done, { rate: seconds > 0 ? Math.round(done / seconds) : 0 });
    },
    log(text) {
      if (text === '') return;
      bars.log(text);
      // Written now, not at the next scheduled redraw (which may come after stop(), too late).
      bars.update();
    },
    stop() {
      bars.stop();
    },
  };
}
