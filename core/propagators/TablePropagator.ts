import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_EXPENSIVE, Propagator } from '../propagation/Propagator.js';

/**
 * An extensional (allowed-tuples) constraint, generalized arc consistent.
 *
 * Each call re-derives the valid tuples (all values still in their domains) straight from the
 * domains, so no state has to survive backtracking: the engine offers no reversible storage.
 * Every tuple is resolved once, in `attach`, to a (store word, bit mask) pair per position;
 * a tuple holding a value outside its variable's bit range can never be valid and is dropped
 * there. A call costs O(tuples × arity) word tests, then one `keepWord` per domain word.
 *
 * One pass reaches the fixpoint: a valid tuple supports each of its own values, so none of
 * them is removed and the set of valid tuples does not change.
 */
export class TablePropagator extends Propagator {
  /** The variables, one per tuple position. */
  readonly scope: Int32Array;
  /** The allowed tuples, flattened (`arity` values each, in value space). */
  readonly tuples: Int32Array;
  /** Values per tuple (`scope.length`). */
  readonly arity: number;
  // Resolved tuples: position p of live tuple t tests store word tWord[t·arity + p] against
  // tMask[…] and records support in local word tSup[…] of `sup`.
  private tWord: Int32Array = new Int32Array(0);
  private tMask: Int32Array = new Int32Array(0);
  private tSup: Int32Array = new Int32Array(0);
  private live = 0;
  // Supported bits per position, laid out like the scope variables' domain words.
  private sup: Int32Array = new Int32Array(0);
  private supStart: Int32Array = new Int32Array(0);

  /** Builds the table; throws `InvalidModelError` when the shapes disagree or a variable repeats. */
  constructor(scope: Int32Array, tuples: Int32Array, arity: number) {
    super();
    if (!Number.isInteger(arity) || arity < 1 || arity !== scope.length) {
      throw new InvalidModelError(`TablePropagator: arity ${arity} for a scope of ${scope.length} variables`);
    }
    if (tuples.length % arity !== 0) {
      throw new InvalidModelError(
        `TablePropagator: ${tuples.length} tuple values is not a multiple of the arity ${arity}`,
      );
    }
    const seen = new Set<number>();
    for (const v of scope) {
      if (seen.has(v))
        throw new InvalidModelError(`TablePropagator: variable ${v} appears twice in the scope`);
      seen.add(v);
    }
    this.scope = scope;
    this.tuples = tuples;
    this.arity = arity;
    this.priority = PRIORITY_EXPENSIVE;
  }

  /** Resolves the tuples against the store and subscribes to every domain change. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    const scope = this.scope;
    const arity = this.arity;
    const supStart = new Int32Array(arity + 1);
    for (let p = 0; p < arity; p++) {
      const v = scope[p]!;
      if (!Number.isInteger(v) || v < 0 || v >= s.n) {
        throw new InvalidModelError(`TablePropagator: unknown variable index ${v}`);
      }
      supStart[p + 1] = supStart[p]! + s.nwords[v]!;
    }
    const count = this.tuples.length / arity;
    const tWord = new Int32Array(count * arity);
    const tMask = new Int32Array(count * arity);
    const tSup = new Int32Array(count * arity);
    let live = 0;
    for (let t = 0; t < count; t++) {
      const at = live * arity;
      let ok = true;
      for (let p = 0; p < arity && ok; p++) {
        const v = scope[p]!;
        const i = this.tuples[t * arity + p]! - s.offset[v]!;
        if (i < 0 || i >= s.nwords[v]! << 5) ok = false;
        else {
          tWord[at + p] = s.start[v]! + (i >>> 5);
          tMask[at + p] = 1 << (i & 31);
          tSup[at + p] = supStart[p]! + (i >>> 5);
        }
      }
      if (ok) live++;
    }
    this.tWord = tWord;
    this.tMask = tMask;
    this.tSup = tSup;
    this.live = live;
    this.sup = new Int32Array(supStart[arity]!);
    this.supStart = supStart;
    for (let p = 0; p < arity; p++) engine.subscribe(scope[p]!, this, EV_DOMAIN, p);
  }

  /** Keeps exactly the values that appear in some valid tuple; fails when no tuple is valid. */
  propagate(engine: PropagationEngine): boolean {
    const words = engine.store.words;
    const arity = this.arity;
    const tWord = this.tWord;
    const tMask = this.tMask;
    const tSup = this.tSup;
    const sup = this.sup;
    sup.fill(0);
    let valid = 0;
    const end = this.live * arity;
    for (let at = 0; at < end; at += arity) {
      let p = 0;
      while (p < arity && (words[tWord[at + p]!]! & tMask[at + p]!) !== 0) p++;
      if (p < arity) continue;
      valid++;
      for (p = 0; p < arity; p++) sup[tSup[at + p]!]! |= tMask[at + p]!;
    }
    if (valid === 0) return false;
    const supStart = this.supStart;
    for (let p = 0; p < arity; p++) {
      const v = this.scope[p]!;
      const base = supStart[p]!;
      const nw = supStart[p + 1]! - base;
      for (let k = 0; k < nw; k++) if (!engine.keepWord(v, k, sup[base + k]!)) return false;
    }
    return true;
  }
}
