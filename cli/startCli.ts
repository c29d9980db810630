// The `cspkit` binary's body (started by main.ts): binds the CLI to the real process. Everything else
// lives in run.ts so tests can drive the commands in-process.
import { nodeIo } from './nodeIo.js';
import { run } from './run.js';

// `cspkit sudoku solve big.txt | head` closes the pipe early: that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

try {
  process.exitCode = await run(process.argv.slice(2), nodeIo());
} catch (e) {
  process.stderr.write(
    `cspkit: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
  );
  process.exitCode = 3;
}
