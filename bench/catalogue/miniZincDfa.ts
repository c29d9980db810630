import { type Dfa, dfaProblem } from '../../core/index.js';

/**
 * The arguments `Q, S, d, q0, F` of MiniZinc's `regular` for a cspkit automaton whose symbols are
 * `symbols` (symbol `symbols[k]` becomes MiniZinc symbol `k + 1`, state `q` becomes `q + 1`, and a
 * missing transition the failure state 0).
 */
export function miniZincDfa(dfa: Dfa, symbols: readonly number[]): string {
  const problem = dfaProblem(dfa);
  if (problem !== null) throw new Error(problem);
  const table = Array.from({ length: dfa.states }, () => new Array<number>(symbols.length).fill(0));
  for (const [q, a, r] of dfa.transitions) {
    const k = symbols.indexOf(a);
    if (k < 0) throw new Error(`symbol ${a} is not one of ${symbols.join(', ')}`);
    table[q]![k] = r + 1;
  }
  const d = `[|${table.map((row) => row.join(',')).join('|')}|]`;
  return `${dfa.states}, ${symbols.length}, ${d}, ${dfa.start + 1}, {${dfa.accepting.map((q) => q + 1).join(',')}}`;
}
