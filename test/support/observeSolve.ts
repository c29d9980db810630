// Run by test/adapters/stoppable.test.ts in a child process (with tsx):
//   observeSolve.ts BACKEND PUZZLE STOP_AFTER_MS
// PUZZLE is a puzzle file or `empty:N` (an empty N×N grid with the squarest boxes). Subscribes to the
// backend's Observable solve, watches the event loop with a 5 ms timer, unsubscribes after
// STOP_AFTER_MS, and when the process exits by itself prints one JSON line of what it saw.
import { readFileSync } from 'node:fs';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import { buildSudokuModel, readPuzzles, SudokuGeometry, SudokuGrid } from '../../models/sudoku/index.js';

const [backendName = 'native', puzzle = '', stopAfter = '300'] = process.argv.slice(2);
const grid = puzzle.startsWith('empty:')
  ? new SudokuGrid(SudokuGeometry.forSize(Number(puzzle.slice(6))))
  : readPuzzles(readFileSync(puzzle, 'utf8'))[0]!.grid!;
const { model } = buildSudokuModel(grid);
const backend = getBackend(createContainer(), backendName);

let last = performance.now();
let worstStallMs = 0;
const probe = setInterval(() => {
  const now = performance.now();
  worstStallMs = Math.max(worstStallMs, now - last);
  last = now;
}, 5);

let stoppedAt = Number.NaN;
let eventsAfterStop = 0;
let finished: string | undefined;
let error: string | undefined;
const t0 = performance.now();
const subscription = backend.solve(model).subscribe({
  next: (e) => {
    if (!Number.isNaN(stoppedAt)) eventsAfterStop++;
    if (e.type === 'finished') finished = e.status;
  },
  error: (e: unknown) => {
    error = String(e);
  },
});
const subscribeMs = performance.now() - t0;

setTimeout(() => {
  const now = performance.now();
  // The probe's last gap, up to this moment, counts too.
  worstStallMs = Math.max(worstStallMs, now - last);
  stoppedAt = now;
  subscription.unsubscribe();
  const unsubscribeMs = performance.now() - stoppedAt;
  clearInterval(probe);
  process.on('exit', () => {
    const exitMs = performance.now() - stoppedAt;
    const report = { subscribeMs, worstStallMs, unsubscribeMs, exitMs, eventsAfterStop, finished, error };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  });
}, Number(stopAfter));
