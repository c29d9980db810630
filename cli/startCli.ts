// The `cspkit` binary's body (started by main.ts): binds the CLI to the real process. Everything else
// lives in run.ts so tests can drive the commands in-process.
import { nodeIo } from './nodeIo.js';
import { run } from './run.js';

// `cspkit sudoku solve big.txt | head` closes the pipe early: that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

/** Resolves once everything written to `stream` so far has been handed to the system. */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}

let code: number;
try {
  code = await run(process.argv.slice(2), nodeIo());
} catch (e) {
  process.stderr.write(
    `cspkit: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
  );
  code = 3;
}
process.exitCode = code;
// The command is done and its output written: exit now rather than when the event loop runs dry.
// Libraries leave housekeeping timers behind (ioredis's reply parser keeps a 50 ms buffer-shrinking
// interval for up to ~0.6 s after a large reply), which made `queue collect` linger after its output.
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
