import { gridNeighbours } from './chaos/gridNeighbours.js';
import { valueTotal } from './indexTotal.js';
import { pairRuleHolds } from './pairRuleHolds.js';
import type { ConstraintOrigin, PairRule, ResolvedVariant } from './ResolvedVariant.js';

/** One broken rule found by {@link findVariantViolations}. */
export interface VariantViolation {
  /** What is wrong, naming the cells (`r1c1 and r1c2 hold 3 and 5: not consecutive`). */
  readonly message: string;
  /** The constraint broken, when it is not a row, column, box or region. */
  readonly origin?: ConstraintOrigin;
}

const RULE_TEXT: Record<PairRule, (k: number) => string> = {
  ne: () => 'must differ',
  lt: () => 'must increase',
  diff: (k) => `must differ by ${k}`,
  notDiff: (k) => `must not differ by ${k}`,
  ratio: (k) => `must be in ratio ${k}`,
  notRatio: (k) => `must not be in ratio ${k}`,
  sum: (k) => `must sum to ${k}`,
  notSum: (k) => `must not sum to ${k}`,
};

/**
 * Every rule of `r` that `values` (one per cell, `0` = empty) breaks. With `partial`, rules touching an
 * empty cell are skipped (used to check givens before search); otherwise empty cells are not reported
 * here (the caller checks completeness) but make their rules fail.
 */
export function findVariantViolations(
  r: ResolvedVariant,
  values: ArrayLike<number>,
  partial: boolean,
): VariantViolation[] {
  const g = r.shape;
  // Values are stored as indices 1..N: messages show the values themselves (0-based puzzles).
  const val = (v: number): number => (v === 0 ? 0 : g.value(v));
  const out: VariantViolation[] = [];
  const push = (message: string, origin: ConstraintOrigin | undefined): void => {
    out.push(origin === undefined ? { message } : { message, origin });
  };
  const name = (c: number): string => g.cellName(c);
  const seen = new Map<number, number>();
  for (const group of r.groups) {
    seen.clear();
    for (const c of group.cells) {
      const v = values[c]!;
      if (v === 0) continue;
      const other = seen.get(v);
      if (other !== undefined)
        push(`${group.name}: ${name(other)} and ${name(c)} both hold ${val(v)}`, group.origin);
      else seen.set(v, c);
    }
  }
  for (let c = 0; c < g.cellCount; c++) {
    const v = values[c]!;
    const p = r.parity[c]!;
    if (v !== 0 && p !== 0 && v % 2 !== p % 2) {
      push(`${name(c)} holds ${val(v)} but must be ${p === 2 ? 'even' : 'odd'}`, undefined);
    }
  }
  for (const pair of r.pairs) {
    const x = values[pair.a]!;
    const y = values[pair.b]!;
    if (partial && (x === 0 || y === 0)) continue;
    if (!pairRuleHolds(pair.rule, pair.k, x, y)) {
      push(
        `${name(pair.a)} and ${name(pair.b)} hold ${val(x)} and ${val(y)}: ${RULE_TEXT[pair.rule](pair.k)}`,
        pair.origin,
      );
    }
  }
  for (const s of r.sums) {
    let total = 0;
    let empty = false;
    for (let i = 0; i < s.cells.length; i++) {
      const v = values[s.cells[i]!]!;
      if (v === 0) empty = true;
      total += s.coeffs[i]! * v;
    }
    if (partial && empty) continue;
    if (total !== s.rhs) {
      const terms = s.cells
        .map((c, i) => `${s.coeffs[i] === 1 ? '' : `${s.coeffs[i]}·`}${name(c)}`)
        .join(' + ');
      // Totals are kept over value indices: the message shows them over the values (0-based puzzles).
      push(
        `${terms} = ${valueTotal(g, s.coeffs, total)}, expected ${valueTotal(g, s.coeffs, s.rhs)}`,
        s.origin,
      );
    }
  }
  for (const s of r.sandwiches) {
    const line = s.cells.map((c) => values[c]!);
    if (partial && line.includes(0)) continue;
    const i1 = line.indexOf(1);
    const iN = line.indexOf(g.values);
    if (i1 < 0 || iN < 0) {
      push(`${s.line} has no ${i1 < 0 ? 1 : g.values}, so no sandwich`, s.origin);
      continue;
    }
    let total = 0;
    for (let i = Math.min(i1, iN) + 1; i < Math.max(i1, iN); i++) total += line[i]!;
    if (total !== s.sum)
      push(`${s.line}: the digits between 1 and ${g.values} sum to ${total}, expected ${s.sum}`, s.origin);
  }
  for (const rel of r.relations) {
    const line = rel.cells.map((c) => values[c]!);
    if (partial && line.includes(0)) continue;
    if (!rel.relation.holds(line)) {
      push(
        `${rel.cells.map(name).join(', ')} hold ${line.map(val).join(', ')}: ${rel.relation.text}`,
        rel.origin,
      );
    }
  }
  if (g.chaos) checkChaos(r, values, partial, push);
  return out;
}

/** Whether the cells of `list` form one orthogonally connected piece (a walk from the first reaches all). */
function pieceConnected(list: readonly number[], neighbours: readonly (readonly number[])[]): boolean {
  const inside = new Set(list);
  const seen = new Set<number>([list[0]!]);
  const stack = [list[0]!];
  while (stack.length > 0) {
    for (const d of neighbours[stack.pop()!]!) {
      if (inside.has(d) && !seen.has(d)) {
        seen.add(d);
        stack.push(d);
      }
    }
  }
  return seen.size === list.length;
}

/**
 * A chaos construction: the label cells split the grid into N regions of N cells (each label a region),
 * each connected and holding different values, as the hints say. With `partial` (givens only, no labels
 * yet) only the hinted groups' values are checked.
 */
function checkChaos(
  r: ResolvedVariant,
  values: ArrayLike<number>,
  partial: boolean,
  push: (message: string, origin: ConstraintOrigin | undefined) => void,
): void {
  const g = r.shape;
  const cells = g.gridCellCount;
  const hints = r.chaosHints ?? new Int32Array(cells).fill(-1);
  const name = (c: number): string => g.cellName(c);
  const sameHint = new Map<number, Map<number, number>>();
  for (let c = 0; c < cells; c++) {
    const h = hints[c]!;
    const v = values[c]!;
    if (h < 0 || v === 0) continue;
    let seen = sameHint.get(h);
    if (seen === undefined) sameHint.set(h, (seen = new Map()));
    const other = seen.get(v);
    if (other !== undefined)
      push(`chaos hint region: ${name(other)} and ${name(c)} both hold ${g.value(v)}`, undefined);
    else seen.set(v, c);
  }
  if (partial) return;
  const label = (c: number): number => values[g.regionCell(c)]!;
  const members = new Map<number, number[]>();
  for (let c = 0; c < cells; c++) {
    const l = label(c);
    let list = members.get(l);
    if (list === undefined) members.set(l, (list = []));
    list.push(c);
  }
  for (const [l, list] of members) {
    if (list.length !== g.values)
      push(
        `chaos region ${g.value(l)} (${name(list[0]!)} …) has ${list.length} cells; each needs ${g.values}`,
        undefined,
      );
    const seen = new Map<number, number>();
    for (const c of list) {
      const other = seen.get(values[c]!);
      if (other !== undefined)
        push(
          `chaos region ${g.value(l)}: ${name(other)} and ${name(c)} both hold ${g.value(values[c]!)}`,
          undefined,
        );
      else seen.set(values[c]!, c);
    }
  }
  const neighbours = gridNeighbours(g.rows, g.columns);
  for (const [l, list] of members) {
    // One region at a time, so that the message names the split one.
    if (!pieceConnected(list, neighbours))
      push(`chaos region ${g.value(l)} (${name(list[0]!)} …) is not connected`, undefined);
  }
  for (let a = 0; a < cells; a++) {
    if (hints[a]! < 0) continue;
    for (let b = a + 1; b < cells; b++) {
      if (hints[b]! < 0) continue;
      if ((hints[a] === hints[b]) !== (label(a) === label(b))) {
        const want = hints[a] === hints[b] ? 'share a region' : 'lie in different regions';
        push(`${name(a)} and ${name(b)} must ${want} (chaos hints)`, undefined);
      }
    }
  }
}
