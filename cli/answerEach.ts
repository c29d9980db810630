import type { CliIo, TextSink } from './CliIo.js';
import type { ExitCodeValue } from './ExitCode.js';
import { ExitCode, worseExit } from './ExitCode.js';
import { LineWriter } from './LineWriter.js';
import { inputName } from './readInput.js';

/**
 * Answers one input entry: writes its output lines to `out` and its diagnostics to `err`, and returns the
 * exit code it contributes (the run's code is the worst of them). `several` is `true` when the input holds
 * more than one entry, for output that differs between one puzzle and several (known only when
 * {@link answerEach} was asked to look ahead; `false` otherwise).
 */
export type EntryAnswerer<E> = (
  entry: E,
  out: LineWriter,
  err: LineWriter,
  several: boolean,
) => ExitCodeValue | Promise<ExitCodeValue>;

/** The entries of an input: batches as they are read (a stream), or all at once. */
export type EntrySource<E> = AsyncIterable<readonly E[]> | Iterable<readonly E[]>;

/** Waits until `sink` (a stream under backpressure) can take more, so output is never piled up in memory. */
export async function drained(sink: TextSink): Promise<void> {
  const stream = sink as Partial<NodeJS.WritableStream> & { writableNeedDrain?: boolean };
  if (stream.writableNeedDrain !== true || typeof stream.once !== 'function') return;
  await new Promise<void>((resolve) => stream.once!('drain', resolve));
}

/**
 * The per-entry loop every batch command shares: answers the entries of `source` one by one, in input
 * order, through buffered stdout and stderr writers, and returns the worst exit code. Entries are taken
 * as they are read, so an input of any size runs in constant memory. One entry's failure is the
 * answerer's to report, so the others are still answered. `finish`, when given, runs after stdout is
 * flushed and before stderr is, so an end-of-run summary comes last on stderr; it gets the number of
 * entries and the milliseconds spent answering them.
 *
 * An input without entries is an error: `no puzzles in <file>` on stderr, exit code 2, and neither
 * `answer` nor `finish` is called. With `lookahead`, a first batch of one entry waits for the next
 * batch, to tell one entry from several (an interactive input then answers its first puzzle only when
 * the second arrives).
 */
export async function answerEach<E>(
  io: CliIo,
  file: string | undefined,
  source: EntrySource<E>,
  answer: EntryAnswerer<E>,
  finish?: (err: LineWriter, count: number, ms: number) => void,
  lookahead = false,
): Promise<ExitCodeValue> {
  const it =
    Symbol.asyncIterator in source
      ? (source as AsyncIterable<readonly E[]>)[Symbol.asyncIterator]()
      : (source as Iterable<readonly E[]>)[Symbol.iterator]();
  const next = async (): Promise<readonly E[] | undefined> => {
    for (;;) {
      const r = await it.next();
      if (r.done) return undefined;
      if (r.value.length > 0) return r.value;
    }
  };
  let batch = await next();
  if (batch === undefined) {
    io.stderr.write(`cspkit: no puzzles in ${inputName(file)}\n`);
    return ExitCode.invalid;
  }
  let following = !lookahead || batch.length > 1 ? undefined : await next();
  const several = batch.length > 1 || following !== undefined;
  const out = new LineWriter(io.stdout);
  const err = new LineWriter(io.stderr);
  let exit: ExitCodeValue = ExitCode.ok;
  let count = 0;
  const started = performance.now();
  while (batch !== undefined) {
    for (const entry of batch) {
      // Awaited only when it is a promise: a synchronous answer costs no microtask turn.
      const code = answer(entry, out, err, several);
      exit = worseExit(exit, typeof code === 'number' ? code : await code);
    }
    count += batch.length;
    // A batch is what one read of the input gave: its answers go out before the next read, which may
    // wait for a user typing on standard input.
    out.flush();
    err.flush();
    await drained(io.stdout);
    if (following !== undefined) {
      batch = following;
      following = undefined;
    } else batch = await next();
  }
  out.flush();
  finish?.(err, count, performance.now() - started);
  err.flush();
  return exit;
}
