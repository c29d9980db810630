// One `cspkit sudoku solve FILE --json --timeout MS` process under `/usr/bin/time`, as a user runs it:
// its exit code, its JSON answer, and the process's wall time, CPU time and peak RSS (from the kernel's
// accounting of the whole process, worker threads included).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What one CLI process did. */
export interface CliRun {
  /** Exit code (`undefined` when killed by a signal). */
  readonly code: number | undefined;
  /** The signal that ended it, if any (the sweep's own hard stop is `SIGKILL`). */
  readonly signal: string | undefined;
  /** Standard output. */
  readonly stdout: string;
  /** Standard error (without `/usr/bin/time`'s line). */
  readonly stderr: string;
  /** Wall time from spawn to exit, ms (measured here). */
  readonly wallMs: number;
  /** Wall time from spawn to the first byte on standard output, ms (NaN: none came). */
  readonly firstOutputMs: number;
  /** User + system CPU time of the process, ms (`/usr/bin/time`; NaN when it was killed). */
  readonly cpuMs: number;
  /** Peak resident set size, MB (`/usr/bin/time %M`; NaN when it was killed). */
  readonly rssMb: number;
  /** Whether the sweep had to kill it (no exit within its hard stop). */
  readonly killed: boolean;
}

/** How to run the CLI. */
export interface CliCommand {
  /** The `node` executable. */
  readonly node: string;
  /** Path of the CLI entry (`dist/cli/main.js`). */
  readonly cli: string;
  /** Arguments after the entry. */
  readonly args: readonly string[];
  /** Kill the process after this many ms (a hang must not stop the sweep). */
  readonly hardStopMs: number;
  /** `nice` increment for the child (0: none). */
  readonly nice: number;
}

/** Runs the CLI once and waits for it. */
export function runCliOnce(cmd: CliCommand): Promise<CliRun> {
  const dir = mkdtempSync(join(tmpdir(), 'cspkit-sweep-'));
  const timeFile = join(dir, 'time');
  const argv = ['-f', '%U %S %M', '-o', timeFile, cmd.node, cmd.cli, ...cmd.args];
  const [exe, exeArgs] =
    cmd.nice > 0 ? ['nice', ['-n', String(cmd.nice), '/usr/bin/time', ...argv]] : ['/usr/bin/time', argv];
  const start = process.hrtime.bigint();
  // A process group of its own, so that the hard stop reaches node under `/usr/bin/time` too.
  const child = spawn(exe, exeArgs, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  let firstOutputMs = Number.NaN;
  child.stdout.on('data', (b: Buffer) => {
    if (out.length === 0) firstOutputMs = Number(process.hrtime.bigint() - start) / 1e6;
    out.push(b);
  });
  child.stderr.on('data', (b: Buffer) => err.push(b));
  let killed = false;
  const guard = setTimeout(() => {
    killed = true;
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, cmd.hardStopMs);
  return new Promise((resolve, reject) => {
    child.on('error', (e) => {
      clearTimeout(guard);
      rmSync(dir, { recursive: true, force: true });
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
      let cpuMs = Number.NaN;
      let rssMb = Number.NaN;
      try {
        const fields = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
        cpuMs = (fields[0]! + fields[1]!) * 1000;
        rssMb = fields[2]! / 1024;
      } catch {
        // Killed before `/usr/bin/time` wrote its line: CPU and RSS stay unknown.
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({
        code: code ?? undefined,
        signal: signal ?? undefined,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        wallMs,
        firstOutputMs,
        cpuMs,
        rssMb,
        killed,
      });
    });
  });
}
