import type { Dfa } from '../../../../core/index.js';
import { lineDfa } from './lineDfa.js';

/** Reading state: the run length not read yet, a run being read (`left` cells to go), or past the run. */
type State = { readonly left: number; readonly label: number } | 'start' | 'past';

/**
 * The automaton of a chaos run over `[X, label₁, …, labelₘ]` (symbols 1..n): the first X labels are
 * equal and the next one, if any, differs; X above m is rejected (the run would leave the list). States:
 * labels of the run still to read and the run's label, then "past the run".
 */
export function chaosRunDfa(n: number, m: number): Dfa {
  return lineDfa<State>(
    n,
    'start',
    (s) => (typeof s === 'string' ? s : `${s.left} ${s.label}`),
    (s, d) => {
      if (s === 'start') return d <= m ? { left: d, label: 0 } : undefined;
      if (s === 'past') return 'past';
      if (s.left > 0) return s.label === 0 || d === s.label ? { left: s.left - 1, label: d } : undefined;
      return d === s.label ? undefined : 'past';
    },
    (s) => s === 'past' || (typeof s !== 'string' && s.left === 0 && s.label !== 0),
  );
}
