import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { CliIo } from './CliIo.js';

/** Reads a whole stream as UTF-8 text. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Standard input line by line, each handed over as soon as it is typed, so an interactive session answers
 * every move at once. A consumer that stops early (`quit`) releases stdin, or the process would wait for
 * the terminal or pipe to close before exiting.
 */
async function* stdinLines(): AsyncGenerator<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    yield* lines;
  } finally {
    lines.close();
    process.stdin.destroy();
  }
}

/** Chunks of standard input as text. */
async function* stdinChunks(): AsyncGenerator<string> {
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) yield chunk as string;
}

/** Chunks of a file as text (64 KiB reads). */
async function* fileChunks(path: string): AsyncGenerator<string> {
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 16 })) {
    yield chunk as string;
  }
}

/** The size of a regular file, or `undefined`. */
function fileSize(path: string): number | undefined {
  try {
    const s = statSync(path);
    return s.isFile() ? s.size : undefined;
  } catch {
    return undefined;
  }
}

/** The {@link CliIo} of the running process: real stdout/stderr, stdin and file system. */
export function nodeIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    readStdin: () => readAll(process.stdin),
    readLines: stdinLines,
    readFile: (path) => readFile(path, 'utf8'),
    stdinChunks,
    fileChunks,
    fileSize,
  };
}
