// Independent tests of what the relation, global and composite rules mean, written from ISS's rule texts
// without any of the rules' code: the fixtures' solutions and the models' solution sets are checked
// against them.
import type { CellRef, VariantConstraint } from '../../../../models/sudoku/variants/index.js';

/** A test on a whole grid (digits row by row). */
export type GridOracle = (grid: readonly number[]) => boolean;

const cellOf = (ref: CellRef, n: number): number => {
  const [r, c] = typeof ref === 'string' ? ref.slice(1).split(/c/i).map(Number) : ref;
  return (r! - 1) * n + (c! - 1);
};

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join(',');

/** The expressions the tests use, written as JavaScript functions by hand (the reference for the parser). */
export const PAIR_REFERENCES: Readonly<Record<string, (a: number, b: number) => boolean>> = {
  'abs(a - b) >= 2 && (a + b) % 3 != 0': (a, b) => Math.abs(a - b) >= 2 && (a + b) % 3 !== 0,
  'abs(a - b) >= 3': (a, b) => Math.abs(a - b) >= 3,
  'abs(a - b) >= 2': (a, b) => Math.abs(a - b) >= 2,
  'a % (b - a) == 0 || b % 0': (a, b) => a % (b - a) === 0 || Boolean(b % 0),
  'a < b || a == 4': (a, b) => a < b || a === 4,
  'max(a, b) - min(a, b) == 1 || !(a * b % 2)': (a, b) =>
    Math.max(a, b) - Math.min(a, b) === 1 || (a * b) % 2 === 0,
};

/** The meaning of one constraint of the rules under test, as a test on the grid. */
export function oracleOf(c: VariantConstraint, n: number): GridOracle {
  const cells = (refs: readonly CellRef[]) => refs.map((x) => cellOf(x, n));
  const at = (g: readonly number[], r: number, col: number) => g[r * n + col]!;
  switch (c.type) {
    case 'clone': {
      const a = cells(c.cells);
      const b = cells(c.clones);
      return (g) => a.length === b.length && a.every((x, i) => g[x] === g[b[i]!]);
    }
    case 'sameValues': {
      const sets = c.sets.map(cells);
      return (g) => sets.every((s) => sorted(s.map((x) => g[x]!)) === sorted(sets[0]!.map((x) => g[x]!)));
    }
    case 'indexing': {
      const cs = cells(c.cells);
      return (g) =>
        cs.every((x) => {
          const r = Math.floor(x / n);
          const col = x % n;
          const v = g[x]!;
          return c.index === 'column' ? at(g, r, v - 1) === col + 1 : at(g, v - 1, col) === r + 1;
        });
    }
    case 'valueIndexing': {
      const cs = cells(c.cells);
      return (g) => {
        const k = g[cs[1]!]!;
        return k >= 1 && k <= cs.length - 2 && g[cs[1 + k]!] === g[cs[0]!];
      };
    }
    case 'globalEntropy':
    case 'globalMod': {
      const cls = (v: number) => (c.type === 'globalMod' ? v % 3 : Math.floor((3 * (v - 1)) / n));
      return (g) => {
        for (let r = 0; r + 1 < n; r++)
          for (let col = 0; col + 1 < n; col++) {
            const w = [at(g, r, col), at(g, r, col + 1), at(g, r + 1, col), at(g, r + 1, col + 1)];
            if (new Set(w.map(cls)).size !== 3) return false;
          }
        return true;
      };
    }
    case 'antiTaxicab':
      return (g) => {
        for (let a = 0; a < n * n; a++)
          for (let b = a + 1; b < n * n; b++) {
            const d = Math.abs(Math.floor(a / n) - Math.floor(b / n)) + Math.abs((a % n) - (b % n));
            if (g[a] === g[b] && g[a] === d) return false;
          }
        return true;
      };
    case 'dutchFlatmates': {
      const m = (n + 1) / 2;
      return (g) =>
        g.every((v, x) => {
          if (v !== m) return true;
          const r = Math.floor(x / n);
          return (r > 0 && g[x - n] === 1) || (r < n - 1 && g[x + n] === n);
        });
    }
    case 'candidates': {
      const cs = cells(c.cells);
      return (g) => cs.every((x) => c.values.includes(g[x]!));
    }
    case 'containAtLeast':
    case 'containExact': {
      const cs = cells(c.cells);
      return (g) =>
        c.values.every((v) => {
          const want = c.values.filter((w) => w === v).length;
          const got = cs.filter((x) => g[x] === v).length;
          return c.type === 'containExact' ? got === want : got >= want;
        });
    }
    case 'countDistinct': {
      const cs = cells(c.cells);
      return (g) => new Set(cs.map((x) => g[x])).size === c.count;
    }
    case 'killer': {
      const cs = cells(c.cells);
      return (g) =>
        new Set(cs.map((x) => g[x])).size === cs.length &&
        (c.sum === undefined || cs.reduce((s, x) => s + g[x]!, 0) === c.sum);
    }
    case 'kropki': {
      const [a, b] = cells(c.cells) as [number, number];
      const k = c.value ?? (c.color === 'white' ? 1 : 2);
      return (g) =>
        c.color === 'white' ? Math.abs(g[a]! - g[b]!) === k : g[a] === k * g[b]! || g[b] === k * g[a]!;
    }
    case 'regexLine': {
      // JavaScript's own regular expressions as the reference (the patterns here use the common syntax).
      const re = new RegExp(`^(?:${c.pattern.replace(/\s+/g, '')})$`);
      const cs = cells(c.cells);
      return (g) => re.test(cs.map((x) => g[x]!.toString(36)).join(''));
    }
    case 'nfaLine': {
      const cs = cells(c.cells);
      const a = c.automaton;
      const starts = Array.isArray(a.start) ? (a.start as number[]) : [a.start as number];
      return (g) => {
        // Depth-first over the runs of the automaton.
        const run = (state: number, i: number): boolean =>
          i === cs.length
            ? a.accepting.includes(state)
            : a.transitions.some(
                ([from, d, to]) =>
                  from === state &&
                  (Array.isArray(d) ? d.includes(g[cs[i]!]!) : d === g[cs[i]!]) &&
                  run(to, i + 1),
              );
        return starts.some((s) => run(s, 0));
      };
    }
    case 'pairLine':
    case 'pairSet': {
      const cs = cells(c.cells);
      const ok =
        c.pairs !== undefined
          ? (a: number, b: number) => c.pairs!.some(([x, y]) => x === a && y === b)
          : PAIR_REFERENCES[c.expression!];
      if (ok === undefined) throw new Error(`no reference for the expression ${c.expression}`);
      return (g) => {
        if (c.type === 'pairLine') return cs.every((x, i) => i === 0 || ok(g[cs[i - 1]!]!, g[x]!));
        return cs.every((x, i) => cs.every((y, j) => i === j || (ok(g[x]!, g[y]!) && ok(g[y]!, g[x]!))));
      };
    }
    case 'or': {
      const branches = c.rules.map((r) => oracleOf(r as VariantConstraint, n));
      return (g) => branches.some((b) => b(g));
    }
    case 'and': {
      const parts = c.rules.map((r) => oracleOf(r as VariantConstraint, n));
      return (g) => parts.every((b) => b(g));
    }
    default:
      throw new Error(`no oracle for ${c.type}`);
  }
}
