import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions } from '../../../../core/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  decodeVariantSolution,
  fromFPuzzles,
  nfaAccepts,
  nfaToDfa,
  PairExpressionError,
  parseDigitRegex,
  parsePairExpression,
  resolveVariantPuzzle,
  toFPuzzles,
  type VariantConstraint,
  type VariantPuzzle,
} from '../../../../models/sudoku/variants/index.js';
import { oracleOf, PAIR_REFERENCES } from './relationOracles.js';
import { digitsOf, RELATION_FIXTURES } from './variantFixtures.js';

const native = getBackend(createContainer(), 'native');
const LIMIT = 6000;

/** Every solution of a puzzle (at most LIMIT), as digit grids. */
async function solutionsOf(p: VariantPuzzle): Promise<string[]> {
  const vm = buildVariantModel(p);
  const { count, result } = await countSolutions(native, vm.model, LIMIT);
  expect(count).toBeLessThan(LIMIT);
  return result.solutions.map((s) => Array.from(decodeVariantSolution(vm, s.values).cells).join('')).sort();
}

/**
 * The model of `p` finds exactly the grids of the plain sudoku (same size and givens, no constraints)
 * that the independent oracles accept: no solution lost, none wrong.
 */
async function agreesWithOracles(p: VariantPuzzle): Promise<void> {
  const n = p.size;
  const plain = await solutionsOf({ size: n, ...(p.givens === undefined ? {} : { givens: p.givens }) });
  const oracles = (p.constraints ?? []).map((c) => oracleOf(c, n));
  const expected = plain.filter((g) => oracles.every((o) => o(digitsOf(g))));
  expect(await solutionsOf(p)).toEqual(expected);
  // The checker (each rule's `holds`, without any solver) agrees with the oracles on every plain grid,
  // and names the constraint it finds broken.
  const accepted = new Set(expected);
  for (const g of plain) {
    const problems = checkVariantSolution(p, digitsOf(g));
    expect(problems.length === 0).toBe(accepted.has(g));
    for (const m of problems) expect(m).toMatch(/^constraint #\d+ \(\w+\): /);
  }
  // Each puzzle here is chosen so that the rules do cut: some plain grids break them.
  expect(expected.length).toBeLessThan(plain.length);
}

/** Keeps about `share` of the solution's digits as givens (a fixed spread), for smaller brute force. */
function someGivens(solution: string, share: number): string {
  return [...solution].map((ch, i) => ((i * 37) % 100 < share * 100 ? ch : '.')).join('');
}

const four = (...constraints: VariantConstraint[]): VariantPuzzle => ({ size: 4, constraints });

describe('relation, global and composite rules: fixtures', () => {
  const names = Object.keys(RELATION_FIXTURES);

  it('cover every rule of this family, in 9×9 and (where N = 6 allows the rule) 6×6', () => {
    const types = new Set<string>(
      names.flatMap((k) => RELATION_FIXTURES[k]!.puzzle.constraints!.map((c) => c.type)),
    );
    for (const t of [
      'clone',
      'sameValues',
      'indexing',
      'valueIndexing',
      'globalEntropy',
      'globalMod',
      'antiTaxicab',
      'dutchFlatmates',
      'candidates',
      'containAtLeast',
      'containExact',
      'countDistinct',
      'pairLine',
      'pairSet',
      'regexLine',
      'nfaLine',
      'or',
      'and',
    ])
      expect(types.has(t)).toBe(true);
  });

  it.each(names)(
    '%s has one solution, which the checker and the independent oracles accept',
    async (name) => {
      const f = RELATION_FIXTURES[name]!;
      const n = f.puzzle.size;
      const grid = digitsOf(f.solution);
      expect(checkVariantSolution(f.puzzle, grid)).toEqual([]);
      for (const c of f.puzzle.constraints!) expect(oracleOf(c, n)(grid)).toBe(true);
      const vm = buildVariantModel(f.puzzle);
      const { count, result } = await countSolutions(native, vm.model, 2);
      expect(count).toBe(1);
      expect(Array.from(decodeVariantSolution(vm, result.solutions[0]!.values).cells)).toEqual(grid);
    },
  );
});

describe('relation, global and composite rules: the model against independent oracles', () => {
  const CASES: [string, VariantPuzzle][] = [
    ['clone', four({ type: 'clone', cells: ['r1c1', 'r1c2'], clones: ['r3c3', 'r4c4'] })],
    [
      'sameValues',
      four({
        type: 'sameValues',
        sets: [
          ['r1c1', 'r2c3'],
          ['r3c2', 'r4c4'],
        ],
      }),
    ],
    ['indexing column', four({ type: 'indexing', index: 'column', cells: ['r1c1', 'r2c1', 'r3c2'] })],
    ['indexing row', four({ type: 'indexing', index: 'row', cells: ['r4c1', 'r4c3'] })],
    ['valueIndexing', four({ type: 'valueIndexing', cells: ['r1c1', 'r1c2', 'r2c2', 'r3c2', 'r4c2'] })],
    ['globalMod 4×4', four({ type: 'globalMod' })],
    ['antiTaxicab', four({ type: 'antiTaxicab' })],
    ['candidates', four({ type: 'candidates', cells: ['r1c1', 'r2c3', 'r4c4'], values: [2, 3] })],
    [
      'containAtLeast',
      four({ type: 'containAtLeast', cells: ['r1c1', 'r2c2', 'r3c3', 'r4c4'], values: [1, 1] }),
    ],
    [
      'containExact',
      four({ type: 'containExact', cells: ['r1c1', 'r2c2', 'r3c3', 'r4c4'], values: [2, 3, 3] }),
    ],
    ['countDistinct', four({ type: 'countDistinct', cells: ['r1c1', 'r2c2', 'r3c3', 'r4c4'], count: 2 })],
    [
      'pairLine (expression)',
      four({ type: 'pairLine', cells: ['r1c1', 'r2c2', 'r3c1'], expression: 'a < b || a == 4' }),
    ],
    [
      'pairLine (pairs)',
      four({
        type: 'pairLine',
        cells: ['r1c1', 'r1c2', 'r2c2'],
        pairs: [
          [1, 2],
          [2, 4],
          [3, 1],
          [4, 3],
        ],
      }),
    ],
    [
      'pairSet',
      four({
        type: 'pairSet',
        cells: ['r1c1', 'r2c3', 'r4c2'],
        expression: 'max(a, b) - min(a, b) == 1 || !(a * b % 2)',
      }),
    ],
    [
      'regexLine',
      four({
        type: 'regexLine',
        cells: ['r1c1', 'r2c1', 'r3c1', 'r4c1', 'r4c2'],
        pattern: '(1|2)+[34]{2,3}',
      }),
    ],
    [
      'nfaLine',
      four({
        type: 'nfaLine',
        cells: ['r1c1', 'r1c2', 'r2c2', 'r2c3'],
        // Even digits at even steps from the start: states 0 (even step) and 1 (odd step).
        automaton: {
          start: 0,
          accepting: [0, 1],
          transitions: [
            [0, [2, 4], 1],
            [1, [1, 2, 3, 4], 0],
          ],
        },
      }),
    ],
    [
      'or',
      four({
        type: 'or',
        rules: [
          { type: 'killer', cells: ['r1c1', 'r1c2'], sum: 7 },
          { type: 'kropki', color: 'black', cells: ['r3c3', 'r3c4'] },
          {
            type: 'and',
            rules: [
              { type: 'candidates', cells: ['r4c4'], values: [1] },
              { type: 'killer', cells: ['r2c2'], sum: 1 },
            ],
          },
        ],
      }),
    ],
    [
      'and',
      four({
        type: 'and',
        rules: [{ type: 'clone', cells: ['r1c1'], clones: ['r4c4'] }, { type: 'globalMod' }],
      }),
    ],
  ];

  it.each(CASES)('%s (4×4, every grid)', async (_, p) => {
    await agreesWithOracles(p);
  });

  it.each([
    ['globalEntropy6', 0.3],
    ['globalMod6', 0.3],
    ['antiTaxicab6', 0.3],
    ['dutchFlatmates', 0.35],
    ['sameValues6', 0.3],
    ['indexing6', 0.3],
  ])('%s with some of its solution as givens, every completion', async (name, share) => {
    const f = RELATION_FIXTURES[name]!;
    await agreesWithOracles({ ...f.puzzle, givens: someGivens(f.solution, share) });
  });
});

describe('relation rules: messages name the constraint and the element', () => {
  const fails =
    (c: VariantConstraint, size = 4) =>
    () =>
      resolveVariantPuzzle({ size, constraints: [{ type: 'antiKing' }, c] });

  it.each<[VariantConstraint, RegExp, number?]>([
    [
      { type: 'clone', cells: ['r1c1', 'r1c2'], clones: ['r3c3'] },
      /^constraint #1 \(clone\): 'cells' has 2 cells but 'clones' has 1$/,
    ],
    [
      { type: 'clone', cells: ['r1c1'], clones: ['r1c1'] },
      /^constraint #1 \(clone\): r1c1 is its own clone$/,
    ],
    [
      { type: 'sameValues', sets: [['r1c1', 'r1c2'], ['r3c3']] },
      /'sets\[1\]' has 1 cells but 'sets\[0\]' has 2/,
    ],
    [{ type: 'sameValues', sets: [['r1c1'], ['r1c1']] }, /'sets' lists r1c1 in two sets/],
    [
      { type: 'valueIndexing', cells: ['r1c1', 'r1c2', 'r1c3', 'r1c4', 'r2c4', 'r3c4', 'r4c4'] },
      /at most 4 cells away/,
    ],
    [
      { type: 'globalEntropy' },
      /^constraint #1 \(globalEntropy\): 1..4 does not split into three equal thirds/,
    ],
    [{ type: 'dutchFlatmates' }, /^constraint #1 \(dutchFlatmates\): 1..4 has no middle digit/],
    [{ type: 'countDistinct', cells: ['r1c1', 'r1c2'], count: 3 }, /2 cells cannot hold 3 different digits/],
    [{ type: 'containExact', cells: ['r1c1'], values: [1, 2] }, /2 digits cannot fit in 1 cells/],
    [{ type: 'candidates', cells: ['r1c1'], values: [5] }, /'values' must hold digits 1..4; got 5/],
    [
      { type: 'regexLine', cells: ['r1c1', 'r1c2'], pattern: '1(2|3' },
      /^constraint #1 \(regexLine\): 'pattern': expected '\)' closing '\(' at 2/,
    ],
    [
      { type: 'regexLine', cells: ['r1c1', 'r1c2'], pattern: '15' },
      /'pattern': '5' at 2 is not a digit 1..4/,
    ],
    [{ type: 'regexLine', cells: ['r1c1', 'r1c2'], pattern: '*1' }, /'\*' at 1 repeats nothing/],
    [
      { type: 'regexLine', cells: ['r1c1', 'r1c2'], pattern: '123' },
      /no 2 digits 1..4 are accepted \(the line's length\)/,
    ],
    [
      { type: 'pairLine', cells: ['r1c1', 'r1c2'], expression: 'a = b' },
      /'expression': unexpected '=' at 3 \(write '==' to compare\)/,
    ],
    [
      { type: 'pairLine', cells: ['r1c1', 'r1c2'], expression: 'process.exit(1)' },
      /'expression': unexpected '\.' at 8/,
    ],
    [
      { type: 'pairLine', cells: ['r1c1', 'r1c2'], expression: 'constructor(a)' },
      /unknown name 'constructor' at 1/,
    ],
    [
      { type: 'pairLine', cells: ['r1c1', 'r1c2'], expression: 'a > 9' },
      /no two digits 1..4 satisfy the relation/,
    ],
    [{ type: 'pairLine', cells: ['r1c1', 'r1c2'] }, /give exactly one of 'pairs' and 'expression'/],
    [
      { type: 'nfaLine', cells: ['r1c1'], automaton: { start: 0, accepting: [1], transitions: [[0, 7, 1]] } },
      /'automaton' must be an automaton .*transition #0 reads 7, not a digit 1..4/,
    ],
    [
      {
        type: 'or',
        rules: [{ type: 'kropki', color: 'white', cells: ['r1c1', 'r1c3'] }, { type: 'antiKnight' }],
      },
      /^constraint #1 \(or\): rule #0 \(kropki\): r1c1 and r1c3 are not orthogonally adjacent$/,
    ],
    [
      { type: 'or', rules: [{ type: 'antiKnight' }, { type: 'nope' }] },
      /^constraint #1 \(or\): rule #1 \(nope\): unknown type 'nope'/,
    ],
    [
      { type: 'and', rules: [{ type: 'clone', cells: ['r1c1'] }] },
      /^constraint #1 \(and\): rule #0 \(clone\): missing property 'clones'$/,
    ],
    [
      { type: 'or', rules: [{ type: 'antiKnight' }, { type: 'antiKing' }] },
      /^constraint #1 \(or\): its rules' \d+ cells allow too many digit combinations/,
      9,
    ],
  ])('%j', (c, message, size) => {
    expect(fails(c, size ?? 4)).toThrow(message);
  });
});

describe('digit patterns (regex lines)', () => {
  // Patterns of the common syntax, over digits 1..4, built at random: JavaScript's RegExp is the oracle.
  const atom: fc.Arbitrary<string> = fc.letrec<{ p: string }>((tie) => ({
    p: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('1', '2', '3', '4', '.', '[12]', '[^3]', '[2-4]'),
      fc.tuple(tie('p'), tie('p')).map(([a, b]) => a + b),
      fc.tuple(tie('p'), tie('p')).map(([a, b]) => `(${a}|${b})`),
      fc
        .tuple(tie('p'), fc.constantFrom('*', '+', '?', '{2}', '{1,}', '{0,2}'))
        .map(([a, q]) => `(${a})${q}`),
    ),
  })).p;

  it('accept exactly what JavaScript RegExp accepts, both as automaton and as deterministic automaton', () => {
    fc.assert(
      fc.property(atom, fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 6 }), (pattern, digits) => {
        const re = new RegExp(`^(?:${pattern})$`);
        const nfa = parseDigitRegex(pattern, 4);
        const want = re.test(digits.join(''));
        expect(nfaAccepts(nfa, digits)).toBe(want);
        let dfa: ReturnType<typeof nfaToDfa> | undefined;
        try {
          dfa = nfaToDfa(nfa, 4);
        } catch {
          // No accepting state: nothing matches.
          expect(want).toBe(false);
          return;
        }
        let q: number | undefined = dfa.start;
        for (const d of digits) q = dfa.transitions.find(([from, s]) => from === q && s === d)?.[2];
        expect(q !== undefined && dfa.accepting.includes(q)).toBe(want);
      }),
      { numRuns: 300, seed: 18 },
    );
  });
});

describe('pair expressions (parsed, never evaluated as code)', () => {
  it.each(Object.entries(PAIR_REFERENCES))(
    '%s agrees with its JavaScript reference on every pair',
    (text, ref) => {
      const f = parsePairExpression(text);
      for (let a = 1; a <= 9; a++) for (let b = 1; b <= 9; b++) expect(f(a, b) !== 0).toBe(ref(a, b));
    },
  );

  it('keeps precedence and associativity: * before +, comparisons before &&, left to right', () => {
    expect(parsePairExpression('1 + 2 * 3')(0, 0)).toBe(7);
    expect(parsePairExpression('10 - 3 - 2')(0, 0)).toBe(5);
    expect(parsePairExpression('a - b * 2 == 0 && !(b == 0)')(6, 3)).toBe(1);
    expect(parsePairExpression('-a + abs(-b) === 0')(2, 2)).toBe(1);
    expect(parsePairExpression('7 / 2')(0, 0)).toBe(3.5);
  });

  it.each(['', 'a +', '(a', 'min(a)', 'a b', 'constructor', 'a ? b : 1', 'a & b'])('refuses %j', (text) => {
    expect(() => parsePairExpression(text)).toThrow(PairExpressionError);
  });
});

describe('f-puzzles clones', () => {
  it("reads 'clone' (cells + cloneCells) and writes it back", () => {
    const grid = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({})));
    const read = fromFPuzzles({
      size: 4,
      grid,
      clone: [{ cells: ['R1C1', 'R1C2'], cloneCells: ['R3C3', 'R3C4'] }],
    });
    expect(read.constraints).toEqual([{ type: 'clone', cells: ['R1C1', 'R1C2'], clones: ['R3C3', 'R3C4'] }]);
    expect(toFPuzzles(read).clone).toEqual([{ cells: ['R1C1', 'R1C2'], cloneCells: ['R3C3', 'R3C4'] }]);
  });
});

describe('property tests: expressions and automata', () => {
  // Random expression trees, printed fully parenthesised and evaluated here over the tree itself.
  type Expr = { op: string; args: Expr[] } | { leaf: string };
  const leaf = fc.constantFrom<Expr>(
    { leaf: 'a' },
    { leaf: 'b' },
    { leaf: '0' },
    { leaf: '1' },
    { leaf: '3' },
  );
  const expr: fc.Arbitrary<Expr> = fc.letrec<{ e: Expr }>((tie) => ({
    e: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .tuple(
          fc.constantFrom('+', '-', '*', '%', '==', '!=', '<', '<=', '>', '>=', '&&', '||'),
          tie('e'),
          tie('e'),
        )
        .map(([op, x, y]): Expr => ({ op, args: [x, y] })),
      fc.tuple(fc.constantFrom('!', 'neg', 'abs'), tie('e')).map(([op, x]): Expr => ({ op, args: [x] })),
      fc
        .tuple(fc.constantFrom('min', 'max'), tie('e'), tie('e'))
        .map(([op, x, y]): Expr => ({ op, args: [x, y] })),
    ),
  })).e;
  const print = (e: Expr): string => {
    if ('leaf' in e) return e.leaf;
    const [x, y] = e.args.map(print);
    if (e.op === '!') return `!(${x})`;
    if (e.op === 'neg') return `-(${x})`;
    if (e.op === 'abs' || e.op === 'min' || e.op === 'max') return `${e.op}(${e.args.map(print).join(', ')})`;
    return `(${x}) ${e.op} (${y})`;
  };
  const value = (e: Expr, a: number, b: number): number => {
    if ('leaf' in e) return e.leaf === 'a' ? a : e.leaf === 'b' ? b : Number(e.leaf);
    const [x, y] = e.args.map((s) => value(s, a, b)) as [number, number];
    const bool = (t: boolean) => (t ? 1 : 0);
    switch (e.op) {
      case '+':
        return x + y;
      case '-':
        return x - y;
      case '*':
        return x * y;
      case '%':
        return x % y;
      case '==':
        return bool(x === y);
      case '!=':
        return bool(x !== y);
      case '<':
        return bool(x < y);
      case '<=':
        return bool(x <= y);
      case '>':
        return bool(x > y);
      case '>=':
        return bool(x >= y);
      // JavaScript's truth of a number: neither 0 nor NaN.
      case '&&':
        return bool(Boolean(x) && Boolean(y));
      case '||':
        return bool(Boolean(x) || Boolean(y));
      case '!':
        return bool(!x);
      case 'neg':
        return -x;
      case 'abs':
        return Math.abs(x);
      case 'min':
        return Math.min(x, y);
      default:
        return Math.max(x, y);
    }
  };

  it('a parsed expression evaluates like its tree, on every digit pair', () => {
    fc.assert(
      fc.property(expr, (e) => {
        const f = parsePairExpression(print(e));
        for (let a = 1; a <= 4; a++)
          for (let b = 1; b <= 4; b++)
            expect(Object.is(f(a, b), value(e, a, b)) || f(a, b) === value(e, a, b)).toBe(true);
      }),
      { numRuns: 300, seed: 18 },
    );
  });

  it('the deterministic automaton accepts exactly what the nondeterministic one accepts', () => {
    const nfa = fc.record({
      states: fc.constant(4),
      starts: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 }),
      accepting: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 }),
      transitions: fc.array(
        fc.tuple(
          fc.integer({ min: 0, max: 3 }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 0, max: 3 }),
        ),
        {
          maxLength: 12,
        },
      ),
      epsilon: fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })), {
        maxLength: 3,
      }),
    });
    fc.assert(
      fc.property(nfa, fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 5 }), (a, word) => {
        const want = nfaAccepts(a, word);
        let dfa: ReturnType<typeof nfaToDfa>;
        try {
          dfa = nfaToDfa(a, 3);
        } catch {
          expect(want).toBe(false);
          return;
        }
        let q: number | undefined = dfa.start;
        for (const d of word) q = dfa.transitions.find(([from, s]) => from === q && s === d)?.[2];
        expect(q !== undefined && dfa.accepting.includes(q)).toBe(want);
      }),
      { numRuns: 400, seed: 18 },
    );
  });
});

describe('f-puzzles given candidates', () => {
  it("reads 'givenPencilMarks' of grid cells as candidates (one constraint per set) and writes them back", () => {
    const grid = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, (): Record<string, unknown> => ({})),
    );
    grid[0]![0] = { givenPencilMarks: [2, 1] };
    grid[1]![2] = { givenPencilMarks: [1, 2] };
    grid[3]![3] = { givenPencilMarks: [4] };
    grid[2]![2] = { value: 3, given: true, givenPencilMarks: [1] };
    const read = fromFPuzzles({ size: 4, grid });
    expect(read.constraints).toEqual([
      { type: 'candidates', cells: ['R1C1', 'R2C3'], values: [1, 2] },
      { type: 'candidates', cells: ['R4C4'], values: [4] },
    ]);
    const written = toFPuzzles(read).grid as Record<string, unknown>[][];
    expect(written[0]![0]).toEqual({ givenPencilMarks: [1, 2] });
    expect(written[3]![3]).toEqual({ givenPencilMarks: [4] });
    expect(fromFPuzzles(toFPuzzles(read)).constraints).toEqual(read.constraints);
  });

  it('refuses pencil marks that are not digits, naming the cell', () => {
    const grid = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, (): Record<string, unknown> => ({})),
    );
    grid[1]![1] = { givenPencilMarks: 'x' };
    expect(() => fromFPuzzles({ size: 4, grid })).toThrow(
      /'grid' R2C2: 'givenPencilMarks' must be a list of digits/,
    );
  });
});
