import { readFile } from 'node:fs/promises';
import type { CliIo } from './CliIo.js';

/** Reads a whole stream as UTF-8 text. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The {@link CliIo} of the running process: real stdout/stderr, stdin and file system. */
export function nodeIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    readStdin: () => readAll(process.stdin),
    readFile: (path) => readFile(path, 'utf8'),
  };
}
