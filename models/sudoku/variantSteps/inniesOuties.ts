import type { Step } from '../techniques/Step.js';
import { cellList } from './describe.js';
import { sumStep } from './sumStep.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** Most cells an innies / outies equation may have to be worth a step (more is no longer "a few cells"). */
const MAX_EQUATION_CELLS = 4;
/** Most consecutive rows or columns taken together. */
const MAX_LINES = 4;

/** A union of whole houses: its name, cells (as a set) and how many houses it is. */
interface HouseUnion {
  readonly name: string;
  readonly cells: ReadonlySet<number>;
  readonly houses: readonly number[];
}

/** Single houses, runs of 2..4 consecutive rows or columns, and pairs of touching boxes or regions. */
function unionsOf(grid: VariantCandidates): HouseUnion[] {
  const out: HouseUnion[] = [];
  const n = grid.size;
  const rows: number[] = [];
  const cols: number[] = [];
  const boxes: number[] = [];
  grid.houses.forEach((h, i) => {
    if (h.kind === 'row') rows.push(i);
    else if (h.kind === 'column') cols.push(i);
    else if (h.kind === 'box' || h.kind === 'region') boxes.push(i);
  });
  const make = (houses: readonly number[], name: string): HouseUnion => ({
    name,
    houses,
    cells: new Set(houses.flatMap((h) => grid.houses[h]!.cells)),
  });
  for (const h of [...rows, ...cols, ...boxes]) out.push(make([h], grid.houses[h]!.name));
  for (const [list, word] of [
    [rows, 'rows'],
    [cols, 'columns'],
  ] as const) {
    for (let k = 2; k <= Math.min(MAX_LINES, n - 1); k++) {
      for (let s = 0; s + k <= list.length; s++)
        out.push(make(list.slice(s, s + k), `${word} ${s + 1}–${s + k}`));
    }
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = grid.houses[boxes[i]!]!.cells;
      const b = new Set(grid.houses[boxes[j]!]!.cells);
      const touch = a.some((c) => {
        const r = Math.floor(c / n);
        const k = c % n;
        return (
          (k + 1 < n && b.has(c + 1)) ||
          (k > 0 && b.has(c - 1)) ||
          (r + 1 < n && b.has(c + n)) ||
          (r > 0 && b.has(c - n))
        );
      });
      if (touch) {
        out.push(
          make([boxes[i]!, boxes[j]!], `${grid.houses[boxes[i]!]!.name} and ${grid.houses[boxes[j]!]!.name}`),
        );
      }
    }
  }
  return out;
}

const unionCache = new WeakMap<VariantCandidates['houses'], HouseUnion[]>();

/**
 * Innies and outies (the 45 rule): a union of whole houses holds `k·N(N+1)/2`. Killer cages wholly inside
 * account for their totals; the cells left over (innies), less the cells of overlapping cages that stick
 * out (outies), then add up to a known number. With at most four such cells the equation is a small sum,
 * reasoned about like a cage (combinations that fit, digits they leave out).
 */
export const inniesOuties: VariantTechnique = {
  id: 'innies-outies',
  name: 'Innies and outies',
  cost: { first: 1200, later: 600 },
  find(grid: VariantCandidates): Step | null {
    const cages = grid.resolved.sums.filter((s) => s.origin.type === 'killer');
    if (cages.length === 0) return null;
    const summed = new Set(cages.flatMap((s) => s.cells));
    let unions = unionCache.get(grid.houses);
    if (unions === undefined) unionCache.set(grid.houses, (unions = unionsOf(grid)));
    const houseTotal = (grid.size * (grid.size + 1)) / 2;
    for (const u of unions) {
      const total = houseTotal * u.houses.length;
      let inside = 0;
      let partial = 0;
      const partialInside: number[] = [];
      const outies: number[] = [];
      for (const s of cages) {
        const within = s.cells.filter((c) => u.cells.has(c));
        if (within.length === 0) continue;
        if (within.length === s.cells.length) inside += s.rhs;
        else {
          partial += s.rhs;
          partialInside.push(...within);
          outies.push(...s.cells.filter((c) => !u.cells.has(c)));
        }
      }
      // Cells of the union in no cage with a total: their sum is only known through the rule.
      const innies = [...u.cells].filter((c) => !summed.has(c));
      const equations: { plus: number[]; minus: number[]; rhs: number; how: string }[] = [
        {
          plus: innies,
          minus: outies,
          rhs: total - inside - partial,
          how: `the cages inside add ${inside} and the cages across its edge ${partial}`,
        },
        {
          plus: [...innies, ...partialInside],
          minus: [],
          rhs: total - inside,
          how: `the cages inside add ${inside}`,
        },
      ];
      for (const eq of equations) {
        const size = eq.plus.length + eq.minus.length;
        if (size === 0 || size > MAX_EQUATION_CELLS) continue;
        const cells = [...eq.plus, ...eq.minus];
        if (cells.every((c) => grid.values[c] !== 0)) continue;
        const lhs =
          eq.minus.length === 0
            ? cellList(grid, eq.plus) || '0'
            : `${eq.plus.length === 0 ? '0' : cellList(grid, eq.plus).replaceAll(', ', ' + ')} − ${cellList(grid, eq.minus).replaceAll(', ', ' − ')}`;
        const text = `${u.name} ${u.houses.length === 1 ? 'holds' : 'hold'} ${total}; ${eq.how}, so ${eq.minus.length === 0 ? `${lhs} sum to` : `${lhs} =`} ${eq.rhs}`;
        const step = sumStep(this, grid, {
          cells,
          coeffs: [...eq.plus.map(() => 1), ...eq.minus.map(() => -1)],
          rhs: eq.rhs,
          text,
        });
        if (step !== null) return step;
      }
    }
    return null;
  },
};
