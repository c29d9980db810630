// Writes relationFixtures.json: a 9×9 and (where the rule allows N = 6) a 6×6 puzzle for each relation,
// global and composite rule (clones, same-value sets, indexing, global entropy / mod, anti-taxicab, Dutch
// flatmates, candidates, contain, count distinct, pairwise, regex / NFA lines, or / and), each with a
// unique solution. Not a test: `npx tsx test/models/sudoku/variants/generateRelationFixtures.ts [names…]`.
// How: a seeded random solution of the empty grid under the puzzle's fixed rules (the "globals": global
// rules, and clue shapes chosen before solving such as clone cells), then clues read off that solution,
// then givens dropped one at a time (seeded order) while the solution stays unique (cspkit's own solver).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions, Random, randomValue, solveOne } from '../../../../core/index.js';
import { formatLine, SudokuGeometry } from '../../../../models/sudoku/index.js';
import type {
  CellRef,
  VariantConstraint,
  VariantConstraintOf,
  VariantPuzzle,
} from '../../../../models/sudoku/variants/index.js';
import { buildVariantModel, decodeVariantSolution } from '../../../../models/sudoku/variants/index.js';

const backend = getBackend(createContainer(), 'native');
const FILE = new URL('./relationFixtures.json', import.meta.url);

interface Fixture {
  readonly puzzle: VariantPuzzle;
  readonly solution: string;
}

const ref = (n: number, c: number): CellRef => `r${Math.floor(c / n) + 1}c${(c % n) + 1}`;
const refs = (n: number, cs: readonly number[]): CellRef[] => cs.map((c) => ref(n, c));

async function solutionOf(n: number, globals: VariantConstraint[], seed: number): Promise<Int32Array> {
  const vm = buildVariantModel({ size: n, constraints: globals });
  const r = await solveOne(backend, vm.model, { valueOrder: randomValue, seed, nodeLimit: 500_000 });
  const s = r.solutions[0];
  if (s === undefined)
    throw new Error(`no solution under ${JSON.stringify(globals).slice(0, 200)}: ${r.status}`);
  return decodeVariantSolution(vm, s.values).cells;
}

async function unique(p: VariantPuzzle, maxNodes: number): Promise<boolean> {
  const { count, result } = await countSolutions(backend, buildVariantModel(p).model, 2, {
    nodeLimit: maxNodes,
  });
  return count === 1 && result.status === 'sat' && result.reason === undefined;
}

function line(n: number, cells: Int32Array): string {
  return formatLine({ geometry: SudokuGeometry.fromBox(n, 1), cells } as Parameters<typeof formatLine>[0]);
}

async function minimise(
  n: number,
  constraints: VariantConstraint[],
  sol: Int32Array,
  seed: number,
): Promise<Fixture> {
  const givens = Int32Array.from(sol);
  const rnd = new Random(seed);
  const order = Array.from({ length: n * n }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rnd.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const puzzleOf = (): VariantPuzzle => ({ size: n, givens: line(n, givens), constraints });
  if (!(await unique(puzzleOf(), Number.POSITIVE_INFINITY)))
    throw new Error('not unique even with every given');
  for (const cell of order) {
    const v = givens[cell]!;
    givens[cell] = 0;
    if (!(await unique(puzzleOf(), 2000))) givens[cell] = v;
  }
  return { puzzle: puzzleOf(), solution: line(n, sol) };
}

function neighbours(n: number, cell: number, diagonal: boolean): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr === 0 && dc === 0) || (!diagonal && dr !== 0 && dc !== 0)) continue;
      if (r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) out.push((r + dr) * n + c + dc);
    }
  return out;
}

/** Up to `count` king-step lines (no cell shared) whose digits pass `ok` at every step. */
function walks(
  n: number,
  sol: Int32Array,
  rnd: Random,
  count: number,
  minLen: number,
  maxLen: number,
  ok: (values: readonly number[]) => boolean,
): number[][] {
  const out: number[][] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < count && tries < 20_000; tries++) {
    const start = rnd.below(n * n);
    if (used.has(start)) continue;
    const target = minLen + rnd.below(maxLen - minLen + 1);
    const path = [start];
    while (path.length < target) {
      const next = neighbours(n, path.at(-1)!, true).filter(
        (c) => !used.has(c) && !path.includes(c) && ok([...path, c].map((x) => sol[x]!)),
      );
      if (next.length === 0) break;
      path.push(next[rnd.below(next.length)]!);
    }
    if (path.length < minLen) continue;
    for (const c of path) used.add(c);
    out.push(path);
  }
  return out;
}

/** `count` random distinct cells. */
function someCells(n: number, rnd: Random, count: number, avoid: Set<number> = new Set()): number[] {
  const out: number[] = [];
  while (out.length < count) {
    const c = rnd.below(n * n);
    if (!out.includes(c) && !avoid.has(c)) out.push(c);
  }
  return out;
}

const third = (v: number, n: number) => Math.floor((3 * (v - 1)) / n);

type Clues = (n: number, sol: Int32Array, rnd: Random) => VariantConstraint[];
type Globals = (n: number, rnd: Random) => VariantConstraint[];
const none: Clues = () => [];
const noGlobals: Globals = () => [];

// ——— clue makers ———

const clones: Globals = (n, rnd) => {
  // Two or three cloned shapes of 3 cells (an L), shifted by a random offset.
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < (n === 9 ? 3 : 2) && tries < 1000; tries++) {
    const r = rnd.below(n - 1);
    const c = rnd.below(n - 1);
    const shape = [r * n + c, r * n + c + 1, (r + 1) * n + c];
    const dr = rnd.below(n - 1) - r;
    const dc = rnd.below(n - 1) - c;
    if (Math.abs(dr) < 2 && Math.abs(dc) < 2) continue;
    const moved = shape.map((x) => x + dr * n + dc);
    if ([...shape, ...moved].some((x) => used.has(x))) continue;
    for (const x of [...shape, ...moved]) used.add(x);
    out.push({ type: 'clone', cells: refs(n, shape), clones: refs(n, moved) });
  }
  return out;
};

const sameValues: Globals = (n, rnd) => {
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let k = 0; k < (n === 9 ? 3 : 2); k++) {
    const sets = [someCells(n, rnd, 3, used), []] as number[][];
    for (const c of sets[0]!) used.add(c);
    sets[1] = someCells(n, rnd, 3, used);
    for (const c of sets[1]) used.add(c);
    out.push({ type: 'sameValues', sets: sets.map((s) => refs(n, s)) });
  }
  return out;
};

const indexing: Globals = (n) => [
  {
    type: 'indexing',
    index: 'column',
    cells: refs(
      n,
      Array.from({ length: n }, (_, r) => r * n),
    ),
  },
  {
    type: 'indexing',
    index: 'row',
    cells: refs(
      n,
      Array.from({ length: n }, (_, c) => (n - 1) * n + c),
    ),
  },
];

const valueIndexing: Globals = (n, rnd) => {
  const out: VariantConstraint[] = [];
  for (let k = 0; k < (n === 9 ? 4 : 3); k++) {
    // The digit cell, then the arrow down the next column (the copy cannot share its row or column).
    const len = 3 + rnd.below(n - 4);
    const r = rnd.below(n - len);
    const c = rnd.below(n - 1);
    const cs = [r * n + c, ...Array.from({ length: len + 1 }, (_, i) => (r + i) * n + c + 1)];
    out.push({ type: 'valueIndexing', cells: refs(n, cs) });
  }
  // Two arrows on one cell would be one puzzle's mistake: keep the first.
  const used = new Set<string>();
  return out.filter((c) => {
    const cells = (c as VariantConstraintOf<'valueIndexing'>).cells.map(String);
    if (cells.some((x) => used.has(x))) return false;
    for (const x of cells) used.add(x);
    return true;
  });
};

const candidates: Clues = (n, sol, rnd) => {
  const out: VariantConstraint[] = someCells(n, rnd, n === 9 ? 24 : 12).map((c) => {
    const values = new Set([sol[c]!]);
    while (values.size < 2) values.add(1 + rnd.below(n));
    return { type: 'candidates', cells: [ref(n, c)], values: [...values].sort((a, b) => a - b) };
  });
  // The last four grouped in an `and` (the same rules, written as one constraint).
  return [...out.slice(0, -4), { type: 'and', rules: out.slice(-4) }];
};

const contain =
  (type: 'containAtLeast' | 'containExact'): Clues =>
  (n, sol, rnd) => {
    const out: VariantConstraint[] = [];
    for (let k = 0; k < (n === 9 ? 10 : 6); k++) {
      const r = rnd.below(n - 1);
      const c = rnd.below(n - 1);
      const cs = [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1];
      const digits = cs.map((x) => sol[x]!).sort((a, b) => a - b);
      out.push({ type, cells: refs(n, cs), values: digits.slice(0, 2 + rnd.below(2)) });
    }
    return out;
  };

const countDistinct: Clues = (n, sol, rnd) => {
  const out: VariantConstraint[] = [];
  for (let k = 0; k < (n === 9 ? 10 : 6); k++) {
    const r = rnd.below(n - 1);
    const c = rnd.below(n - 2);
    const cs = [
      r * n + c,
      r * n + c + 1,
      r * n + c + 2,
      (r + 1) * n + c,
      (r + 1) * n + c + 1,
      (r + 1) * n + c + 2,
    ];
    out.push({ type: 'countDistinct', cells: refs(n, cs), count: new Set(cs.map((x) => sol[x]!)).size });
  }
  return out;
};

const PAIR_EXPRESSION = 'abs(a - b) >= 2 && (a + b) % 3 != 0';
const pairOk = (a: number, b: number) => Math.abs(a - b) >= 2 && (a + b) % 3 !== 0;

const pairLines: Clues = (n, sol, rnd) =>
  walks(n, sol, rnd, n === 9 ? 7 : 4, 3, 6, (v) => v.length < 2 || pairOk(v.at(-2)!, v.at(-1)!)).map(
    (l, i) =>
      i % 2 === 0
        ? { type: 'pairLine', cells: refs(n, l), expression: PAIR_EXPRESSION }
        : {
            type: 'pairLine',
            cells: refs(n, l),
            pairs: Array.from({ length: n * n }, (_, k): [number, number] => [
              1 + Math.floor(k / n),
              1 + (k % n),
            ]).filter(([a, b]) => pairOk(a, b)),
          },
  );

const pairSets: Clues = (n, sol, rnd) => {
  // Sets of cells whose digits differ pairwise by at least 3 (both ways, as pairSet makes it).
  const out: VariantConstraint[] = [];
  const used = new Set<number>();
  for (let tries = 0; out.length < (n === 9 ? 6 : 4) && tries < 1000; tries++) {
    const set = someCells(n, rnd, 3, used);
    const v = set.map((c) => sol[c]!);
    const gap = n === 9 ? 3 : 2;
    if (v.every((x, i) => v.every((y, j) => i === j || Math.abs(x - y) >= gap))) {
      for (const c of set) used.add(c);
      out.push({ type: 'pairSet', cells: refs(n, set), expression: `abs(a - b) >= ${gap}` });
    }
  }
  return out;
};

/** `[1-3]+[7-9]+…`: the runs of thirds of the line's digits. */
function runsPattern(values: readonly number[], n: number): string {
  const cls = (t: number) => {
    const lo = Math.floor((t * n) / 3) + 1;
    const hi = Math.floor(((t + 1) * n) / 3);
    return `[${lo}-${hi}]`;
  };
  let out = '';
  let last = -1;
  for (const v of values) {
    const t = third(v, n);
    if (t !== last) out += `${cls(t)}+`;
    last = t;
  }
  return out;
}

const regexLines: Clues = (n, sol, rnd) =>
  walks(n, sol, rnd, n === 9 ? 8 : 5, 4, 7, () => true).map((l) => ({
    type: 'regexLine',
    cells: refs(n, l),
    pattern: runsPattern(
      l.map((c) => sol[c]!),
      n,
    ),
  }));

const nfaLines: Clues = (n, sol, rnd) =>
  walks(n, sol, rnd, n === 9 ? 8 : 5, 3, 6, () => true).map((l) => {
    // Sum of the digits mod 4, accepting the line's own residue.
    const m = 4;
    const transitions: [number, number[], number][] = [];
    for (let q = 0; q < m; q++)
      for (let t = 0; t < m; t++) {
        const digits = Array.from({ length: n }, (_, i) => i + 1).filter((d) => (q + d) % m === t);
        transitions.push([q, digits, t]);
      }
    const residue = l.reduce((s, c) => s + sol[c]!, 0) % m;
    return { type: 'nfaLine', cells: refs(n, l), automaton: { start: 0, accepting: [residue], transitions } };
  });

/** `or`s of two pair clues: one true of the solution (a cage sum, a dot, an X), one false. */
const ors: Clues = (n, sol, rnd) => {
  const out: VariantConstraint[] = [];
  const pairs: [number, number][] = [];
  for (let a = 0; a < n * n; a++)
    for (const b of [a + 1, a + n]) if (b < n * n && (b !== a + 1 || b % n !== 0)) pairs.push([a, b]);
  const used = new Set<number>();
  for (let tries = 0; out.length < (n === 9 ? 14 : 8) && tries < 5000; tries++) {
    const p = pairs[rnd.below(pairs.length)]!;
    const q = pairs[rnd.below(pairs.length)]!;
    if ([...p, ...q].some((c) => used.has(c)) || new Set([...p, ...q]).size < 4) continue;
    const truth = (cells: [number, number], wantTrue: boolean): VariantConstraint | undefined => {
      const [x, y] = [sol[cells[0]]!, sol[cells[1]]!];
      const s = x + y + (wantTrue ? 0 : 1 + rnd.below(2));
      if (s < 3 || s > 2 * n - 1) return undefined;
      if (wantTrue && Math.abs(x - y) === 1) return { type: 'kropki', color: 'white', cells: refs(n, cells) };
      return { type: 'killer', cells: refs(n, cells), sum: s };
    };
    const yes = truth(p, true);
    const no = truth(q, false);
    if (yes === undefined || no === undefined) continue;
    for (const c of [...p, ...q]) used.add(c);
    const rules = rnd.below(2) === 0 ? [yes, no] : [no, yes];
    // Every third one groups the true branch with a second true fact in an `and`.
    if (out.length % 3 === 2) {
      const other = rules.indexOf(yes);
      rules[other] = {
        type: 'and',
        rules: [
          yes,
          { type: 'candidates', cells: [ref(n, p[0])], values: [sol[p[0]]!, (sol[p[0]]! % n) + 1] },
        ],
      };
    }
    out.push({ type: 'or', rules });
  }
  return out;
};

// ——— the fixtures ———

interface Maker {
  readonly name: string;
  readonly sizes: readonly number[];
  readonly globals: Globals;
  readonly clues: Clues;
  readonly seed: number;
}

const MAKERS: readonly Maker[] = [
  { name: 'clone', sizes: [9, 6], globals: clones, clues: none, seed: 201 },
  { name: 'sameValues', sizes: [9, 6], globals: sameValues, clues: none, seed: 202 },
  { name: 'indexing', sizes: [9, 6], globals: indexing, clues: none, seed: 203 },
  { name: 'valueIndexing', sizes: [9, 6], globals: valueIndexing, clues: none, seed: 204 },
  {
    name: 'globalEntropy',
    sizes: [9, 6],
    globals: () => [{ type: 'globalEntropy' }],
    clues: none,
    seed: 205,
  },
  { name: 'globalMod', sizes: [9, 6], globals: () => [{ type: 'globalMod' }], clues: none, seed: 206 },
  { name: 'antiTaxicab', sizes: [9, 6], globals: () => [{ type: 'antiTaxicab' }], clues: none, seed: 207 },
  { name: 'dutchFlatmates', sizes: [9], globals: () => [{ type: 'dutchFlatmates' }], clues: none, seed: 208 },
  { name: 'candidates', sizes: [9, 6], globals: noGlobals, clues: candidates, seed: 209 },
  { name: 'containAtLeast', sizes: [9, 6], globals: noGlobals, clues: contain('containAtLeast'), seed: 210 },
  { name: 'containExact', sizes: [9, 6], globals: noGlobals, clues: contain('containExact'), seed: 211 },
  { name: 'countDistinct', sizes: [9, 6], globals: noGlobals, clues: countDistinct, seed: 212 },
  { name: 'pairLine', sizes: [9, 6], globals: noGlobals, clues: pairLines, seed: 213 },
  { name: 'pairSet', sizes: [9, 6], globals: noGlobals, clues: pairSets, seed: 214 },
  { name: 'regexLine', sizes: [9, 6], globals: noGlobals, clues: regexLines, seed: 215 },
  { name: 'nfaLine', sizes: [9, 6], globals: noGlobals, clues: nfaLines, seed: 216 },
  { name: 'or', sizes: [9, 6], globals: noGlobals, clues: ors, seed: 217 },
];

const only = process.argv.slice(2);
const all: Record<string, Fixture> = existsSync(FILE)
  ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Fixture>)
  : {};
for (const m of MAKERS) {
  if (only.length > 0 && !only.includes(m.name)) continue;
  for (const n of m.sizes) {
    const name = n === 9 ? m.name : `${m.name}${n}`;
    const started = performance.now();
    // A seed whose fixed rules have no solution moves on to the next one.
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const seed = m.seed + n + 1000 * attempt;
        const rnd = new Random(seed * 10);
        const globals = m.globals(n, rnd);
        const sol = await solutionOf(n, globals, seed);
        const fixture = await minimise(n, [...globals, ...m.clues(n, sol, rnd)], sol, seed);
        const g = (fixture.puzzle.givens as string).replace(/\./g, '').length;
        console.log(
          `${name}: ${g} givens, ${fixture.puzzle.constraints!.length} constraints, ${(performance.now() - started).toFixed(0)} ms`,
        );
        all[name] = fixture;
        writeFileSync(FILE, `${JSON.stringify(all, null, 1)}\n`);
        break;
      } catch (e) {
        console.log(`${name}: attempt ${attempt} skipped: ${(e as Error).message.slice(0, 300)}`);
      }
    }
  }
}
