import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../propagation/Propagator.js';
import { checkScope } from './checkScope.js';

/**
 * `table[index - base] = value` over constants, domain consistent on both variables: an index
 * value is kept when its entry is a value of `value`, and `value` keeps the entries the index may
 * still address. One pass is the fixpoint. When the index and the value are one variable, only
 * the entries equal to their own index (`table[i - base] = i`) can hold, and the pass keeps them.
 */
export class ElementConstantPropagator extends Propagator {
  /** The index and the value. */
  readonly scope: Int32Array;
  private readonly table: readonly number[];
  private readonly base: number;
  // Per entry: the index bit (-1 out of range) and the value bit (-1 outside value's bit range).
  private indexBit: Int32Array = new Int32Array(0);
  private valueBit: Int32Array = new Int32Array(0);
  private inRange: Int32Array = new Int32Array(0);
  private sup: Int32Array = new Int32Array(0);

  /** Builds the lookup; entries are addressed from `base`. */
  constructor(index: number, table: readonly number[], value: number, base: number) {
    super();
    if (table.length === 0) throw new InvalidModelError('ElementConstantPropagator: empty table');
    this.scope = Int32Array.from([index, value]);
    this.table = table;
    this.base = base;
    this.priority = PRIORITY_LINEAR;
  }

  /** Resolves each entry to an index bit and a value bit; wakes on any removal. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    const [idx, val] = [this.scope[0]!, this.scope[1]!];
    checkScope(s, this.scope, 'ElementConstantPropagator');
    const n = this.table.length;
    this.indexBit = new Int32Array(n).fill(-1);
    this.valueBit = new Int32Array(n).fill(-1);
    this.inRange = new Int32Array(s.nwords[idx]!);
    for (let p = 0; p < n; p++) {
      const ib = this.base + p - s.offset[idx]!;
      // One variable for both: an entry holds only when it equals its own index.
      const fits = idx !== val || this.table[p] === this.base + p;
      if (fits && ib >= 0 && ib < s.nwords[idx]! << 5) {
        this.indexBit[p] = ib;
        this.inRange[ib >>> 5]! |= 1 << (ib & 31);
      }
      const vb = this.table[p]! - s.offset[val]!;
      if (vb >= 0 && vb < s.nwords[val]! << 5) this.valueBit[p] = vb;
    }
    this.sup = new Int32Array(s.nwords[val]!);
    engine.subscribe(idx, this, EV_DOMAIN, 0);
    if (val !== idx) engine.subscribe(val, this, EV_DOMAIN, 1);
  }

  /** Keeps the index values whose entry is possible and the entries the index may address. */
  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    const idx = this.scope[0]!;
    const val = this.scope[1]!;
    for (let k = 0; k < this.inRange.length; k++) {
      if (!engine.keepWord(idx, k, this.inRange[k]!)) return false;
    }
    const sup = this.sup;
    sup.fill(0);
    for (let p = 0; p < this.table.length; p++) {
      const ib = this.indexBit[p]!;
      if (ib < 0 || !s.has(idx, ib)) continue;
      const vb = this.valueBit[p]!;
      if (vb < 0 || !s.has(val, vb)) {
        if (!engine.remove(idx, ib)) return false;
      } else sup[vb >>> 5]! |= 1 << (vb & 31);
    }
    for (let k = 0; k < sup.length; k++) if (!engine.keepWord(val, k, sup[k]!)) return false;
    return true;
  }
}
