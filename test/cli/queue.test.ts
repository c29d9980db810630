import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_BACKEND_NAMES, loadBackend } from '../../adapters/loadBackend.js';
import { CSPKIT_VERSION } from '../../cli/cspkitVersion.js';
import { channelSignal } from '../../cli/queue/channelSignal.js';
import { chunkTask, type QueueTask } from '../../cli/queue/QueueChunk.js';
import { answeredChannel, BULL_PREFIX, chunkJobId, runKey } from '../../cli/queue/QueueRun.js';
import { queueCollect } from '../../cli/queue/queueCollect.js';
import { queueWorker } from '../../cli/queue/queueWorker.js';
import { answerTask, taskPuzzles } from '../support/queueTasks.js';
import { type RedisServer, skipRedisTests, startRedis } from '../support/redisServer.js';
import { runCli } from './fakeIo.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Node itself with tsx's loader, not the tsx command, which runs the script in a child process that
// a signal to the command would not reach.
const NODE_TSX = [process.execPath, '--import', 'tsx'] as const;
const MAIN = `${ROOT}cli/main.ts`;
const SCRIPT = `${ROOT}test/support/queueWorkerScript.ts`;

const BASE = [
  '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..',
  '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..',
  '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
];

/** The `i`th test puzzle: a base puzzle with its digits relabelled and maybe transposed (distinct for small i). */
function puzzle(i: number): string {
  const base = BASE[i % BASE.length]!;
  const k = Math.floor(i / BASE.length);
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  // A permutation of the digits from k (Lehmer code), so that puzzles differ.
  const perm: number[] = [];
  let rest = k;
  for (let n = 9; n > 0; n--) {
    perm.push(digits.splice(rest % n, 1)[0]!);
    rest = Math.floor(rest / n);
  }
  const relabelled = base.replace(/[1-9]/g, (d) => String(perm[Number(d) - 1]));
  if (k % 2 === 0) return relabelled;
  return Array.from({ length: 81 }, (_, c) => relabelled[(c % 9) * 9 + Math.floor(c / 9)]).join('');
}

/** `n` puzzles with unreadable lines, clashing givens, comments and blank lines among them. */
function input(n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const p = puzzle(i);
    if (i % 197 === 5) lines.push(`${p.slice(0, 40)}X${p.slice(41)}`);
    else if (i % 211 === 7) lines.push(`11${p.slice(2)}`);
    else if (i % 101 === 3) lines.push('# a comment', '', p);
    else lines.push(p);
  }
  return `${lines.join('\n')}\n`;
}

/** A child process's exit. */
function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Resolves when `child` has printed `count` lines matching `pattern` on stderr. */
function printed(child: ChildProcess, pattern: RegExp, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    let text = '';
    child.stderr!.on('data', (d: Buffer) => {
      text += d.toString();
      seen = text.split('\n').filter((l) => pattern.test(l)).length;
      if (seen >= count) resolve();
    });
    child.once('exit', () => reject(new Error(`exited after ${seen} of ${count} lines: ${text}`)));
  });
}

/** An io for in-process runs that read nothing. */
function ioStub() {
  return {
    stdout: { write: () => true },
    stderr: { write: () => true },
    readStdin: async () => '',
    readFile: async () => '',
  };
}

/** Starts `cspkit worker` (from the sources) as a process. */
function cliWorker(url: string, queue: string): ChildProcess {
  return spawn(
    NODE_TSX[0],
    [...NODE_TSX.slice(1), MAIN, 'worker', '--redis', url, '--queue', queue, '--lock', '1000'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}

/** Starts the test worker script (see test/support/queueWorkerScript.ts) as a process. */
function scriptWorker(url: string, queue: string, mode: 'slow' | 'crash', arg: string): ChildProcess {
  return spawn(NODE_TSX[0], [...NODE_TSX.slice(1), SCRIPT, url, queue, mode, arg], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

const skipQueue = skipRedisTests();
if (skipQueue)
  console.warn('queue tests skipped: redis-server is not installed (Debian: apt-get install redis-server)');

describe.skipIf(skipQueue)('distributed mode (BullMQ on a throw-away redis-server)', () => {
  let redis: RedisServer;
  let dir: string;
  beforeAll(async () => {
    redis = await startRedis();
    dir = mkdtempSync(join(tmpdir(), 'cspkit-queue-'));
  });
  afterAll(async () => {
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('two workers and one killed with SIGKILL mid-chunk, then restarted, give what --jobs 1 gives', async () => {
    const file = join(dir, 'kill.txt');
    const files = { [file]: input(3000) };
    const reference = await runCli(['sudoku', 'solve', '--jobs', '1', file], { files });
    // The victim takes chunks slowly, one to answer and one ahead (--prefetch 1, the default), and is
    // killed while it holds both; the other workers start then.
    const workers: ChildProcess[] = [];
    const victim = scriptWorker(redis.url, 'kill', 'slow', '400');
    try {
      await printed(victim, /waiting for a submission/, 1);
      const taken = printed(victim, /^taken line/, 2);
      const submit = await runCli(
        ['queue', 'submit', file, '--redis', redis.url, '--queue', 'kill', '--chunk', '60'],
        { files },
      );
      expect(submit.err).toContain('3000 puzzles in 50 chunks');
      expect(submit.code).toBe(0);
      await taken;
      victim.kill('SIGKILL');
      await exited(victim);
      workers.push(cliWorker(redis.url, 'kill'), cliWorker(redis.url, 'kill'));
      const restarted = cliWorker(redis.url, 'kill');
      workers.push(restarted);
      const out = join(dir, 'kill.out');
      const [collect] = await Promise.all([
        runCli(['queue', 'collect', '--redis', redis.url, '--queue', 'kill', '-o', out]),
        printed(restarted, /^cspkit worker: queue 'kill'/, 1),
      ]);
      expect(collect.out).toBe('');
      expect(readFileSync(out, 'utf8')).toBe(reference.out);
      expect(collect.err).toBe(reference.err);
      expect(collect.code).toBe(reference.code);
      expect(reference.code).toBe(2); // the unreadable lines
    } finally {
      victim.kill('SIGKILL');
      for (const w of workers) w.kill('SIGTERM');
      for (const w of workers) expect(await exited(w)).toBe(0);
    }
    // The two chunks the victim held were found stalled and answered by other workers.
    const client = new Redis(redis.url);
    const queue = new Queue('kill', { connection: client, prefix: BULL_PREFIX });
    try {
      let stalled = 0;
      for (let i = 0; i < 50; i++) stalled += (await Job.fromId(queue, chunkJobId(i)))!.stalledCounter;
      expect(stalled).toBe(2);
    } finally {
      await queue.close();
      client.disconnect();
    }
  }, 90_000);

  it('a puzzle that kills every worker taking it ends as error: … after --attempts, the rest answered', async () => {
    const file = join(dir, 'poison.txt');
    const poison = puzzle(40);
    const files = { [file]: input(300) };
    const reference = await runCli(['sudoku', 'solve', '--jobs', '1', file], { files });
    const submit = await runCli(
      [
        'queue',
        'submit',
        file,
        '--redis',
        redis.url,
        '--queue',
        'poison',
        '--chunk',
        '50',
        '--attempts',
        '1',
      ],
      { files },
    );
    expect(submit.code).toBe(0);
    // One crashing worker at a time, restarted whenever it dies, as a supervisor would.
    let current = scriptWorker(redis.url, 'poison', 'crash', poison);
    let crashes = 0;
    let collecting = true;
    const supervise = (async () => {
      while (collecting) {
        await exited(current);
        if (!collecting) break;
        crashes++;
        current = scriptWorker(redis.url, 'poison', 'crash', poison);
      }
    })();
    try {
      const collect = await runCli(['queue', 'collect', '--redis', redis.url, '--queue', 'poison']);
      const lines = files[file]!.split('\n');
      const at = lines.indexOf(poison) + 1;
      // Its answer's place: the puzzles before it (comments and blank lines have none).
      const index = lines.slice(0, at - 1).filter((l) => l !== '' && !l.startsWith('#')).length;
      expect(collect.lines[index]).toMatch(/^error: no answer after 1 tries: /);
      const others = (ls: string[]): string[] => ls.filter((_, i) => i !== index);
      expect(others(collect.lines)).toEqual(others(reference.lines));
      expect(collect.lines.length).toBe(reference.lines.length);
      expect(collect.err).toContain(`line ${at}: no answer after 1 tries`);
      expect(collect.code).toBe(2); // the unreadable lines still win over the error
      // First run of its chunk, then one try of the puzzle alone.
      expect(crashes).toBe(2);
    } finally {
      collecting = false;
      current.kill('SIGTERM');
      await supervise;
      await exited(current);
    }
  }, 90_000);

  it('a puzzle whose worker thread dies is retried alone, then answered error: …; its neighbours are not lost', async () => {
    const file = join(dir, 'thread.txt');
    const text = `${[0, 1, 2, 3, 4, 5].map(puzzle).join('\n')}\n`;
    const files = { [file]: text };
    const reference = await runCli(['sudoku', 'solve', '--jobs', '1', file], { files });
    const submit = await runCli(['queue', 'submit', file, '--redis', redis.url, '--queue', 'thread'], {
      files,
    });
    expect(submit.code).toBe(0);
    let tries = 0;
    const answer = async (task: QueueTask) => {
      if (taskPuzzles(task).some((e) => e.text === puzzle(3))) {
        tries++;
        throw new Error('worker thread exited with code 134\nat line 2');
      }
      return answerTask(task);
    };
    let err = '';
    const io = { ...ioStub(), stderr: { write: (t: string) => (err += t) } };
    // --until-done: the worker ends by itself once the run is answered.
    const working = queueWorker(
      io,
      { redis: redis.url, queue: 'thread', lock: 1000, untilDone: true },
      { answer },
    );
    const collect = await runCli(['queue', 'collect', '--redis', redis.url, '--queue', 'thread']);
    expect(await working).toBe(0);
    expect(err).toContain('answered 1 chunk(s)');
    // The whole chunk once, then the puzzle alone three times (the default --attempts).
    expect(tries).toBe(4);
    const expected = [...reference.lines];
    expected[3] = 'error: no answer after 3 tries: worker thread exited with code 134\\nat line 2';
    expect(collect.lines).toEqual(expected);
    expect(collect.err).toBe(
      'line 4: no answer after 3 tries: worker thread exited with code 134\\nat line 2\n',
    );
    expect(collect.code).toBe(1);
  });

  it.each([
    ['solve', ['--json'], ['--json']],
    ['count', ['--limit', '3', '--backend', 'dlx'], ['--verb', 'count', '--limit', '3', '--backend', 'dlx']],
  ])(
    'sudoku %s %j through the queue (worker threads) prints what --jobs 1 prints',
    async (verb, flags, submitFlags) => {
      const queue = `verbs-${verb}-${flags.join('')}`;
      const files = { 'v.txt': input(250) };
      const reference = await runCli(['sudoku', verb, ...flags, '--jobs', '1', 'v.txt'], { files });
      const submit = await runCli(
        ['queue', 'submit', 'v.txt', '--redis', redis.url, '--queue', queue, '--chunk', '40', ...submitFlags],
        { files },
      );
      expect(submit.code).toBe(0);
      const working = queueWorker(ioStub(), { redis: redis.url, queue, concurrency: 2, untilDone: true });
      const collect = await runCli(['queue', 'collect', '--redis', redis.url, '--queue', queue]);
      expect(await working).toBe(0);
      // --json's statistics are measurements (times): only they may differ.
      const untimed = (out: string): string => out.replace(/"stats":\{[^}]*\}/g, '"stats":{}');
      expect(untimed(collect.out)).toBe(untimed(reference.out));
      expect(collect.err).toBe(reference.err);
      expect(collect.code).toBe(reference.code);
    },
  );

  it('collect is woken by an announced answer, and one announced before it waits is not missed', async () => {
    const client = new Redis(redis.url);
    const signal = await channelSignal(client, answeredChannel('signal'));
    try {
      // The waits are far longer than the test's own time limit: only the announcement ends them.
      const woken = signal.wait(3_600_000);
      await client.publish(answeredChannel('signal'), '0');
      expect(await woken).toBe(true);
      expect(signal.announced).toBe(false);
      await client.publish(answeredChannel('signal'), '7');
      while (!signal.announced) await new Promise((r) => setTimeout(r, 5));
      expect(await signal.wait(3_600_000)).toBe(true);
      expect(signal.announced).toBe(false);
      // Which chunks were announced, once.
      expect(signal.take()).toEqual([0, 7]);
      expect(signal.take()).toEqual([]);
      // Not woken: a wait ends after its time.
      expect(await signal.wait(1)).toBe(false);
      // A stop ends a wait.
      const stop = new AbortController();
      const stopped = signal.wait(3_600_000, stop.signal);
      stop.abort();
      expect(await stopped).toBe(false);
    } finally {
      signal.close();
      client.disconnect();
    }
  });

  it('a worker refuses a run submitted by another cspkit version, naming both (exit 2)', async () => {
    const files = { 'p.txt': `${puzzle(0)}\n` };
    expect(
      (await runCli(['queue', 'submit', 'p.txt', '--redis', redis.url, '--queue', 'old'], { files })).code,
    ).toBe(0);
    const client = new Redis(redis.url);
    await client.hset(runKey('old'), 'version', '0.0.1-old');
    client.disconnect();
    const r = await runCli(['worker', '--redis', redis.url, '--queue', 'old']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('cspkit 0.0.1-old');
    expect(r.err).toContain(`this worker is cspkit ${CSPKIT_VERSION}`);
  });

  it('refuses a queue holding another run, foreign data or foreign jobs (exit 2), and queue drop frees it', async () => {
    const files = { 'p.txt': `${puzzle(0)}\n${puzzle(1)}\n` };
    const submit = (queue: string) =>
      runCli(['queue', 'submit', 'p.txt', '--redis', redis.url, '--queue', queue], { files });
    expect((await submit('busy')).code).toBe(0);
    const again = await submit('busy');
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/queue 'busy' already holds a run \(2 puzzles from 'p.txt'/);
    expect((await runCli(['queue', 'drop', '--redis', redis.url, '--queue', 'busy'])).code).toBe(0);
    expect((await submit('busy')).code).toBe(0);

    const client = new Redis(redis.url);
    await client.set(runKey('foreign'), 'someone else');
    const foreignQueue = new Queue('others', { connection: client, prefix: BULL_PREFIX });
    await foreignQueue.add('theirs', { x: 1 });
    await foreignQueue.close();
    client.disconnect();
    const foreign = await submit('foreign');
    expect(foreign.code).toBe(2);
    expect(foreign.err).toContain('holds data cspkit did not write');
    const others = await submit('others');
    expect(others.code).toBe(2);
    expect(others.err).toContain("queue 'others' holds 1 job(s) cspkit did not submit");
  });

  it('an input without puzzles is refused (exit 2) and leaves the queue free', async () => {
    const r = await runCli(['queue', 'submit', 'e.txt', '--redis', redis.url, '--queue', 'empty'], {
      files: { 'e.txt': '# nothing\n\n' },
    });
    expect(r.code).toBe(2);
    expect(r.err).toContain("no puzzles in 'e.txt'");
    const collect = await runCli(['queue', 'collect', '--redis', redis.url, '--queue', 'empty']);
    expect(collect.code).toBe(2);
    expect(collect.err).toContain("queue 'empty' holds no submitted puzzles");
  });

  it('collect -o stopped while waiting leaves neither FILE nor its temporary file', async () => {
    const files = { 'p.txt': `${puzzle(0)}\n` };
    expect(
      (await runCli(['queue', 'submit', 'p.txt', '--redis', redis.url, '--queue', 'lonely'], { files })).code,
    ).toBe(0);
    const out = join(dir, 'lonely.txt');
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 300);
    await expect(
      queueCollect(ioStub(), { redis: redis.url, queue: 'lonely', output: out }, { stop: stop.signal }),
    ).rejects.toThrow(/collect of queue 'lonely' interrupted; '.*lonely.txt' not written/);
    expect(readdirSync(dir).filter((f) => f.includes('lonely'))).toEqual([]);
  });

  it('collect reads a run of more chunks than it asks Redis about at once, in order', async () => {
    const queue = 'many-chunks';
    const files = { 'm.txt': input(300) };
    const reference = await runCli(['sudoku', 'solve', '--jobs', '1', 'm.txt'], { files });
    const submit = await runCli(
      ['queue', 'submit', 'm.txt', '--redis', redis.url, '--queue', queue, '--chunk', '2'],
      { files },
    );
    expect(submit.code).toBe(0);
    const working = queueWorker(ioStub(), { redis: redis.url, queue, concurrency: 2, untilDone: true });
    const collect = await runCli(['queue', 'collect', '--redis', redis.url, '--queue', queue]);
    expect(await working).toBe(0);
    expect(collect.out).toBe(reference.out);
    expect(collect.err).toBe(reference.err);
    expect(collect.code).toBe(reference.code);
  });

  it('a chunk BullMQ gave up on is printed as error lines between its neighbours', async () => {
    const queue = 'gave-up';
    const lines = [0, 1, 2, 3, 4, 5].map(puzzle);
    const files = { 'g.txt': `${lines.join('\n')}\n` };
    const reference = await runCli(['sudoku', 'solve', '--jobs', '1', 'g.txt'], { files });
    const submit = await runCli(
      ['queue', 'submit', 'g.txt', '--redis', redis.url, '--queue', queue, '--chunk', '2'],
      { files },
    );
    expect(submit.code).toBe(0);
    // As BullMQ leaves chunks: 0 and 2 answered (their value stored), 1 failed for good (a reason, no value).
    const client = new Redis(redis.url);
    const bull = new Queue(queue, { connection: client, prefix: BULL_PREFIX });
    try {
      for (const i of [0, 2]) {
        const job = await Job.fromId(bull, chunkJobId(i));
        const answer = await answerTask(chunkTask(job!.data));
        await client.hset(bull.toKey(chunkJobId(i)), {
          returnvalue: JSON.stringify(answer),
          finishedOn: String(Date.now()),
        });
      }
      await client.hset(bull.toKey(chunkJobId(1)), { failedReason: 'boom', finishedOn: String(Date.now()) });
    } finally {
      await bull.close();
      client.disconnect();
    }
    const collect = await runCli(['queue', 'collect', '--redis', redis.url, '--queue', queue]);
    const want = reference.out.split('\n');
    expect(collect.out.split('\n')).toEqual([
      want[0],
      want[1],
      'error: its chunk failed: boom',
      'error: its chunk failed: boom',
      want[4],
      want[5],
      '',
    ]);
    expect(collect.code).toBe(1);
  });

  it('collect -o writes nothing when it fails', async () => {
    const out = join(dir, 'never.txt');
    const r = await runCli(['queue', 'collect', '--redis', redis.url, '--queue', 'nothing-here', '-o', out]);
    expect(r.code).toBe(2);
    expect(existsSync(out)).toBe(false);
  });
});

describe('distributed mode: the command line', () => {
  it('lists queue and worker in the help, and documents them', async () => {
    const top = await runCli(['--help']);
    expect(top.out).toMatch(/queue .*Redis queue/);
    expect(top.out).toMatch(/worker .*answer chunks of a Redis queue/);
    for (const argv of [['queue', 'submit'], ['queue', 'collect'], ['queue', 'drop'], ['worker']]) {
      const r = await runCli([...argv, '--help']);
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.out, argv.join(' ')).toContain('--redis <url>');
    }
    expect((await runCli(['worker', '--help'])).out).toContain('--concurrency <n>');
    expect((await runCli(['worker', '--help'])).out).toContain('--prefetch <n>');
    expect((await runCli(['queue', 'submit', '--help'])).out).toContain('--attempts <n>');
  });

  it('requires --redis', async () => {
    const r = await runCli(['worker']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("required option '--redis <url>' not specified");
  });

  it.each([['queue', 'submit', 'p.txt'], ['queue', 'collect'], ['worker']])(
    '%s %s: an unreachable Redis URL',
    async (...argv) => {
      const started = performance.now();
      // Port 1 on the loopback: refused at once.
      const r = await runCli([...argv, '--redis', 'redis://127.0.0.1:1'], {
        files: { 'p.txt': `${puzzle(0)}\n` },
      });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/cannot reach Redis at redis:\/\/127\.0\.0\.1:1.*ECONNREFUSED/);
      expect(r.out).toBe('');
      expect(performance.now() - started).toBeLessThan(10_000);
    },
  );

  it.each(['localhost:6379', 'http://127.0.0.1:6379', 'redis://user:secret@127.0.0.1:1'])(
    'a bad --redis %j names the URL without its password',
    async (url) => {
      const r = await runCli(['worker', '--redis', url]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/--redis|cannot reach Redis/);
      expect(r.err).not.toContain('secret');
    },
  );

  it.each(['0', '-1', 'x', '1.5', ''])('refuses --concurrency %j', async (n) => {
    const r = await runCli(['worker', '--redis', 'redis://127.0.0.1:1', '--concurrency', n]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--concurrency/);
    expect(r.err).not.toContain('cannot reach');
  });

  it.each(['-1', 'x', '1.5', ''])('refuses --prefetch %j', async (n) => {
    const r = await runCli(['worker', '--redis', 'redis://127.0.0.1:1', '--prefetch', n]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--prefetch/);
    expect(r.err).not.toContain('cannot reach');
  });

  it('submit refuses an unknown backend, naming those there are, before reaching Redis', async () => {
    const r = await runCli(['queue', 'submit', '--backend', 'nope', '--redis', 'redis://127.0.0.1:1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/nope/);
    expect(r.err).toMatch(/native.*dlx.*sat.*portfolio/);
    expect(r.err).not.toContain('cannot reach');
  });

  it("submit records a built-in backend by its name without loading it: each one's id is its name", async () => {
    for (const name of BUILTIN_BACKEND_NAMES) expect((await loadBackend(name)).id).toBe(name);
  });

  it('refuses options of the other verb and variant input', async () => {
    const json = await runCli([
      'queue',
      'submit',
      '--verb',
      'count',
      '--json',
      '--redis',
      'redis://127.0.0.1:1',
    ]);
    expect(json.code).toBe(2);
    expect(json.err).toContain("--json applies to '--verb solve' only");
    const verb = await runCli(['queue', 'submit', '--verb', 'rate', '--redis', 'redis://127.0.0.1:1']);
    expect(verb.code).toBe(2);
    expect(verb.err).toMatch(/--verb/);
  });
});
