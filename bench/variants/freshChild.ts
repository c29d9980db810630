// The child of `bench/variantsFresh.ts`: one puzzle in a fresh process, doing what a user's program
// does. Its imports (the library, through `timeOne`) are the start-up; the puzzle arrives as JSON on
// stdin (read before the clock starts), so no other puzzle is parsed or built in this process and
// the heap and the compiler threads hold only the library's own start-up work when the solve begins.
// Prints one JSON line: the run, and its wall-clock ms.
import { readFileSync } from 'node:fs';
import { timeOne } from './runVariantBench.js';
import type { VariantBenchPuzzle } from './VariantBenchPuzzle.js';

const timeoutMs = Number(process.argv[2] ?? 10_000);
const puzzle = JSON.parse(readFileSync(0, 'utf8')) as VariantBenchPuzzle;
const t0 = performance.now();
const run = await timeOne(puzzle, 'presolve', timeoutMs);
const wallMs = performance.now() - t0;
process.stdout.write(`${JSON.stringify({ ...run, wallMs })}\n`);
