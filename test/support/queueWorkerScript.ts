// A `cspkit worker` whose chunk answerer the distributed-mode tests control, run as its own process
// (so that it can be killed): `tsx queueWorkerScript.ts URL QUEUE MODE ARG`.
//   slow N    announces every chunk it takes on stderr ('taken line L'), then answers it after N ms
//   crash P   kills its own process (SIGKILL) when a chunk holds the puzzle P; answers the others
// Chunks are answered on the main thread with the `--jobs` pool's own answerers.
import { setTimeout as sleep } from 'node:timers/promises';
import type { QueueTask } from '../../cli/queue/QueueChunk.js';
import { queueWorker } from '../../cli/queue/queueWorker.js';
import { answerTask, taskPuzzles } from './queueTasks.js';

const [url, queue, mode, arg] = process.argv.slice(2);
if (url === undefined || queue === undefined || arg === undefined || (mode !== 'slow' && mode !== 'crash'))
  throw new Error('usage: queueWorkerScript.ts URL QUEUE slow|crash ARG');

const answer = async (task: QueueTask) => {
  const puzzles = taskPuzzles(task);
  if (mode === 'slow') {
    process.stderr.write(`taken line ${puzzles[0]?.at}\n`);
    await sleep(Number(arg));
  } else if (puzzles.some((e) => e.text === arg)) {
    process.kill(process.pid, 'SIGKILL');
  }
  return answerTask(task);
};

const stop = new AbortController();
process.once('SIGTERM', () => stop.abort());
process.exitCode = await queueWorker(
  { stdout: process.stdout, stderr: process.stderr, readStdin: async () => '', readFile: async () => '' },
  { redis: url, queue, lock: 1000 },
  { answer, stop: stop.signal },
);
