// `npm run bench:jobs`: how `--jobs N` scales. Runs the built CLI as a user would (a fresh process per
// run), `--jobs 1` and `--jobs N` interleaved, and reports wall and CPU (user + sys) time medians,
// the load average, the speed-up, and whether the outputs are identical, on 17_clue, generate and a
// steady-state run (17_clue repeated), with the CPU time of every thread. Also measures what a chunk
// costs to hand to a worker thread, and (with --queue, when redis-server is installed) the distributed
// mode with 1 and 2 workers: end to end (submit → collect) and draining a submitted queue, with the CPU
// time of every process. Writes the results to bench/results/jobs.json too.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { formatTable } from '../cli/formatTable.js';
import { AHEAD_PER_THREAD } from '../cli/pool/answerInParallel.js';
import type { ChunkResult, LineBlockTask } from '../cli/pool/ChunkTask.js';
import { createPool } from '../cli/pool/createPool.js';
import { BULL_PREFIX, chunkJobKey, runKey } from '../cli/queue/QueueRun.js';
import { dataDir, REPO_ROOT } from './dataSets.js';
import { median } from './median.js';

const USAGE = `usage: npm run bench:jobs -- [options]

  --jobs N        threads to compare with --jobs 1 (default: the number of cores, ${availableParallelism()})
  --runs N        runs of each, interleaved; medians reported (default 5)
  --repeat K      also solve 17_clue repeated K times: the steady state, where start-up and warm-up are
                  paid once (default 15: 300,000 puzzles; 0 skips it)
  --count N       puzzles to generate (default 2000)
  --queue         also time the distributed mode (cspkit queue/worker; needs redis-server):
                  10,000 puzzles (kaggle) with 1 and with 2 long-running worker daemons, started
                  and warmed by one untimed run before the timed ones; two rows each: timed from
                  'queue submit' to the end of 'queue collect', and drain: submitted to a paused
                  queue, timed from resuming it to the last answer. CPU per process: workers,
                  submit, collect, redis-server
  --queue-repeat K  also the distributed mode on kaggle repeated K times (default 0 = skip)
  --queue-chunk N   queue submit --chunk N (default: submit's own default)
  --queue-prefetch N  cspkit worker --prefetch N (default: the worker's own default)
  --json FILE     also write the results as JSON to FILE (bench/results/jobs.json is always written)
  --only a,b      workloads to run: solve, generate, long, threads, messaging, queue
                  (threads: CPU time per thread, main / workers / V8 background, with threadCpu.ts)

Run on an idle machine for the scaling figures; on a shared one compare the CPU columns.
CSPKIT_BENCH_CLI=/other/build/cli/main.js times another build's CLI (an A/B of two commits).
Data: ../shared/data relative to the repo root, or CSPKIT_DATA.`;

/** The CLI timed: this tree's build, or another build's `cli/main.js` (CSPKIT_BENCH_CLI) for an A/B. */
const MAIN = process.env.CSPKIT_BENCH_CLI ?? join(REPO_ROOT, '.bench-dist', 'cli', 'main.js');
const TIME = '/usr/bin/time';

/** One timed run of the CLI. */
interface Timing {
  readonly wall: number;
  /** user + sys seconds, when GNU time is installed. */
  readonly cpu: number | undefined;
  readonly digest: string;
  readonly code: number;
}

/** Runs `node MAIN args` with stdout into a digest; wall from here, CPU from GNU time when present. */
function timeCli(args: readonly string[]): Timing {
  const gnuTime = existsSync(TIME);
  const dir = mkdtempSync(join(tmpdir(), 'cspkit-jobs-'));
  const cpuFile = join(dir, 'cpu');
  const argv = gnuTime
    ? [TIME, '-o', cpuFile, '-f', '%U %S', process.execPath, MAIN, ...args]
    : [process.execPath, MAIN, ...args];
  const started = performance.now();
  const r = spawnSync(argv[0]!, argv.slice(1), { maxBuffer: 1 << 30, encoding: 'buffer' });
  const wall = (performance.now() - started) / 1000;
  let cpu: number | undefined;
  if (gnuTime) {
    const [user, sys] = readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    cpu = user! + sys!;
  }
  rmSync(dir, { recursive: true, force: true });
  if (r.status !== 0) throw new Error(`cspkit ${args.join(' ')} exited with ${r.status}: ${r.stderr}`);
  return { wall, cpu, digest: createHash('sha256').update(r.stdout).digest('hex'), code: r.status ?? -1 };
}

const fmt = (x: number | undefined, d = 2): string =>
  x === undefined || !Number.isFinite(x) ? '-' : x.toFixed(d);

/** `runs` interleaved runs of `args` with `--jobs 1` and `--jobs jobs`; one table row per setting. */
function compare(name: string, args: readonly string[], jobs: number, runs: number): string[][] {
  const one: Timing[] = [];
  const many: Timing[] = [];
  const load: number[] = [];
  for (let i = 0; i < runs; i++) {
    load.push(loadavg()[0]!);
    one.push(timeCli([...args, '--jobs', '1']));
    many.push(timeCli([...args, '--jobs', String(jobs)]));
    process.stderr.write('.');
  }
  const same =
    many.every((t) => t.digest === one[0]!.digest) && one.every((t) => t.digest === one[0]!.digest);
  const wall1 = median(one.map((t) => t.wall));
  const wallN = median(many.map((t) => t.wall));
  const cpu = (ts: Timing[]): number | undefined =>
    ts.some((t) => t.cpu === undefined) ? undefined : median(ts.map((t) => t.cpu!));
  const cpu1 = cpu(one);
  const cpuN = cpu(many);
  return [
    [name, '1', fmt(wall1), fmt(cpu1), '', '', fmt(median(load), 1), same ? 'yes' : 'NO'],
    [
      name,
      String(jobs),
      fmt(wallN),
      fmt(cpuN),
      `${fmt(wall1 / wallN)}×`,
      cpu1 === undefined || cpuN === undefined ? '-' : `+${fmt(((cpuN - cpu1) / cpu1) * 100, 0)} %`,
      '',
      '',
    ],
  ];
}

/**
 * What one block costs to hand to a worker thread and get back (piscina round trip, the thread doing
 * nothing with it), one at a time and with {@link AHEAD_PER_THREAD} in flight, in µs per block.
 */
async function messaging(): Promise<string[][]> {
  const job = { verb: 'solve', backend: 'native', flags: {} } as const;
  const pool = await createPool(1, job, AHEAD_PER_THREAD);
  const rows: string[][] = [];
  try {
    const line = `${'.'.repeat(80)}\n`;
    for (const chars of [0, 16 * 1024, 64 * 1024]) {
      // Comment lines: carried and split like puzzles, but not solved.
      const text = `#${line}`.repeat(Math.ceil(chars / (line.length + 1))).slice(0, chars);
      const task: LineBlockTask = { text, firstLine: 1, job, several: false };
      const send = (): Promise<ChunkResult> =>
        pool.run(task, { name: 'answerBlock' }) as Promise<ChunkResult>;
      for (let i = 0; i < 50; i++) await send();
      const n = 400;
      let t = performance.now();
      for (let i = 0; i < n; i++) await send();
      const serial = ((performance.now() - t) * 1000) / n;
      t = performance.now();
      const inFlight: Promise<ChunkResult>[] = [];
      for (let i = 0; i < n; i++) {
        inFlight.push(send());
        if (inFlight.length >= AHEAD_PER_THREAD) await inFlight.shift();
      }
      await Promise.all(inFlight);
      const pipelined = ((performance.now() - t) * 1000) / n;
      rows.push([`${chars} chars`, fmt(serial, 0), fmt(pipelined, 0)]);
    }
  } finally {
    await pool.destroy();
  }
  return rows;
}

/** CPU milliseconds of a run's threads (see threadCpu.ts). */
interface ThreadCpu {
  readonly main: number;
  readonly bg: number;
  readonly workers: number;
}

/** Runs the CLI with threadCpu.ts preloaded and returns what it measured. */
function threadCpu(args: readonly string[]): ThreadCpu {
  const preload = join(REPO_ROOT, '.bench-dist', 'bench', 'threadCpu.js');
  const r = spawnSync(process.execPath, ['--import', preload, MAIN, ...args], {
    maxBuffer: 1 << 30,
    encoding: 'utf8',
  });
  const m = /threads: main (\d+) bg (\d+) workers (\d+)/.exec(r.stderr);
  if (r.status !== 0 || m === null)
    throw new Error(`cspkit ${args.join(' ')}: ${r.status} ${r.stderr.slice(-500)}`);
  return { main: Number(m[1]), bg: Number(m[2]), workers: Number(m[3]) };
}

/**
 * Where the CPU time of `--jobs 1` and `--jobs N` goes, per thread (medians of `runs` interleaved
 * runs, seconds), and the speed-up an idle machine with N cores could give at most by these figures:
 * `--jobs 1` takes at least its main thread's time, `--jobs N` at least its total over N cores.
 */
function threadRows(name: string, args: readonly string[], jobs: number, runs: number): string[][] {
  const one: ThreadCpu[] = [];
  const many: ThreadCpu[] = [];
  for (let i = 0; i < runs; i++) {
    one.push(threadCpu([...args, '--jobs', '1']));
    many.push(threadCpu([...args, '--jobs', String(jobs)]));
    process.stderr.write('.');
  }
  const med = (ts: ThreadCpu[], f: (t: ThreadCpu) => number): number => median(ts.map(f)) / 1000;
  const row = (ts: ThreadCpu[], n: number, bound: string, balanced: string): string[] => {
    const total = med(ts, (t) => t.main + t.bg + t.workers);
    return [
      name,
      String(n),
      fmt(med(ts, (t) => t.main)),
      fmt(med(ts, (t) => t.workers)),
      fmt(med(ts, (t) => t.bg)),
      fmt(total),
      bound,
      balanced,
    ];
  };
  const main1 = med(one, (t) => t.main);
  const totalN = med(many, (t) => t.main + t.bg + t.workers);
  const floorN = Math.max(
    med(many, (t) => t.main),
    totalN / jobs,
  );
  // On a loaded machine the thread that gets a core answers the next block, so the main thread's share
  // is the scheduler's; on an idle one the threads share the blocks out, and total / N is the bound.
  return [
    row(one, 1, '', ''),
    row(many, jobs, `${fmt(main1 / floorN)}×`, `${fmt(main1 / (totalN / jobs))}×`),
  ];
}

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      server.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs `node MAIN args` to its end; resolves with its stdout and (with GNU time) its CPU seconds. */
function cli(args: readonly string[]): Promise<{ readonly out: string; readonly cpu: number | undefined }> {
  const gnuTime = existsSync(TIME);
  const dir = mkdtempSync(join(tmpdir(), 'cspkit-cli-'));
  const cpuFile = join(dir, 'cpu');
  const argv = gnuTime
    ? [TIME, '-o', cpuFile, '-f', '%U %S', process.execPath, MAIN, ...args]
    : [process.execPath, MAIN, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => {
      let cpu: number | undefined;
      if (gnuTime && existsSync(cpuFile)) {
        const [user, sys] = readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
        cpu = user! + sys!;
      }
      rmSync(dir, { recursive: true, force: true });
      if (code === 0 || code === 2) resolve({ out, cpu });
      else reject(new Error(`cspkit ${args.join(' ')}: ${code} ${err}`));
    });
  });
}

/** CPU seconds (user + sys) a running process has used so far, from /proc (Linux), else NaN. */
function processCpu(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Starts `cspkit worker` on `queue` as a long-running daemon, as deployed (no `--until-done`). */
async function startDaemon(url: string, queue: string, flags: readonly string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN, 'worker', '--redis', url, '--queue', queue, ...flags], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let err = '';
    const seen = (d: Buffer): void => {
      err += d.toString();
      if (err.includes('waiting for a submission')) {
        child.stderr!.off('data', seen);
        child.stderr!.resume();
        resolve();
      }
    };
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`cspkit worker exited with ${code}: ${err}`)));
  });
  return child;
}

/** What one timed distributed round measured (times in seconds, CPU in CPU seconds). */
interface QueueRound {
  /** End to end: `queue submit` started → `queue collect` ended; drain: resumed → last chunk answered. */
  readonly wall: number;
  /** Drain only: the wall time less what the answering threads waited for a CPU (see drainRound). */
  readonly idleWall: number;
  /** `queue submit` alone (end to end only). */
  readonly submit: number;
  /** CPU of the worker daemons during the round. */
  readonly workerCpu: number;
  /** CPU of `queue submit` (end to end only; NaN without GNU time). */
  readonly submitCpu: number;
  /** CPU of `queue collect` (end to end only; NaN without GNU time). */
  readonly collectCpu: number;
  /** CPU of redis-server during the round. */
  readonly redisCpu: number;
  readonly digest: string;
}

/**
 * Runs `queue collect -o FILE` (as deployed: into a file, not through a pipe that this process would
 * have to keep emptying) and returns the digest of FILE and collect's CPU seconds.
 */
async function collectTo(url: string, queue: string): Promise<{ digest: string; cpu: number | undefined }> {
  const dir = mkdtempSync(join(tmpdir(), 'cspkit-collect-'));
  const file = join(dir, 'answers.txt');
  try {
    const { cpu } = await cli(['queue', 'collect', '--redis', url, '--queue', queue, '-o', file]);
    return { digest: createHash('sha256').update(readFileSync(file)).digest('hex'), cpu };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Per thread of a process (by thread id): seconds on a CPU, and seconds runnable but waiting for one. */
type ThreadTimes = Map<string, { readonly run: number; readonly wait: number }>;

/** {@link ThreadTimes} of process `pid` so far, from /proc/PID/task/TID/schedstat (Linux; else empty). */
function threadTimes(pid: number | undefined): ThreadTimes {
  const times: ThreadTimes = new Map();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
        times.set(tid, { run: run! / 1e9, wait: wait! / 1e9 });
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    // Not Linux, or the process is gone.
  }
  return times;
}

/**
 * Seconds the busiest thread of a process (a worker daemon's answering thread) spent waiting for a CPU
 * between `before` and `after`: on a machine shared with other jobs, time it would not wait on an idle one.
 */
function busiestThreadWait(before: ThreadTimes, after: ThreadTimes): number {
  let busiest = { run: -1, wait: 0 };
  for (const [tid, t] of after) {
    const b = before.get(tid) ?? { run: 0, wait: 0 };
    if (t.run - b.run > busiest.run) busiest = { run: t.run - b.run, wait: t.wait - b.wait };
  }
  return busiest.wait;
}

/** The daemons' CPU seconds so far, and redis-server's. */
function cpuNow(daemons: readonly ChildProcess[], server: ChildProcess): { workers: number; redis: number } {
  return {
    workers: daemons.reduce((sum, d) => sum + processCpu(d.pid), 0),
    redis: processCpu(server.pid),
  };
}

/**
 * One end-to-end round on `queue`, whose worker daemons run already: times `queue submit FILE` followed
 * by `queue collect`, i.e. from handing the file over to holding every answer, then drops the run.
 */
async function queueRound(
  url: string,
  queue: string,
  file: string,
  daemons: readonly ChildProcess[],
  server: ChildProcess,
  chunk: readonly string[],
): Promise<QueueRound> {
  const before = cpuNow(daemons, server);
  const t = performance.now();
  const submitted = await cli(['queue', 'submit', '--redis', url, '--queue', queue, ...chunk, file]);
  const submit = (performance.now() - t) / 1000;
  const collected = await collectTo(url, queue);
  const wall = (performance.now() - t) / 1000;
  const after = cpuNow(daemons, server);
  await cli(['queue', 'drop', '--redis', url, '--queue', queue]);
  return {
    wall,
    idleWall: Number.NaN,
    submit,
    workerCpu: after.workers - before.workers,
    redisCpu: after.redis - before.redis,
    submitCpu: submitted.cpu ?? Number.NaN,
    collectCpu: collected.cpu ?? Number.NaN,
    digest: collected.digest,
  };
}

/**
 * One drain round on `queue`: the queue is paused (BullMQ's pause: the daemons take nothing), the file
 * submitted whole, then the queue resumed and timed until its last chunk is answered (BullMQ's
 * `finishedOn` of every chunk, set by the worker that answered it). What the workers alone achieve,
 * without the submitter and collector on the same cores. Collected (untimed) to check the answers.
 */
async function drainRound(
  url: string,
  queue: string,
  file: string,
  daemons: readonly ChildProcess[],
  server: ChildProcess,
  chunk: readonly string[],
): Promise<QueueRound> {
  const client = new Redis(url, { maxRetriesPerRequest: null });
  const bull = new Queue(queue, { connection: client, prefix: BULL_PREFIX });
  try {
    await bull.pause();
    await cli(['queue', 'submit', '--redis', url, '--queue', queue, ...chunk, file]);
    const chunks = Number(await client.hget(runKey(queue), 'chunks'));
    const finishedKeys = [`${BULL_PREFIX}:${queue}:completed`, `${BULL_PREFIX}:${queue}:failed`];
    const before = cpuNow(daemons, server);
    const threadsBefore = daemons.map((d) => threadTimes(d.pid));
    const t = Date.now();
    await bull.resume();
    for (;;) {
      const done = await Promise.all(finishedKeys.map((k) => client.zcard(k)));
      if (done[0]! + done[1]! >= chunks) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const after = cpuNow(daemons, server);
    const waits = daemons.map((d, k) => busiestThreadWait(threadsBefore[k]!, threadTimes(d.pid)));
    const pipeline = client.pipeline();
    for (let i = 0; i < chunks; i++) pipeline.hget(chunkJobKey(queue, i), 'finishedOn');
    const last = Math.max(...((await pipeline.exec()) ?? []).map(([, v]) => Number(v)));
    const collected = await collectTo(url, queue);
    await cli(['queue', 'drop', '--redis', url, '--queue', queue]);
    const wall = (last - t) / 1000;
    const workerCpu = after.workers - before.workers;
    const redisCpu = after.redis - before.redis;
    return {
      wall,
      // The least an idle machine could take by these figures: without the answering threads' waits
      // for a CPU (the least of them: the last daemon to finish may have waited least), and at least
      // all the CPU time spread over all the cores.
      idleWall: Math.max(wall - Math.min(...waits), (workerCpu + redisCpu) / availableParallelism()),
      submit: Number.NaN,
      workerCpu,
      redisCpu,
      submitCpu: Number.NaN,
      collectCpu: Number.NaN,
      digest: collected.digest,
    };
  } finally {
    await bull.close();
    client.disconnect();
  }
}

/** The structured results of one table row, for the JSON output. */
type JsonRecord = Record<string, string | number | boolean>;

/**
 * The distributed mode as deployed: long-running worker daemons (1 on one queue, 2 on another),
 * started, ready and warmed by one untimed run before the timed ones; then `runs` interleaved rounds
 * with 1 and 2 workers on each of `files`, both end to end (from `queue submit` to the end of `queue
 * collect`) and drain (submitted to a paused queue first, then timed from resuming it to the last
 * answer). The answers are checked against `sudoku solve --jobs 1`.
 */
async function queueRuns(
  files: readonly { name: string; path: string }[],
  runs: number,
  chunkSize: number | undefined,
  workerFlags: readonly string[],
  records: JsonRecord[],
): Promise<string[][]> {
  const server = execFileSync('sh', ['-c', 'command -v redis-server || true'], { encoding: 'utf8' }).trim();
  if (server === '') return [['queue', '-', 'redis-server is not installed', '', '', '', '', '']];
  const dir = mkdtempSync(join(tmpdir(), 'cspkit-redis-'));
  const port = await freePort();
  const redis = spawn(server, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const chunk = chunkSize === undefined ? [] : ['--chunk', String(chunkSize)];
  const rows: string[][] = [];
  const daemons = new Map<number, ChildProcess[]>();
  try {
    await new Promise((r) => setTimeout(r, 300));
    for (const workers of [1, 2]) {
      daemons.set(
        workers,
        await Promise.all(
          Array.from({ length: workers }, () => startDaemon(url, `bench-${workers}`, workerFlags)),
        ),
      );
      // Warm: a daemon that has served a run has its solver compiled, as one in service would.
      await queueRound(url, `bench-${workers}`, files[0]!.path, daemons.get(workers)!, redis, chunk);
    }
    for (const { name, path } of files) {
      const expected = createHash('sha256')
        .update((await cli(['sudoku', 'solve', '--jobs', '1', path])).out)
        .digest('hex');
      const kinds = { e2e: queueRound, drain: drainRound } as const;
      const rounds = new Map<string, QueueRound[]>();
      const load: number[] = [];
      for (let i = 0; i < runs; i++) {
        for (const [kind, round] of Object.entries(kinds)) {
          for (const workers of [1, 2]) {
            load.push(loadavg()[0]!);
            const key = `${kind} ${workers}`;
            const r = await round(url, `bench-${workers}`, path, daemons.get(workers)!, redis, chunk);
            rounds.set(key, [...(rounds.get(key) ?? []), r]);
            process.stderr.write('.');
          }
        }
      }
      const same = [...rounds.values()].flat().every((r) => r.digest === expected);
      for (const kind of Object.keys(kinds)) {
        const med = (w: number, f: (r: QueueRound) => number): number =>
          median(rounds.get(`${kind} ${w}`)!.map(f));
        const label =
          kind === 'e2e' ? `queue ${name}, submit→collect` : `queue ${name}, drain (submitted first)`;
        const cpu = (w: number): string =>
          kind === 'e2e'
            ? `${fmt(med(w, (r) => r.workerCpu))} + ${fmt(med(w, (r) => r.submitCpu))} + ${fmt(med(w, (r) => r.collectCpu))} + ${fmt(med(w, (r) => r.redisCpu))}`
            : `${fmt(med(w, (r) => r.workerCpu))} + - + - + ${fmt(med(w, (r) => r.redisCpu))}`;
        const one = med(1, (r) => r.wall);
        const two = med(2, (r) => r.wall);
        for (const w of [1, 2]) {
          records.push({
            workload: label,
            chunk: chunkSize ?? 'default',
            workerFlags: workerFlags.join(' '),
            workers: w,
            wall: med(w, (r) => r.wall),
            idleWallEstimate: med(w, (r) => r.idleWall),
            submitWall: med(w, (r) => r.submit),
            workerCpu: med(w, (r) => r.workerCpu),
            submitCpu: med(w, (r) => r.submitCpu),
            collectCpu: med(w, (r) => r.collectCpu),
            redisCpu: med(w, (r) => r.redisCpu),
            load: median(load),
            sameOutput: same,
          });
        }
        const idle = (w: number): number => med(w, (r) => r.idleWall);
        const idleColumn = (w: number): string =>
          kind === 'e2e' ? '' : `${fmt(idle(w))}${w === 2 ? ` (${fmt(idle(1) / idle(2))}×)` : ''}`;
        rows.push(
          [label, '1', fmt(one), cpu(1), '', idleColumn(1), fmt(median(load), 1), same ? 'yes' : 'NO'],
          [label, '2', fmt(two), cpu(2), `${fmt(one / two)}×`, idleColumn(2), '', ''],
        );
      }
    }
    return rows;
  } finally {
    for (const d of [...daemons.values()].flat()) d.kill('SIGTERM');
    redis.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string' },
      runs: { type: 'string' },
      repeat: { type: 'string' },
      count: { type: 'string' },
      queue: { type: 'boolean' },
      only: { type: 'string' },
      'queue-repeat': { type: 'string' },
      'queue-chunk': { type: 'string' },
      'queue-prefetch': { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const jobs = Number(values.jobs ?? availableParallelism());
  const runs = Number(values.runs ?? 5);
  const repeat = Number(values.repeat ?? 15);
  const count = Number(values.count ?? 2000);
  const queueRepeat = Number(values['queue-repeat'] ?? 0);
  const prefetch = values['queue-prefetch'] === undefined ? [] : ['--prefetch', values['queue-prefetch']];
  const queueChunk = values['queue-chunk'] === undefined ? undefined : Number(values['queue-chunk']);
  const only = values.only?.split(',');
  const wanted = (w: string): boolean =>
    only === undefined ? w !== 'queue' || values.queue === true : only.includes(w);
  const data = dataDir();
  const clue17 = join(data, 'sudoku9', '17_clue.txt');
  // A missing file would be timed as a run that only prints an error, the same for any N.
  for (const name of ['17_clue.txt', 'kaggle.txt'])
    if (!existsSync(join(data, 'sudoku9', name)))
      throw new Error(
        `bench:jobs: ${join(data, 'sudoku9', name)} not found (set CSPKIT_DATA to the data folder)`,
      );
  const rows: string[][] = [];
  const threadTable: string[][] = [];
  const queueTable: string[][] = [];
  const queueRecords: JsonRecord[] = [];
  const started = new Date().toISOString();
  const loadBefore = loadavg();
  if (wanted('solve'))
    rows.push(...compare('solve 17_clue (20,000)', ['sudoku', 'solve', clue17], jobs, runs));
  if (wanted('generate'))
    rows.push(
      ...compare(
        `generate ${count} 9×9`,
        ['sudoku', 'generate', '-n', String(count), '--seed', '1'],
        jobs,
        runs,
      ),
    );
  if (wanted('long') && repeat > 0) {
    const dir = mkdtempSync(join(tmpdir(), 'cspkit-long-'));
    const file = join(dir, 'long.txt');
    writeFileSync(file, readFileSync(clue17, 'utf8').repeat(repeat));
    try {
      const name = `solve 17_clue ×${repeat} (${(repeat * 20_000).toLocaleString('en')})`;
      rows.push(...compare(name, ['sudoku', 'solve', file], jobs, runs));
      if (wanted('threads')) threadTable.push(...threadRows(name, ['sudoku', 'solve', file], jobs, runs));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (wanted('threads')) {
    threadTable.push(...threadRows('solve 17_clue (20,000)', ['sudoku', 'solve', clue17], jobs, runs));
    threadTable.push(
      ...threadRows(
        `generate ${count} 9×9`,
        ['sudoku', 'generate', '-n', String(count), '--seed', '1'],
        jobs,
        runs,
      ),
    );
  }
  if (wanted('queue')) {
    const kaggle = join(data, 'sudoku9', 'kaggle.txt');
    const files = [{ name: 'kaggle (10,000)', path: kaggle }];
    const dir = mkdtempSync(join(tmpdir(), 'cspkit-queue-'));
    if (queueRepeat > 1) {
      const path = join(dir, 'kaggle-repeated.txt');
      writeFileSync(path, readFileSync(kaggle, 'utf8').repeat(queueRepeat));
      files.push({ name: `kaggle ×${queueRepeat} (${queueRepeat * 10},000)`, path });
    }
    try {
      queueTable.push(...(await queueRuns(files, runs, queueChunk, prefetch, queueRecords)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  process.stderr.write('\n');
  const out: string[] = [
    `jobs scaling, ${started}, ${availableParallelism()} cores, node ${process.version}`,
    `load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}; medians of ${runs} interleaved runs`,
  ];
  if (rows.length > 0)
    out.push(
      '',
      ...formatTable(
        ['workload', 'jobs', 'wall s', 'CPU s', 'speed-up', 'CPU cost', 'load', 'same output'],
        rows,
        ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
      ),
    );
  if (threadTable.length > 0)
    out.push(
      '',
      'CPU seconds per thread (main JS thread, worker threads, V8 background compile + GC) and the most an idle',
      `machine with ${jobs} cores could give: --jobs 1 takes at least its main thread, --jobs ${jobs} at least its total / ${jobs}`,
      "and its main thread's time (speed-up bound), or only its total / N when the threads share the work evenly,",
      'as on an idle machine (balanced bound; on a loaded one the main thread answers what the others could not):',
      ...formatTable(
        ['workload', 'jobs', 'main', 'workers', 'V8 bg', 'total', 'speed-up bound', 'balanced bound'],
        threadTable,
        ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
      ),
    );
  if (queueTable.length > 0)
    out.push(
      '',
      `the queue${queueChunk === undefined ? '' : ` (submit --chunk ${queueChunk})`}: warm worker daemons on the same cores as Redis,`,
      'submit→collect timed from the start of queue submit to the end of queue collect; drain: the whole',
      'file submitted to a paused queue first, timed from resuming it to the last chunk answered.',
      "CPU s: the worker daemons' + queue submit's + queue collect's + redis-server's during the round.",
      "idle-machine s (drain): the wall time less the answering threads' waits for a CPU (schedstat), and at",
      'least all the CPU time over all the cores: what a machine with nothing else running would take.',
      ...formatTable(
        [
          'workload',
          'workers',
          'wall s',
          'CPU s: workers + submit + collect + Redis',
          'speed-up',
          '',
          'load',
          'same output',
        ],
        queueTable,
        ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
      ),
    );
  if (wanted('messaging')) {
    out.push(
      '',
      'handing a block of lines to a worker thread and back (the thread skips them), µs per block:',
      ...formatTable(['block', 'one at a time', `${AHEAD_PER_THREAD} in flight`], await messaging(), [
        'left',
        'right',
        'right',
      ]),
    );
  }
  process.stdout.write(`${out.join('\n')}\n`);
  const header = ['workload', 'jobs', 'wall', 'cpu', 'speedUp', 'cpuCost', 'load', 'sameOutput'];
  // Table cells as JSON values: numbers as numbers, the rest as printed.
  const value = (cell: string | undefined): string | number | undefined =>
    cell !== undefined && /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
  const json = {
    started,
    cores: availableParallelism(),
    node: process.version,
    loadBefore,
    loadAfter: loadavg(),
    runs,
    jobs: rows.map((r) => Object.fromEntries(header.map((h, k) => [h, value(r[k])]))),
    threads: threadTable.map((r) =>
      Object.fromEntries(
        ['workload', 'jobs', 'main', 'workers', 'v8Background', 'total', 'speedUpBound', 'balancedBound'].map(
          (h, k) => [h, r[k]],
        ),
      ),
    ),
    queue: queueRecords,
  };
  const text = `${JSON.stringify(json, null, 2)}\n`;
  const results = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, 'jobs.json'), text);
  if (values.json !== undefined) writeFileSync(values.json, text);
}

await main();
