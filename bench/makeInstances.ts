// `npm run bench:instances -- (--rank n | --box WxH) --fill F [--count K] [--seed S] [--out DIR]`:
// writes K fresh instances of the kind of `../shared/data/large/generated` (see
// `instances/makeLargeInstance.ts`), seeds S .. S+K-1 (default 1), as DIR/NAME.txt with the complete
// grid each was cut from as DIR/solutions/NAME.txt: the layout `bench:sweep` and `learningLarge.js` read
// (a sweep counts `unsat` on them as a wrong answer). NAME is `r<n>_f<fill·100>_x<seed>` (square boxes) or
// `b<W>x<H>_f<fill·100>_x<seed>`; `x`, not the shared set's `s`, so the two are never confused.
// Default DIR: `bench/results/instances` (git-ignored with the other results).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatGridFormat, SudokuGeometry } from '../models/sudoku/index.js';
import { REPO_ROOT } from './dataSets.js';
import { makeLargeInstance } from './instances/makeLargeInstance.js';

const fail = (message: string): never => {
  process.stderr.write(`makeInstances: ${message}\n`);
  process.exit(2);
};
function readArgs() {
  const options = {
    rank: { type: 'string' },
    box: { type: 'string' },
    fill: { type: 'string' },
    count: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
  } as const;
  try {
    return parseArgs({ options }).values;
  } catch (e) {
    // An unknown option or a missing value: a usage error like the others, not a stack trace.
    return fail((e as Error).message);
  }
}
const values = readArgs();
const box = values.box?.match(/^(\d+)x(\d+)$/);
if ((values.rank === undefined) === (box === undefined || box === null))
  fail('give exactly one of --rank n or --box WxH');
const width = box ? Number(box[1]) : Number(values.rank);
const height = box ? Number(box[2]) : Number(values.rank);
const fill = Number(values.fill);
const count = Number(values.count);
const seed = Number(values.seed);
if (values.fill === undefined || !(fill >= 0 && fill <= 1)) fail('--fill must be a fraction in [0, 1]');
if (!Number.isSafeInteger(count) || count < 1) fail('--count must be a positive integer');
if (!Number.isSafeInteger(seed) || seed < 0) fail('--seed must be a non-negative integer');
let geometry: SudokuGeometry;
try {
  geometry = SudokuGeometry.fromBox(width, height);
} catch (e) {
  fail((e as Error).message);
}
const out = resolve(values.out ?? join(REPO_ROOT, 'bench/results/instances'));
mkdirSync(join(out, 'solutions'), { recursive: true });
const kind = width === height ? `r${width}` : `b${width}x${height}`;
for (let s = seed; s < seed + count; s++) {
  const name = `${kind}_f${String(Math.round(fill * 100)).padStart(3, '0')}_x${s}.txt`;
  // Mixing the kind into the seed keeps instances of different kinds with the same seed unrelated.
  const { puzzle, solution } = makeLargeInstance(
    geometry!,
    fill,
    (s * 1_000_003 + width * 1009 + height) % 2 ** 52,
  );
  writeFileSync(join(out, name), formatGridFormat(puzzle));
  writeFileSync(join(out, 'solutions', name), formatGridFormat(solution));
}
process.stdout.write(`${count} instance(s) of ${kind} at fill ${fill} in ${out}\n`);
