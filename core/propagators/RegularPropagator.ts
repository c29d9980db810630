import type { CompiledDfa } from '../constraints/regular/compileDfa.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_DOMAIN } from '../propagation/events.js';
import { PassPropagator } from '../propagation/PassPropagator.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_EXPENSIVE } from '../propagation/Propagator.js';
import { checkScope } from './checkScope.js';

/**
 * A sequence of variables accepted by a DFA, domain consistent when no variable repeats (Pesant's
 * layered graph).
 *
 * Layer `i` holds the automaton's states after reading `i` values. One call marks, forward, the
 * states reachable from the start through values still in the domains, then, backward, those from
 * which an accepting state is still reachable; a value of position `i` is kept exactly when some
 * transition on it joins a state marked both ways in layer `i` to one in layer `i + 1`. That is
 * every value of some accepted word, so with distinct variables one pass reaches the fixpoint. A
 * repeated variable keeps the values supported at all of its positions, and the pass is repeated
 * until nothing changes (sound, not necessarily domain consistent).
 *
 * The layers are recomputed from the domains on each call, so nothing has to survive
 * backtracking; a call costs O(positions × transitions) word tests and allocates nothing.
 */
export class RegularPropagator extends PassPropagator {
  /** The sequence, one variable per position. */
  readonly scope: Int32Array;
  private readonly dfa: CompiledDfa;
  // Per position i and transition t (at i·T + t): the store word and bit of the transition's
  // symbol for the variable at i (mask 0 when the symbol is outside its bit range), and the word
  // of `sup` recording it.
  private tWord: Int32Array = new Int32Array(0);
  private tMask: Int32Array = new Int32Array(0);
  private tSup: Int32Array = new Int32Array(0);
  private sup: Int32Array = new Int32Array(0);
  private supStart: Int32Array = new Int32Array(0);
  // Layer marks: state q of layer i at i·states + q.
  private readonly forward: Uint8Array;
  private readonly backward: Uint8Array;

  /** Builds the propagator over `scope` (read in order) and a compiled automaton. */
  constructor(scope: Int32Array, dfa: CompiledDfa) {
    super();
    this.scope = scope;
    this.dfa = dfa;
    this.repeats = new Set(scope).size !== scope.length;
    const cells = (scope.length + 1) * dfa.states;
    if (cells > 1 << 26) {
      throw new InvalidModelError(
        `RegularPropagator: ${scope.length} positions × ${dfa.states} states is too large a layered graph`,
      );
    }
    this.forward = new Uint8Array(cells);
    this.backward = new Uint8Array(cells);
    this.priority = PRIORITY_EXPENSIVE;
  }

  /** Resolves every transition's symbol against each position's domain; wakes on any removal. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    const scope = this.scope;
    const n = scope.length;
    const T = this.dfa.from.length;
    checkScope(s, scope, 'RegularPropagator');
    const supStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) supStart[i + 1] = supStart[i]! + s.nwords[scope[i]!]!;
    this.tWord = new Int32Array(n * T);
    this.tMask = new Int32Array(n * T);
    this.tSup = new Int32Array(n * T);
    for (let i = 0; i < n; i++) {
      const v = scope[i]!;
      for (let t = 0; t < T; t++) {
        const bit = this.dfa.symbol[t]! - s.offset[v]!;
        if (bit < 0 || bit >= s.nwords[v]! << 5) continue; // never in the domain: mask 0
        this.tWord[i * T + t] = s.start[v]! + (bit >>> 5);
        this.tMask[i * T + t] = 1 << (bit & 31);
        this.tSup[i * T + t] = supStart[i]! + (bit >>> 5);
      }
    }
    this.sup = new Int32Array(supStart[n]!);
    this.supStart = supStart;
    for (let i = 0; i < n; i++) engine.subscribe(scope[i]!, this, EV_DOMAIN, i);
  }

  /** One pruning pass; `false` means failure. */
  protected pass(engine: PropagationEngine): boolean {
    const words = engine.store.words;
    const { from, to, accepting, states: Q } = this.dfa;
    const T = from.length;
    const n = this.scope.length;
    const fw = this.forward;
    const bw = this.backward;
    const tWord = this.tWord;
    const tMask = this.tMask;
    fw.fill(0);
    bw.fill(0);
    fw[this.dfa.start] = 1;
    for (let i = 0; i < n; i++) {
      const here = i * Q;
      const there = here + Q;
      const at = i * T;
      let any = false;
      for (let t = 0; t < T; t++) {
        if (fw[here + from[t]!] && (words[tWord[at + t]!]! & tMask[at + t]!) !== 0) {
          fw[there + to[t]!] = 1;
          any = true;
        }
      }
      if (!any) return false;
    }
    let accepted = false;
    const last = n * Q;
    for (let q = 0; q < Q; q++) {
      if (fw[last + q] && accepting[q]) {
        bw[last + q] = 1;
        accepted = true;
      }
    }
    if (!accepted) return false;
    const sup = this.sup;
    const tSup = this.tSup;
    sup.fill(0);
    for (let i = n - 1; i >= 0; i--) {
      const here = i * Q;
      const there = here + Q;
      const at = i * T;
      for (let t = 0; t < T; t++) {
        const q = from[t]!;
        if (fw[here + q] && bw[there + to[t]!] && (words[tWord[at + t]!]! & tMask[at + t]!) !== 0) {
          bw[here + q] = 1;
          sup[tSup[at + t]!]! |= tMask[at + t]!;
        }
      }
    }
    const supStart = this.supStart;
    for (let i = 0; i < n; i++) {
      const v = this.scope[i]!;
      const base = supStart[i]!;
      const nw = supStart[i + 1]! - base;
      for (let k = 0; k < nw; k++) if (!engine.keepWord(v, k, sup[base + k]!)) return false;
    }
    return true;
  }
}
