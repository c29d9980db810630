// Writes fixtures.json: one small puzzle per variant (and some combinations), each with a unique solution.
// Not a test: run it with `npx tsx test/models/sudoku/variants/generateFixtures.ts` to rebuild the
// fixtures. How: solve the empty grid under the variant's global rules with a seeded random value order,
// derive clues (cages, dots, thermometers…) from that solution, then drop givens one at a time (seeded
// order) as long as the solution stays unique.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions, Random, randomValue, solveOne } from '../../../../core/index.js';
import { formatLine, SudokuGeometry } from '../../../../models/sudoku/index.js';
import type { CellRef, VariantConstraint, VariantPuzzle } from '../../../../models/sudoku/variants/index.js';
import { buildVariantModel, decodeVariantSolution } from '../../../../models/sudoku/variants/index.js';

const backend = getBackend(createContainer(), 'native');

interface Fixture {
  readonly puzzle: VariantPuzzle;
  readonly solution: string;
}

type Shape = Pick<VariantPuzzle, 'size' | 'boxWidth' | 'boxHeight' | 'regions'>;

function ref(n: number, cell: number): CellRef {
  return `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
}

async function solutionOf(shape: Shape, globals: VariantConstraint[], seed: number): Promise<Int32Array> {
  const vm = buildVariantModel({ ...shape, constraints: globals });
  const r = await solveOne(backend, vm.model, { valueOrder: randomValue, seed, nodeLimit: 200_000 });
  const s = r.solutions[0];
  if (s === undefined) throw new Error(`no solution for ${JSON.stringify(globals)}: ${r.status}`);
  return decodeVariantSolution(vm, s.values).cells;
}

/** Unique, and proved so within `maxNodes` search nodes (keeps the fixtures quick to test). */
async function unique(p: VariantPuzzle, maxNodes: number): Promise<boolean> {
  const { count, result } = await countSolutions(backend, buildVariantModel(p).model, 2, {
    nodeLimit: maxNodes,
  });
  return count === 1 && result.status === 'sat' && result.reason === undefined; // a node limit says 'sat' with a reason
}

/** Drops givens (seeded order) while the solution stays unique. */
async function minimise(
  shape: Shape,
  constraints: VariantConstraint[],
  sol: Int32Array,
  seed: number,
  maxNodes: number,
): Promise<Fixture> {
  const n = shape.size;
  const givens = Int32Array.from(sol);
  const rnd = new Random(seed);
  const order = Array.from({ length: n * n }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rnd.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const puzzleOf = (): VariantPuzzle => ({ ...shape, givens: formatLine(gridOf(n, givens)), constraints });
  if (!(await unique(puzzleOf(), Number.POSITIVE_INFINITY)))
    throw new Error('not unique even with every given');
  for (const cell of order) {
    const v = givens[cell]!;
    givens[cell] = 0;
    if (!(await unique(puzzleOf(), maxNodes))) givens[cell] = v;
  }
  return { puzzle: puzzleOf(), solution: formatLine(gridOf(n, sol)) };
}

function gridOf(n: number, cells: Int32Array) {
  const g = SudokuGeometry.fromBox(n, 1);
  return { geometry: g, cells } as Parameters<typeof formatLine>[0];
}

function neighbours(n: number, cell: number, diagonal: boolean): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr === 0 && dc === 0) || (!diagonal && dr !== 0 && dc !== 0)) continue;
      const r2 = r + dr;
      const c2 = c + dc;
      if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) out.push(r2 * n + c2);
    }
  }
  return out;
}

function cages(n: number, sol: Int32Array, rnd: Random, maxSize: number): VariantConstraint[] {
  const owner = new Int32Array(n * n).fill(-1);
  const out: VariantConstraint[] = [];
  for (let start = 0; start < n * n; start++) {
    if (owner[start]! >= 0) continue;
    const cells = [start];
    owner[start] = out.length;
    const size = 2 + rnd.below(maxSize - 1); // single-cell cages would be givens in disguise
    while (cells.length < size) {
      const options = cells
        .flatMap((c) => neighbours(n, c, false))
        .filter((c) => owner[c]! < 0 && !cells.some((d) => sol[d] === sol[c]));
      if (options.length === 0) break;
      const next = options[rnd.below(options.length)]!;
      owner[next] = out.length;
      cells.push(next);
    }
    out.push({
      type: 'killer',
      cells: cells.map((c) => ref(n, c)),
      sum: cells.reduce((s, c) => s + sol[c]!, 0),
    });
  }
  return out;
}

function thermos(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < count && tries < 1000; tries++) {
    const start = rnd.below(n * n);
    if (used.has(start) || sol[start]! > Math.ceil(n / 2)) continue;
    const path = [start];
    while (path.length < 6) {
      const last = path[path.length - 1]!;
      const next = neighbours(n, last, true).filter(
        (c) => !used.has(c) && !path.includes(c) && sol[c]! > sol[last]!,
      );
      if (next.length === 0) break;
      path.push(next[rnd.below(next.length)]!);
    }
    if (path.length < 3) continue;
    for (const c of path) used.add(c);
    out.push({ type: 'thermometer', cells: path.map((c) => ref(n, c)) });
  }
  return out;
}

function arrows(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < count && tries < 5000; tries++) {
    const circle = rnd.below(n * n);
    if (used.has(circle) || sol[circle]! < 3) continue;
    const path: number[] = [];
    let total = 0;
    let last = circle;
    while (total < sol[circle]!) {
      const next = neighbours(n, last, true).filter((c) => c !== circle && !used.has(c) && !path.includes(c));
      if (next.length === 0) break;
      last = next[rnd.below(next.length)]!;
      path.push(last);
      total += sol[last]!;
    }
    if (total !== sol[circle]! || path.length < 2) continue;
    used.add(circle);
    for (const c of path) used.add(c);
    out.push({ type: 'arrow', circle: [ref(n, circle)], cells: path.map((c) => ref(n, c)) });
  }
  return out;
}

function littleKillers(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const lines: number[][] = [];
  for (let k = 1; k < n - 1; k++) {
    const down: number[] = [];
    const across: number[] = [];
    for (let i = 0; i + k < n; i++) {
      down.push((i + k) * n + i); // starts at r(k+1)c1, going down-right
      across.push(i * n + (n - 1 - i - k)); // starts at r1c(n-k), going down-left
    }
    lines.push(down, across);
  }
  const out: VariantConstraint[] = [];
  while (out.length < count && lines.length > 0) {
    const line = lines.splice(rnd.below(lines.length), 1)[0]!;
    out.push({
      type: 'littleKiller',
      cells: line.map((c) => ref(n, c)),
      sum: line.reduce((s, c) => s + sol[c]!, 0),
    });
  }
  return out;
}

function dots(n: number, sol: Int32Array, rnd: Random): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  for (let a = 0; a < n * n; a++) {
    for (const b of [a + 1, a + n]) {
      if (b >= n * n || (b === a + 1 && b % n === 0)) continue;
      const x = sol[a]!;
      const y = sol[b]!;
      const white = Math.abs(x - y) === 1;
      const black = x === 2 * y || y === 2 * x;
      if (!white && !black) continue;
      const color = white && black ? (rnd.below(2) === 0 ? 'white' : 'black') : white ? 'white' : 'black';
      out.push({ type: 'kropki', color, cells: [ref(n, a), ref(n, b)] });
    }
  }
  return out;
}

function xvs(n: number, sol: Int32Array): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  for (let a = 0; a < n * n; a++) {
    for (const b of [a + 1, a + n]) {
      if (b >= n * n || (b === a + 1 && b % n === 0)) continue;
      const s = sol[a]! + sol[b]!;
      if (s === 5 || s === 10)
        out.push({ type: 'xv', letter: s === 10 ? 'X' : 'V', cells: [ref(n, a), ref(n, b)] });
    }
  }
  return out;
}

function parity(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const even: CellRef[] = [];
  const odd: CellRef[] = [];
  for (let i = 0; i < count; i++) {
    const c = rnd.below(n * n);
    const r = ref(n, c);
    if (even.includes(r) || odd.includes(r)) continue;
    (sol[c]! % 2 === 0 ? even : odd).push(r);
  }
  return [
    { type: 'even', cells: even },
    { type: 'odd', cells: odd },
  ];
}

function sandwiches(n: number, sol: Int32Array): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  for (let k = 0; k < n; k++) {
    for (const isRow of [true, false]) {
      const line = Array.from({ length: n }, (_, i) => sol[isRow ? k * n + i : i * n + k]!);
      const a = line.indexOf(1);
      const b = line.indexOf(n);
      let sum = 0;
      for (let i = Math.min(a, b) + 1; i < Math.max(a, b); i++) sum += line[i]!;
      out.push(isRow ? { type: 'sandwich', row: k + 1, sum } : { type: 'sandwich', column: k + 1, sum });
    }
  }
  return out;
}

/**
 * Up to `count` lines (king steps, no cell on two lines) read off the solution: a random walk that only
 * steps where `prefixOk` still holds for the digits so far, stopping at a random length in
 * `minLen..maxLen`, kept when `fullOk` holds for the whole line.
 */
function walkLines(
  n: number,
  sol: Int32Array,
  rnd: Random,
  count: number,
  minLen: number,
  maxLen: number,
  prefixOk: (values: readonly number[]) => boolean,
  fullOk: (values: readonly number[], cells: readonly number[]) => boolean,
): number[][] {
  const out: number[][] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < count && tries < 20_000; tries++) {
    const start = rnd.below(n * n);
    if (used.has(start)) continue;
    const target = minLen + rnd.below(maxLen - minLen + 1);
    const path = [start];
    while (path.length < target) {
      const last = path[path.length - 1]!;
      const values = path.map((c) => sol[c]!);
      const next = neighbours(n, last, true).filter(
        (c) => !used.has(c) && !path.includes(c) && prefixOk([...values, sol[c]!]),
      );
      if (next.length === 0) break;
      path.push(next[rnd.below(next.length)]!);
    }
    if (
      path.length < minLen ||
      !fullOk(
        path.map((c) => sol[c]!),
        path,
      )
    )
      continue;
    for (const c of path) used.add(c);
    out.push(path);
  }
  return out;
}

/** Lines as constraints of one type (extra properties from `extra`). */
function lineClues(
  type: string,
  lines: number[][],
  n: number,
  extra: Record<string, unknown> = {},
): VariantConstraint[] {
  return lines.map((l) => ({ type, cells: l.map((c) => ref(n, c)), ...extra }) as VariantConstraint);
}

const spread = (v: readonly number[]): number => Math.max(...v) - Math.min(...v);

function renbans(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const lines = walkLines(
    n,
    sol,
    rnd,
    count,
    2,
    Math.min(5, n),
    (v) => new Set(v).size === v.length && spread(v) < Math.min(5, n),
    (v) => spread(v) === v.length - 1,
  );
  return lineClues('renban', lines, n);
}

function whispers(
  n: number,
  sol: Int32Array,
  rnd: Random,
  count: number,
  k: number,
  extra: Record<string, unknown>,
): VariantConstraint[] {
  const lines = walkLines(
    n,
    sol,
    rnd,
    count,
    3,
    8,
    (v) => v.length < 2 || Math.abs(v.at(-1)! - v.at(-2)!) >= k,
    () => true,
  );
  return lineClues('whispers', lines, n, extra);
}

/**
 * Up to `count` odd-length lines grown outwards from a centre cell, both ends one king step at a time,
 * each new pair of end digits passing `pairOk(x, y, centre digit)` (palindromes, zippers).
 */
function mirrorLines(
  n: number,
  sol: Int32Array,
  rnd: Random,
  count: number,
  maxHalf: number,
  pairOk: (x: number, y: number, centre: number) => boolean,
): number[][] {
  const out: number[][] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < count && tries < 20_000; tries++) {
    const centre = rnd.below(n * n);
    if (used.has(centre)) continue;
    const path = [centre];
    const half = 1 + rnd.below(maxHalf);
    for (let h = 0; h < half; h++) {
      const a = path[0]!;
      const b = path[path.length - 1]!;
      const free = (c: number) => !used.has(c) && !path.includes(c);
      const options: [number, number][] = [];
      for (const x of neighbours(n, a, true).filter(free))
        for (const y of neighbours(n, b, true).filter(free))
          if (x !== y && pairOk(sol[x]!, sol[y]!, sol[centre]!)) options.push([x, y]);
      if (options.length === 0) break;
      const [x, y] = options[rnd.below(options.length)]!;
      path.unshift(x);
      path.push(y);
    }
    if (path.length < 3) continue;
    for (const c of path) used.add(c);
    out.push(path);
  }
  return out;
}

function palindromes(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  return lineClues(
    'palindrome',
    mirrorLines(n, sol, rnd, count, 3, (x, y) => x === y),
    n,
  );
}

/** Lines whose every window of `width` digits passes `ok` (shorter prefixes are checked as they grow). */
function windowLines(
  type: string,
  n: number,
  sol: Int32Array,
  rnd: Random,
  count: number,
  width: number,
  ok: (w: readonly number[]) => boolean,
): VariantConstraint[] {
  const lines = walkLines(
    n,
    sol,
    rnd,
    count,
    3,
    8,
    (v) => ok(v.slice(-Math.min(width, v.length))),
    () => true,
  );
  return lineClues(type, lines, n);
}

function betweens(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  // Middles all on one side of the first end while growing; the whole line checked at the end.
  const oneSide = (v: readonly number[]) =>
    v.slice(1).every((x) => x > v[0]!) || v.slice(1).every((x) => x < v[0]!);
  const ok = (v: readonly number[]) => {
    const lo = Math.min(v[0]!, v.at(-1)!);
    const hi = Math.max(v[0]!, v.at(-1)!);
    return v.slice(1, -1).every((x) => lo < x && x < hi);
  };
  return lineClues('betweenLine', walkLines(n, sol, rnd, count, 3, 6, oneSide, ok), n);
}

function zippers(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  return lineClues(
    'zipperLine',
    mirrorLines(n, sol, rnd, count, 3, (x, y, c) => x + y === c),
    n,
  );
}

function regionSumLines(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const box = SudokuGeometry.forSize(n);
  // Box segments with equal sums (at least two of them).
  const equalSegments = (_: readonly number[], line: readonly number[]) => {
    const sums: number[] = [];
    line.forEach((c, i) => {
      if (i === 0 || box.box(c) !== box.box(line[i - 1]!)) sums.push(0);
      sums[sums.length - 1]! += sol[c]!;
    });
    return sums.length >= 2 && sums.every((x) => x === sums[0]);
  };
  return lineClues(
    'regionSumLine',
    walkLines(n, sol, rnd, count, 3, 8, () => true, equalSegments),
    n,
  );
}

const third = (v: number, n: number) => Math.floor((3 * (v - 1)) / n);

/** Random contiguous regions of N cells (region growing, restarted until it tiles the grid). */
function jigsawRegions(n: number, rnd: Random): string {
  for (;;) {
    const owner = new Int32Array(n * n).fill(-1);
    const sizes = new Int32Array(n);
    // Seeds: one per box of the regular layout, so regions start spread out.
    const g = SudokuGeometry.forSize(n);
    for (let r = 0; r < n; r++) {
      const box = g.houses[2 * n + r]!;
      const seed = box[rnd.below(box.length)]!;
      owner[seed] = r;
      sizes[r] = 1;
    }
    let progress = true;
    while (progress) {
      progress = false;
      for (let r = 0; r < n; r++) {
        if (sizes[r]! >= n) continue;
        const options: number[] = [];
        for (let c = 0; c < n * n; c++) {
          if (owner[c] === r) for (const d of neighbours(n, c, false)) if (owner[d]! < 0) options.push(d);
        }
        if (options.length === 0) continue;
        owner[options[rnd.below(options.length)]!] = r;
        sizes[r]!++;
        progress = true;
      }
    }
    if (sizes.every((s) => s === n))
      return Array.from(owner, (r) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[r]).join('');
  }
}

/**
 * Irregular regions for which `sol` (a solution with regular boxes) stays valid: starting from the boxes,
 * swap cells holding the same digit between boxes side by side, keeping every region in one piece. Each
 * region keeps every digit once, so a large jigsaw is ready without searching for a solvable layout.
 */
function swappedRegions(n: number, sol: Int32Array, rnd: Random, swaps: number): string {
  const g = SudokuGeometry.forSize(n);
  const region = Int32Array.from({ length: n * n }, (_, c) => g.box(c));
  for (let i = 0; i < swaps; i++) {
    const a = rnd.below(n * n);
    const across = neighbours(n, a, false).filter((c) => region[c] !== region[a]);
    if (across.length === 0) continue;
    const other = region[across[rnd.below(across.length)]!]!;
    const mine = region[a]!;
    const b = Array.from({ length: n * n }, (_, c) => c).find(
      (c) =>
        region[c] === other && sol[c] === sol[a] && neighbours(n, c, false).some((d) => region[d] === mine),
    );
    if (b === undefined) continue;
    region[a] = other;
    region[b] = mine;
    // Keep every region in one piece, like a printed jigsaw.
    if (!connected(n, region, mine) || !connected(n, region, other)) {
      region[a] = mine;
      region[b] = other;
    }
  }
  return Array.from(region, (r) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[r]).join('');
}

function connected(n: number, region: Int32Array, r: number): boolean {
  const cells = Array.from({ length: n * n }, (_, c) => c).filter((c) => region[c] === r);
  const seen = new Set([cells[0]!]);
  const frontier = [cells[0]!];
  while (frontier.length > 0) {
    for (const d of neighbours(n, frontier.pop()!, false)) {
      if (region[d] === r && !seen.has(d)) {
        seen.add(d);
        frontier.push(d);
      }
    }
  }
  return seen.size === cells.length;
}

async function makeSwappedJigsaw(name: string, n: number, seed: number, maxNodes: number): Promise<void> {
  const only = process.argv.slice(2);
  if (only.length > 0 && !only.includes(name)) return;
  const started = performance.now();
  const sol = await solutionOf({ size: n }, [], seed);
  const shape: Shape = { size: n, regions: swappedRegions(n, sol, new Random(seed), 20 * n * n) };
  const fixture = await minimise(shape, [], sol, seed, maxNodes);
  const givens = (fixture.puzzle.givens as string).replace(/\./g, '').length;
  console.log(`${name}: ${givens} givens, ${(performance.now() - started).toFixed(0)} ms`);
  const file = new URL('./fixtures.json', import.meta.url);
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Fixture>;
  all[name] = fixture;
  writeFileSync(file, `${JSON.stringify(all, null, 1)}\n`);
}

async function make(
  name: string,
  shape: Shape,
  globals: VariantConstraint[],
  clues: (sol: Int32Array, rnd: Random) => VariantConstraint[],
  seed: number,
  maxNodes = 1000,
  fileName = 'fixtures.json',
): Promise<[string, Fixture] | undefined> {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (only.length > 0 && !only.includes(name)) return undefined;
  const started = performance.now();
  const sol = await solutionOf(shape, globals, seed);
  const rnd = new Random(seed);
  const fixture = await minimise(shape, [...globals, ...clues(sol, rnd)], sol, seed, maxNodes);
  const g = (fixture.puzzle.givens as string).replace(/\./g, '').length;
  console.log(
    `${name}: ${g} givens, ${fixture.puzzle.constraints!.length} constraints, ${(performance.now() - started).toFixed(0)} ms`,
  );
  const file = new URL(`./${fileName}`, import.meta.url);
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Fixture>) : {};
  all[name] = fixture;
  writeFileSync(file, `${JSON.stringify(all, null, 1)}\n`);
  return [name, fixture];
}

// Sum, cage and outside-clue rules (sumRules.test.ts).

/** Full-rank clues on `count` random lines that tie with no other line (rows and columns, both ways). */
function fullRanks(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const lines: { place: { row: number } | { column: number }; from: 'start' | 'end'; digits: string }[] = [];
  for (let k = 0; k < n; k++) {
    const row = Array.from({ length: n }, (_, i) => sol[k * n + i]!);
    const col = Array.from({ length: n }, (_, i) => sol[i * n + k]!);
    lines.push({ place: { row: k + 1 }, from: 'start', digits: row.join('') });
    lines.push({ place: { row: k + 1 }, from: 'end', digits: [...row].reverse().join('') });
    lines.push({ place: { column: k + 1 }, from: 'start', digits: col.join('') });
    lines.push({ place: { column: k + 1 }, from: 'end', digits: [...col].reverse().join('') });
  }
  const untied = lines.filter((l) => lines.filter((m) => m.digits === l.digits).length === 1);
  const out: VariantConstraint[] = [];
  while (out.length < count && untied.length > 0) {
    const l = untied.splice(rnd.below(untied.length), 1)[0]!;
    const rank = 1 + lines.filter((m) => m.digits < l.digits).length;
    out.push({ type: 'fullRank', ...l.place, from: l.from, rank });
  }
  return out;
}

/**
 * Killer cages that overlap, some without totals: a partition into cages of up to 3 cells (every fourth
 * without its total), plus `extra` cages of 2-3 different digits laid across it.
 */
function overlappingCages(n: number, sol: Int32Array, rnd: Random, extra: number): VariantConstraint[] {
  const base = cages(n, sol, rnd, 3).map((c, i) =>
    i % 4 === 3 ? { type: 'killer', cells: (c as { cells: readonly CellRef[] }).cells } : c,
  ) as VariantConstraint[];
  const over: VariantConstraint[] = [];
  for (let tries = 0; over.length < extra && tries < 1000; tries++) {
    const cells = [rnd.below(n * n)];
    const size = 2 + rnd.below(2);
    while (cells.length < size) {
      const options = cells
        .flatMap((c) => neighbours(n, c, false))
        .filter((c) => !cells.includes(c) && !cells.some((d) => sol[d] === sol[c]));
      if (options.length === 0) break;
      cells.push(options[rnd.below(options.length)]!);
    }
    if (cells.length < 2) continue;
    over.push({
      type: 'killer',
      cells: cells.map((c) => ref(n, c)),
      sum: cells.reduce((t, c) => t + sol[c]!, 0),
    });
  }
  return [...base, ...over];
}

function freeSums(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  for (let i = 0; i < count; i++) {
    const cells = new Set<number>();
    while (cells.size < 3 + rnd.below(2)) cells.add(rnd.below(n * n));
    const list = [...cells];
    // Every third one weighted: the last cell counts negatively.
    const coefficients = i % 3 === 2 ? list.map((_, j) => (j === list.length - 1 ? -1 : 1)) : undefined;
    const sum = list.reduce((s, c, j) => s + (coefficients?.[j] ?? 1) * sol[c]!, 0);
    const base = { type: 'sum' as const, cells: list.map((c) => ref(n, c)), sum };
    out.push(coefficients === undefined ? base : { ...base, coefficients });
  }
  return out;
}

function doubleArrows(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const lines = walkLines(
    n,
    sol,
    rnd,
    count,
    3,
    5,
    () => true,
    (v) => v.slice(1, -1).reduce((s, x) => s + x, 0) === v[0]! + v.at(-1)!,
  );
  return lineClues('doubleArrow', lines, n);
}

function quadruples(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < count && tries < 1000; tries++) {
    const r = rnd.below(n - 1);
    const c = rnd.below(n - 1);
    if (used.has(r * n + c)) continue;
    used.add(r * n + c);
    const cells = [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1];
    const digits = cells.map((x) => sol[x]!);
    for (let i = digits.length - 1; i > 0; i--) {
      const j = rnd.below(i + 1);
      [digits[i], digits[j]] = [digits[j]!, digits[i]!];
    }
    out.push({
      type: 'quadruple',
      cells: cells.map((x) => ref(n, x)),
      values: digits.slice(0, 2 + rnd.below(2)).sort((a, b) => a - b),
    });
  }
  return out;
}

/** Every outside clue of one kind (rows and columns, both sides), a random `share` of them kept. */
function outsideClues(
  type: 'xSum' | 'skyscraper' | 'numberedRoom' | 'hiddenSkyscraper',
  n: number,
  sol: Int32Array,
  rnd: Random,
  share: number,
): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  for (let k = 0; k < n; k++) {
    for (const isRow of [true, false]) {
      for (const from of ['start', 'end'] as const) {
        if (rnd.below(1000) >= share * 1000) continue;
        let line = Array.from({ length: n }, (_, i) => sol[isRow ? k * n + i : i * n + k]!);
        if (from === 'end') line = line.reverse();
        const place = isRow ? { row: k + 1, from } : { column: k + 1, from };
        if (type === 'xSum')
          out.push({ type, ...place, sum: line.slice(0, line[0]!).reduce((s, v) => s + v, 0) });
        else if (type === 'numberedRoom') out.push({ type, ...place, digit: line[line[0]! - 1]! });
        else if (type === 'hiddenSkyscraper') {
          const hidden = line.find((v, i) => i > 0 && v < Math.max(...line.slice(0, i)));
          out.push({ type, ...place, digit: hidden ?? 0 });
        } else {
          let top = 0;
          let seen = 0;
          for (const v of line) if (v > top) [top, seen] = [v, seen + 1];
          out.push({ type, ...place, count: seen });
        }
      }
    }
  }
  return out;
}

function lunchboxes(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < count && tries < 1000; tries++) {
    const len = 3 + rnd.below(Math.min(3, n - 2));
    const isRow = rnd.below(2) === 0;
    const k = rnd.below(n);
    const start = rnd.below(n - len + 1);
    const cells = Array.from({ length: len }, (_, i) => (isRow ? k * n + start + i : (start + i) * n + k));
    if (cells.some((c) => used.has(c))) continue;
    for (const c of cells) used.add(c);
    const v = cells.map((c) => sol[c]!);
    const a = v.indexOf(Math.min(...v));
    const b = v.indexOf(Math.max(...v));
    let sum = 0;
    for (let i = Math.min(a, b) + 1; i < Math.max(a, b); i++) sum += v[i]!;
    out.push({ type: 'lunchbox', cells: cells.map((c) => ref(n, c)), sum });
  }
  return out;
}

function rellikCages(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  return cages(n, sol, rnd, 3)
    .slice(0, count)
    .map((cage) => {
      const cells = (cage as { cells: readonly CellRef[] }).cells;
      const digits = cells.map((r) => {
        const [row, col] = (r as string).slice(1).split('c').map(Number) as [number, number];
        return sol[(row - 1) * n + (col - 1)]!;
      });
      const reach = new Set<number>([0]);
      for (const d of digits) for (const s of [...reach]) reach.add(s + d);
      let sum = 2;
      while (reach.has(sum)) sum++;
      return { type: 'rellik', cells, sum } as VariantConstraint;
    });
}

function equalityCages(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const side = (d: number) => Math.sign(2 * d - (n + 1));
  const balanced = (v: readonly number[]) =>
    v.every((d) => side(d) !== 0) &&
    v.reduce((s, d) => s + (d % 2 === 1 ? 1 : -1), 0) === 0 &&
    v.reduce((s, d) => s + side(d), 0) === 0;
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < count && tries < 20_000; tries++) {
    const size = 2 * (1 + rnd.below(2));
    const cells = [rnd.below(n * n)];
    if (used.has(cells[0]!)) continue;
    while (cells.length < size) {
      const options = cells
        .flatMap((c) => neighbours(n, c, false))
        .filter((c) => !used.has(c) && !cells.includes(c) && !cells.some((d) => sol[d] === sol[c]));
      if (options.length === 0) break;
      cells.push(options[rnd.below(options.length)]!);
    }
    if (cells.length !== size || !balanced(cells.map((c) => sol[c]!))) continue;
    for (const c of cells) used.add(c);
    out.push({ type: 'equalityCage', cells: cells.map((c) => ref(n, c)) });
  }
  return out;
}

function sumLines(n: number, sol: Int32Array, rnd: Random, count: number, sum: number): VariantConstraint[] {
  const partial = (v: readonly number[]) => {
    let part = 0;
    for (const x of v) {
      part += x;
      if (part === sum) part = 0;
      else if (part > sum) return -1;
    }
    return part;
  };
  const lines = walkLines(
    n,
    sol,
    rnd,
    count,
    3,
    7,
    (v) => partial(v) >= 0,
    (v) => partial(v) === 0,
  );
  return lineClues('sumLine', lines, n, { sum });
}

function lockoutLines(n: number, sol: Int32Array, rnd: Random, count: number): VariantConstraint[] {
  const gap = Math.floor(n / 2);
  const ok = (v: readonly number[]) => {
    const lo = Math.min(v[0]!, v.at(-1)!);
    const hi = Math.max(v[0]!, v.at(-1)!);
    return hi - lo >= gap && v.slice(1, -1).every((x) => x < lo || x > hi);
  };
  return lineClues(
    'lockoutLine',
    walkLines(n, sol, rnd, count, 3, 6, () => true, ok),
    n,
  );
}

function greaterThans(n: number, sol: Int32Array, rnd: Random, share: number): VariantConstraint[] {
  const out: VariantConstraint[] = [];
  for (let a = 0; a < n * n; a++) {
    for (const b of [a + 1, a + n]) {
      if (b >= n * n || (b === a + 1 && b % n === 0) || rnd.below(1000) >= share * 1000) continue;
      const [big, small] = sol[a]! > sol[b]! ? [a, b] : [b, a];
      out.push({ type: 'greaterThan', cells: [ref(n, big), ref(n, small)] });
    }
  }
  return out;
}

/** One set of counting circles: v cells holding v for each digit v of `digits`. */
function countingCircles(
  n: number,
  sol: Int32Array,
  rnd: Random,
  digits: readonly number[],
): VariantConstraint[] {
  const cells: number[] = [];
  for (const v of digits) {
    const holding = Array.from({ length: n * n }, (_, i) => i).filter((i) => sol[i] === v);
    for (let i = 0; i < v; i++) cells.push(holding.splice(rnd.below(holding.length), 1)[0]!);
  }
  return [{ type: 'countingCircles', cells: cells.sort((a, b) => a - b).map((c) => ref(n, c)) }];
}

const nine: Shape = { size: 9 };
const six: Shape = { size: 6 };
const none = (): VariantConstraint[] => [];
const rndJigsaw = new Random(7);
const jigsaw9: Shape = { size: 9, regions: jigsawRegions(9, rndJigsaw) };
const jigsaw6: Shape = { size: 6, regions: jigsawRegions(6, rndJigsaw) };

const makers = [
  () => make('diagonal', nine, [{ type: 'diagonal' }], none, 1),
  () => make('windoku', nine, [{ type: 'windoku' }], none, 2),
  () => make('jigsaw', jigsaw9, [], none, 3),
  () => make('disjointGroups', nine, [{ type: 'disjointGroups' }], none, 4),
  () => make('killer', nine, [], (s, r) => cages(9, s, r, 4), 5),
  () => make('littleKiller', nine, [], (s, r) => littleKillers(9, s, r, 10), 6),
  () => make('thermometer', nine, [], (s, r) => thermos(9, s, r, 10), 7),
  () => make('arrow', nine, [], (s, r) => arrows(9, s, r, 10), 8),
  () => make('kropki', nine, [], (s, r) => [...dots(9, s, r), { type: 'kropkiNegative' }], 9),
  () => make('xv', nine, [], (s) => [...xvs(9, s), { type: 'xvNegative' }], 10),
  () => make('antiKnight', nine, [{ type: 'antiKnight' }], none, 11),
  () => make('antiKing', nine, [{ type: 'antiKing' }], none, 12),
  () => make('nonConsecutive', nine, [{ type: 'nonConsecutive' }], none, 13),
  () => make('evenOdd', nine, [], (s, r) => parity(9, s, r, 40), 14),
  () => make('sandwich', nine, [], (s) => sandwiches(9, s), 15, 100),
  () =>
    make(
      'extraRegion',
      nine,
      [
        {
          type: 'extraRegion',
          cells: ['r1c1', 'r2c5', 'r3c9', 'r5c3', 'r5c7', 'r7c2', 'r8c5', 'r9c8', 'r9c1'],
        },
      ],
      none,
      16,
    ),
  // Combinations.
  () =>
    make('killerThermo', nine, [], (s, r) => [...cages(9, s, r, 3).slice(0, 14), ...thermos(9, s, r, 4)], 17),
  () =>
    make(
      'diagonalAntiKingKropki',
      nine,
      [{ type: 'diagonal' }, { type: 'antiKing' }],
      (s, r) => dots(9, s, r).slice(0, 10),
      18,
    ),
  () =>
    make(
      'jigsawKillerLittleKiller',
      jigsaw9,
      [],
      (s, r) => [...cages(9, s, r, 3).slice(0, 12), ...littleKillers(9, s, r, 3)],
      19,
    ),
  () => make('sixByTwoXvEvenOdd', six, [], (s, r) => [...xvs(6, s), ...parity(6, s, r, 8)], 20),
  () =>
    make(
      'sixJigsawArrowLittleKiller',
      jigsaw6,
      [],
      (s, r) => [...arrows(6, s, r, 3), ...littleKillers(6, s, r, 4)],
      21,
    ),
  () => make('sixAntiKnightSandwich', six, [{ type: 'antiKnight' }], (s) => sandwiches(6, s).slice(0, 6), 22),
  () =>
    make(
      'twelveWindokuThermo',
      { size: 12 },
      [{ type: 'windoku' }, { type: 'diagonal' }],
      (s, r) => thermos(12, s, r, 10),
      23,
    ),
  () =>
    make(
      'twelveJigsawKropki',
      { size: 12, regions: jigsawRegions(12, rndJigsaw) },
      [],
      (s, r) => dots(12, s, r).slice(0, 30),
      24,
      300,
    ),
  () => makeSwappedJigsaw('sixteenJigsaw', 16, 25, 300),
  () => make('whispers', nine, [], (s, r) => whispers(9, s, r, 8, 5, {}), 27),
  () => make('palindrome', nine, [], (s, r) => palindromes(9, s, r, 8), 28),
  () =>
    make(
      'parityLine',
      nine,
      [],
      (s, r) => windowLines('parityLine', 9, s, r, 8, 2, (w) => w.length < 2 || (w[0]! + w[1]!) % 2 === 1),
      29,
    ),
  () =>
    make(
      'slowThermometer',
      nine,
      [],
      (s, r) => windowLines('slowThermometer', 9, s, r, 10, 2, (w) => w.length < 2 || w[0]! <= w[1]!),
      30,
    ),
  () =>
    make(
      'entropicLine',
      nine,
      [],
      (s, r) =>
        windowLines(
          'entropicLine',
          9,
          s,
          r,
          8,
          3,
          (w) => new Set(w.map((v) => third(v, 9))).size === w.length,
        ),
      31,
    ),
  () => make('betweenLine', nine, [], (s, r) => betweens(9, s, r, 8), 32),
  () => make('zipperLine', nine, [], (s, r) => zippers(9, s, r, 8), 33),
  () => make('regionSumLine', nine, [], (s, r) => regionSumLines(9, s, r, 8), 34),
  () => make('renban', nine, [], (s, r) => renbans(9, s, r, 10), 26),
  () => make('sum', nine, [], (s, r) => freeSums(9, s, r, 10), 40),
  () => make('doubleArrow', nine, [], (s, r) => doubleArrows(9, s, r, 8), 41),
  () => make('quadruple', nine, [], (s, r) => quadruples(9, s, r, 12), 42),
  () => make('xSum', nine, [], (s, r) => outsideClues('xSum', 9, s, r, 0.5), 43, 300),
  () => make('skyscraper', nine, [], (s, r) => outsideClues('skyscraper', 9, s, r, 0.5), 44, 300),
  () => make('numberedRoom', nine, [], (s, r) => outsideClues('numberedRoom', 9, s, r, 0.6), 45, 300),
  () => make('lunchbox', nine, [], (s, r) => lunchboxes(9, s, r, 10), 46),
  () => make('rellik', nine, [], (s, r) => rellikCages(9, s, r, 14), 47),
  () => make('equalityCage', nine, [], (s, r) => equalityCages(9, s, r, 10), 48),
  () => make('sumLine', nine, [], (s, r) => sumLines(9, s, r, 8, 10), 49),
  () =>
    make(
      'modularLine',
      nine,
      [],
      (s, r) =>
        windowLines('modularLine', 9, s, r, 8, 3, (w) => new Set(w.map((v) => v % 3)).size === w.length),
      50,
    ),
  () => make('lockoutLine', nine, [], (s, r) => lockoutLines(9, s, r, 8), 51),
  () => make('greaterThan', nine, [], (s, r) => greaterThans(9, s, r, 0.4), 52),
  () => make('countingCircles', nine, [], (s, r) => countingCircles(9, s, r, [1, 3, 4]), 53),
  () => make('hiddenSkyscraper', nine, [], (s, r) => outsideClues('hiddenSkyscraper', 9, s, r, 0.6), 55, 300),
  () => make('fullRank', nine, [], (s, r) => fullRanks(9, s, r, 12), 57, 20),
  () => make('killerOverlap', nine, [], (s, r) => overlappingCages(9, s, r, 8), 54),
];
// 6×6 puzzles of every variant, for the conformance suite (slow backends run them all).
const small =
  (
    name: string,
    globals: VariantConstraint[],
    clues: (sol: Int32Array, rnd: Random) => VariantConstraint[],
    seed: number,
  ) =>
  () =>
    make(name, six, globals, clues, seed, 1000, 'smallFixtures.json');
const smallMakers = [
  small('diagonal6', [{ type: 'diagonal' }], none, 101),
  small('windoku6', [{ type: 'windoku' }], none, 102),
  () => make('jigsaw6', jigsaw6, [], none, 103, 1000, 'smallFixtures.json'),
  small('disjointGroups6', [{ type: 'disjointGroups' }], none, 104),
  small(
    'extraRegion6',
    [{ type: 'extraRegion', cells: ['r1c1', 'r2c4', 'r3c2', 'r4c6', 'r5c3', 'r6c5'] }],
    none,
    105,
  ),
  small('killer6', [], (s, r) => cages(6, s, r, 3), 106),
  small('littleKiller6', [], (s, r) => littleKillers(6, s, r, 5), 107),
  small('thermometer6', [], (s, r) => thermos(6, s, r, 4), 108),
  small('arrow6', [], (s, r) => arrows(6, s, r, 4), 109),
  small('kropki6', [], (s, r) => [...dots(6, s, r), { type: 'kropkiNegative' }], 110),
  small('xv6', [], (s) => [...xvs(6, s), { type: 'xvNegative' }], 111),
  small('antiKnight6', [{ type: 'antiKnight' }], none, 112),
  small('antiKing6', [{ type: 'antiKing' }], none, 113),
  small('nonConsecutive6', [{ type: 'nonConsecutive' }], none, 114),
  small('evenOdd6', [], (s, r) => parity(6, s, r, 12), 115),
  small('sandwich6', [], (s) => sandwiches(6, s), 116),
  small('whispers6', [], (s, r) => whispers(6, s, r, 5, 3, { preset: 'dutch' }), 118),
  small('palindrome6', [], (s, r) => palindromes(6, s, r, 5), 119),
  small(
    'parityLine6',
    [],
    (s, r) => windowLines('parityLine', 6, s, r, 5, 2, (w) => w.length < 2 || (w[0]! + w[1]!) % 2 === 1),
    120,
  ),
  small(
    'slowThermometer6',
    [],
    (s, r) => windowLines('slowThermometer', 6, s, r, 5, 2, (w) => w.length < 2 || w[0]! <= w[1]!),
    121,
  ),
  small(
    'entropicLine6',
    [],
    (s, r) =>
      windowLines('entropicLine', 6, s, r, 5, 3, (w) => new Set(w.map((v) => third(v, 6))).size === w.length),
    122,
  ),
  small('betweenLine6', [], (s, r) => betweens(6, s, r, 5), 123),
  small('zipperLine6', [], (s, r) => zippers(6, s, r, 5), 124),
  small('regionSumLine6', [], (s, r) => regionSumLines(6, s, r, 5), 125),
  small('renban6', [], (s, r) => renbans(6, s, r, 5), 117),
  small('sum6', [], (s, r) => freeSums(6, s, r, 5), 140),
  small('doubleArrow6', [], (s, r) => doubleArrows(6, s, r, 5), 141),
  small('quadruple6', [], (s, r) => quadruples(6, s, r, 6), 142),
  small('xSum6', [], (s, r) => outsideClues('xSum', 6, s, r, 0.5), 143),
  small('skyscraper6', [], (s, r) => outsideClues('skyscraper', 6, s, r, 0.5), 144),
  small('numberedRoom6', [], (s, r) => outsideClues('numberedRoom', 6, s, r, 0.6), 145),
  small('lunchbox6', [], (s, r) => lunchboxes(6, s, r, 5), 146),
  small('rellik6', [], (s, r) => rellikCages(6, s, r, 8), 147),
  small('equalityCage6', [], (s, r) => equalityCages(6, s, r, 5), 148),
  small('sumLine6', [], (s, r) => sumLines(6, s, r, 5, 7), 149),
  small(
    'modularLine6',
    [],
    (s, r) =>
      windowLines('modularLine', 6, s, r, 5, 3, (w) => new Set(w.map((v) => v % 3)).size === w.length),
    150,
  ),
  small('lockoutLine6', [], (s, r) => lockoutLines(6, s, r, 5), 151),
  small('greaterThan6', [], (s, r) => greaterThans(6, s, r, 0.4), 152),
  small('countingCircles6', [], (s, r) => countingCircles(6, s, r, [1, 2, 3]), 153),
  small('hiddenSkyscraper6', [], (s, r) => outsideClues('hiddenSkyscraper', 6, s, r, 0.6), 155),
  () => make('fullRank6', six, [], (s, r) => fullRanks(6, s, r, 8), 157, 20, 'smallFixtures.json'),
  small('killerOverlap6', [], (s, r) => overlappingCages(6, s, r, 4), 154),
];
const smallOnly = process.argv.includes('--small');
for (const m of smallOnly ? smallMakers : makers) {
  try {
    await m();
  } catch (e) {
    console.log(`skipped: ${(e as Error).message}`);
  }
}
