import type { CliIo } from './CliIo.js';
import type { ExitCodeValue } from './ExitCode.js';
import { ExitCode, worseExit } from './ExitCode.js';
import { LineWriter } from './LineWriter.js';

/**
 * Answers one input entry: writes its output lines to `out` and its diagnostics to `err`, and returns the
 * exit code it contributes (the run's code is the worst of them). `count` is the number of entries in
 * the input, for output that differs between one puzzle and several.
 */
export type EntryAnswerer<E> = (
  entry: E,
  out: LineWriter,
  err: LineWriter,
  count: number,
) => ExitCodeValue | Promise<ExitCodeValue>;

/**
 * The per-entry loop every batch command shares: answers `entries` one by one, in input order, through
 * buffered stdout and stderr writers, and returns the worst exit code. One entry's failure is the
 * answerer's to report, so the others are still answered. `finish`, when given, runs after stdout is
 * flushed and before stderr is, so an end-of-run summary comes last on stderr; it gets the number of
 * entries and the milliseconds spent answering them (reading and parsing the input excluded).
 */
export async function answerEach<E>(
  io: CliIo,
  entries: readonly E[],
  answer: EntryAnswerer<E>,
  finish?: (err: LineWriter, count: number, ms: number) => void,
): Promise<ExitCodeValue> {
  const out = new LineWriter(io.stdout);
  const err = new LineWriter(io.stderr);
  let exit: ExitCodeValue = ExitCode.ok;
  const started = performance.now();
  for (const entry of entries) exit = worseExit(exit, await answer(entry, out, err, entries.length));
  out.flush();
  finish?.(err, entries.length, performance.now() - started);
  err.flush();
  return exit;
}
