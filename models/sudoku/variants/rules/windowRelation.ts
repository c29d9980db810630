import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';

const tables = new Map<string, number[][]>();

/** Every tuple of `width` digits 1..n that `allowed` accepts, shared between builds under `key`. */
function tuplesOf(
  key: string,
  width: number,
  n: number,
  allowed: (w: readonly number[]) => boolean,
): number[][] {
  const full = `${key} ${width} ${n}`;
  let t = tables.get(full);
  if (t === undefined) {
    t = [];
    const w = new Array<number>(width).fill(1);
    for (;;) {
      if (allowed(w)) t.push(w.slice());
      let i = width - 1;
      while (i >= 0 && w[i] === n) w[i--] = 1;
      if (i < 0) break;
      w[i]!++;
    }
    tables.set(full, t);
  }
  return t;
}

/**
 * A line rule that holds when every run of `width` consecutive cells passes `allowed` (whispers, parity,
 * entropic lines…). Each run becomes one `table` of the digit tuples `allowed` accepts, which prunes
 * every value with no support in the run (arc consistency), and every backend with tables can use it.
 * `key` names `allowed` for the table cache: equal keys must mean equal predicates for the same n.
 */
export function windowRelation(
  text: string,
  key: string,
  width: number,
  n: number,
  allowed: (w: readonly number[]) => boolean,
): CellRelation {
  return {
    text,
    holds: (values) => {
      for (let i = 0; i + width <= values.length; i++) if (!allowed(values.slice(i, i + width))) return false;
      return true;
    },
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const tuples = tuplesOf(key, width, n, allowed);
      for (let i = 0; i + width <= vars.length; i++) model.table(vars.slice(i, i + width), tuples, name);
    },
  };
}
