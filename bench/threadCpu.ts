// Preloaded by `npm run bench:jobs` (node --import) into a CLI run: samples every thread's CPU time from
// /proc/self/task every 20 ms and, at exit, writes to stderr one line `threads: main M bg B workers W`
// (milliseconds): the main JavaScript thread; the threads that existed before the program ran (V8's
// platform threads: background compilation and garbage collection); the threads started later (worker
// threads). Linux only; elsewhere it writes nothing. A thread's time is its last sample, so a thread
// that ends between two samples loses up to 20 ms.
import { readdirSync, readFileSync } from 'node:fs';

const TASKS = '/proc/self/task';

/** CPU milliseconds of a thread (utime + stime, in clock ticks of 10 ms), or undefined once it is gone. */
function threadMs(tid: string): number | undefined {
  try {
    const stat = readFileSync(`${TASKS}/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function tids(): string[] {
  try {
    return readdirSync(TASKS);
  } catch {
    return [];
  }
}

const early = new Set(tids());
const last = new Map<string, number>();
function sample(): void {
  for (const tid of tids()) {
    const ms = threadMs(tid);
    if (ms !== undefined) last.set(tid, ms);
  }
}

if (early.size > 0) {
  setInterval(sample, 20).unref();
  process.on('exit', () => {
    sample();
    let main = 0;
    let bg = 0;
    let workers = 0;
    for (const [tid, ms] of last) {
      if (tid === String(process.pid)) main += ms;
      else if (early.has(tid)) bg += ms;
      else workers += ms;
    }
    process.stderr.write(`threads: main ${main} bg ${bg} workers ${workers}\n`);
  });
}
