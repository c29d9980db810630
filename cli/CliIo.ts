import type { Container } from 'inversify';

/** Where a command writes text: a `process.stdout`-like sink (only `write` is used). */
export interface TextSink {
  /** Writes a chunk of text as is (no newline added). */
  write(chunk: string): unknown;
}

/**
 * Everything a CLI run touches outside itself. The binary passes the real process streams;
 * tests pass string collectors, so the commands run in-process without a build.
 */
export interface CliIo {
  /** Normal output (answers, tables). */
  readonly stdout: TextSink;
  /** Diagnostics (bad lines, summaries, usage errors). */
  readonly stderr: TextSink;
  /** Reads all of standard input as UTF-8 text. */
  readStdin(): Promise<string>;
  /**
   * Reads standard input line by line as it arrives (without line ends), for interactive commands such as
   * `sudoku play`. Optional: when absent, those commands read all of {@link CliIo.readStdin} and split it.
   */
  readLines?(): AsyncIterable<string>;
  /** Reads a whole file as UTF-8 text; rejects with the usual Node error when it cannot. */
  readFile(path: string): Promise<string>;
  /**
   * Standard input as UTF-8 text chunks as they arrive, so batch commands stream inputs of any size.
   * Optional: when absent, {@link CliIo.readStdin} is read whole.
   */
  stdinChunks?(): AsyncIterable<string>;
  /** A file as UTF-8 text chunks (streamed). Optional: when absent, {@link CliIo.readFile} reads it whole. */
  fileChunks?(path: string): AsyncIterable<string>;
  /**
   * The size in bytes of a regular file, or `undefined` when it is not one or cannot be read (the read
   * reports that). Optional: batch commands use it to start worker threads before reading a large file.
   */
  fileSize?(path: string): number | undefined;
  /**
   * The backend container to use; when absent every run creates one with `createContainer()`.
   * Tests inject one to add fake backends.
   */
  readonly container?: Container;
  /** Folder holding the bundled sample puzzles; when absent it is looked up next to the package. */
  readonly samplesDir?: string;
  /**
   * The clock (ms) `generate --timeout` is measured on; when absent, `performance.now`. Tests inject a
   * fake one so that where the limit stops a run does not depend on the machine's speed.
   */
  readonly clock?: () => number;
}
