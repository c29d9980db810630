import { resolve } from 'node:path';
import type { Container } from 'inversify';
import type { CliIo } from '../../cli/index.js';
import { run } from '../../cli/index.js';

/** Outcome of one in-process CLI run. */
export interface RunResult {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  /** stdout split into lines, without the final empty one. */
  readonly lines: string[];
}

/** The repository's samples folder. */
export const SAMPLES_DIR = resolve(import.meta.dirname, '../../samples');

/** What a fake run reads: standard input, the files it may open (others come from disk), a container. */
export interface FakeInput {
  readonly stdin?: string;
  readonly files?: Record<string, string>;
  readonly container?: Container;
  /** The clock time limits are measured on (`CliIo.clock`). */
  readonly clock?: () => number;
}

/** Runs the CLI in-process with `stdin` as standard input and `files` as the only readable files. */
export async function runCli(argv: string[], options: FakeInput = {}): Promise<RunResult> {
  return runWithIo(options, (io) => run(argv, io));
}

/** Runs `body` (a command, in-process) on a fake io reading `options`, collecting what it writes. */
export async function runWithIo(
  options: FakeInput,
  body: (io: CliIo) => Promise<number>,
): Promise<RunResult> {
  let out = '';
  let err = '';
  const files = options.files ?? {};
  const io: CliIo = {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    readStdin: async () => options.stdin ?? '',
    readFile: async (path: string) => {
      const text = files[path];
      if (text !== undefined) return text;
      // Anything else is read from disk (the demo's samples).
      const { readFile } = await import('node:fs/promises');
      return readFile(path, 'utf8');
    },
    samplesDir: SAMPLES_DIR,
    ...(options.container ? { container: options.container } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const code = await body(io);
  const lines = out === '' ? [] : out.replace(/\n$/, '').split('\n');
  return { code, out, err, lines };
}
