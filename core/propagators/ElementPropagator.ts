import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_DOMAIN } from '../propagation/events.js';
import { PassPropagator } from '../propagation/PassPropagator.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR } from '../propagation/Propagator.js';
import { alignedWord, domainsMeet } from './alignedWord.js';
import { checkScope } from './checkScope.js';

/**
 * `array[index - base] = value` over an array of variables, domain consistent on all variables
 * when they are distinct.
 *
 * An index value is kept when its entry shares a value with `value`; `value` keeps the values of
 * the entries the index may still address; once the index is fixed, the addressed entry and
 * `value` are narrowed to their common values. The entries not addressed are never pruned while
 * the index has two values: any of their values is then supported through another entry. With
 * distinct variables one pass is the fixpoint; when a variable repeats (the index inside the
 * array, say) the pass is repeated until nothing changes (sound, not necessarily consistent).
 */
export class ElementPropagator extends PassPropagator {
  /** The index, the value, then the array. */
  readonly scope: Int32Array;
  private readonly index: number;
  private readonly value: number;
  private readonly array: Int32Array;
  private readonly base: number;
  // Index bit of each entry (-1 when outside the index's bit range), and the index's in-range mask.
  private entryBit: Int32Array = new Int32Array(0);
  private inRange: Int32Array = new Int32Array(0);
  private sup: Int32Array = new Int32Array(0);
  private indexStart = 0;
  private words: Int32Array = new Int32Array(0);

  /** Builds the constraint; entries are addressed from `base`. */
  constructor(index: number, array: Int32Array, value: number, base: number) {
    super();
    if (array.length === 0) throw new InvalidModelError('ElementPropagator: empty array');
    this.index = index;
    this.value = value;
    this.array = array;
    this.base = base;
    this.scope = Int32Array.from([index, value, ...array]);
    this.repeats = new Set(this.scope).size !== this.scope.length;
    this.priority = PRIORITY_LINEAR;
  }

  /** Resolves entry positions to index bits; wakes on any removal (entries only while addressable). */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    checkScope(s, this.scope, 'ElementPropagator');
    const n = this.array.length;
    const iw = s.nwords[this.index]!;
    this.entryBit = new Int32Array(n).fill(-1);
    this.inRange = new Int32Array(iw);
    for (let p = 0; p < n; p++) {
      const bit = this.base + p - s.offset[this.index]!;
      if (bit < 0 || bit >= iw << 5) continue;
      this.entryBit[p] = bit;
      this.inRange[bit >>> 5]! |= 1 << (bit & 31);
    }
    this.sup = new Int32Array(s.nwords[this.value]!);
    this.indexStart = s.start[this.index]!;
    this.words = s.words;
    engine.subscribe(this.index, this, EV_DOMAIN, -1);
    engine.subscribe(this.value, this, EV_DOMAIN, -1);
    for (let p = 0; p < n; p++) engine.subscribe(this.array[p]!, this, EV_DOMAIN, p);
  }

  /** An entry's change matters only while the index may address it. */
  override notify(local: number): boolean {
    if (local < 0) return true;
    const bit = this.entryBit[local]!;
    return bit >= 0 && (this.words[this.indexStart + (bit >>> 5)]! & (1 << (bit & 31))) !== 0;
  }

  /** One pruning pass; `false` means failure. */
  protected pass(engine: PropagationEngine): boolean {
    const s = engine.store;
    const idx = this.index;
    const val = this.value;
    for (let k = 0; k < this.inRange.length; k++)
      if (!engine.keepWord(idx, k, this.inRange[k]!)) return false;
    const n = this.array.length;
    const sup = this.sup;
    sup.fill(0);
    const vOff = s.offset[val]!;
    const vw = sup.length;
    for (let p = 0; p < n; p++) {
      const bit = this.entryBit[p]!;
      if (bit < 0 || !s.has(idx, bit)) continue;
      const x = this.array[p]!;
      if (!domainsMeet(s, x, val)) {
        if (!engine.remove(idx, bit)) return false;
        continue;
      }
      for (let k = 0; k < vw; k++) sup[k]! |= alignedWord(s, x, vOff + 32 * k);
    }
    for (let k = 0; k < vw; k++) if (!engine.keepWord(val, k, sup[k]!)) return false;
    if (s.size[idx] === 1) {
      const x = this.array[s.minIndex(idx) + s.offset[idx]! - this.base]!;
      const xOff = s.offset[x]!;
      for (let k = 0; k < s.nwords[x]!; k++) {
        if (!engine.keepWord(x, k, alignedWord(s, val, xOff + 32 * k))) return false;
      }
    }
    return true;
  }
}
