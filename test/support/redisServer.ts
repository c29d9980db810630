// A throw-away Redis server for the distributed-mode tests: Debian's `redis-server` on a free
// loopback port, in a temporary folder, without persistence, stopped by the test that started it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running server. */
export interface RedisServer {
  /** `redis://127.0.0.1:PORT`. */
  readonly url: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** The path of `redis-server`, or `undefined` when it is not installed (tests then skip, saying so). */
export function redisServerPath(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the distributed-mode tests skip: only where `redis-server` is missing and the run does
 * not require it. CI sets `CSPKIT_REQUIRE_REDIS=1` (and installs the package), so there a missing
 * server fails the suite instead of quietly skipping the queue tests.
 */
export function skipRedisTests(): boolean {
  if (redisServerPath() !== undefined) return false;
  if (process.env.CSPKIT_REQUIRE_REDIS === '1') {
    throw new Error(
      'CSPKIT_REQUIRE_REDIS=1 but redis-server is not installed (apt-get install redis-server)',
    );
  }
  return true;
}

/** A port free on the loopback interface now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once `child` printed `marker` on stdout; rejects if it exits first. */
function ready(child: ChildProcess, marker: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (d: Buffer) => {
      seen += d.toString();
      if (seen.includes(marker)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${seen}`)));
  });
}

/** Starts `redis-server` on a free loopback port with persistence off. */
export async function startRedis(): Promise<RedisServer> {
  const binary = redisServerPath();
  if (binary === undefined) throw new Error('redis-server is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'cspkit-redis-'));
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await ready(child, 'Ready to accept connections');
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
