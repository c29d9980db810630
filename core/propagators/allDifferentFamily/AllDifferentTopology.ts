/**
 * The structure of a family of all-different groups: members per group, groups per variable,
 * and de-duplicated peers per variable, as flat arrays. It depends only on the group scopes,
 * so models that share scope arrays (every 9×9 sudoku shares its 27 houses) share one
 * topology: {@link AllDifferentTopology.of} caches it by the identity of those arrays.
 */
export class AllDifferentTopology {
  /** Number of variables of the model. */
  readonly n: number;
  /** Number of groups. */
  readonly groupCount: number;
  /** Group `g` holds `gVars[gStart[g] .. gStart[g+1]-1]`. */
  readonly gStart: Int32Array;
  /** Members of all groups. */
  readonly gVars: Int32Array;
  /** Variable `v` is in groups `vGroups[vGroupStart[v] .. vGroupStart[v+1]-1]`. */
  readonly vGroupStart: Int32Array;
  /** Groups of all variables. */
  readonly vGroups: Int32Array;
  /** Every variable in some group, ascending. */
  readonly scope: Int32Array;
  /** Group `g`'s overlaps (≥ 2 shared members) are `pairs[pairStart[g] .. pairStart[g+1]-1]`. */
  readonly pairStart: Int32Array;
  /** For each overlap: the other group. */
  readonly pairOther: Int32Array;
  /** For each overlap `p`: shared members are `inter[interStart[p] .. interStart[p+1]-1]`. */
  readonly interStart: Int32Array;
  /** Shared members of all overlaps. */
  readonly inter: Int32Array;

  private static readonly cache = new WeakMap<
    object,
    { groups: readonly object[]; topo: AllDifferentTopology }[]
  >();

  /** The topology of `groups` over `n` variables, from the cache when these very arrays were seen. */
  static of(n: number, groups: readonly ArrayLike<number>[]): AllDifferentTopology {
    const key = groups[0] as object | undefined;
    if (key === undefined) return new AllDifferentTopology(n, groups);
    const entries = AllDifferentTopology.cache.get(key);
    if (entries) {
      for (const e of entries) {
        if (e.topo.n !== n || e.groups.length !== groups.length) continue;
        let same = true;
        for (let i = 0; i < groups.length; i++) {
          if (e.groups[i] !== groups[i]) {
            same = false;
            break;
          }
        }
        if (same) return e.topo;
      }
    }
    const topo = new AllDifferentTopology(n, groups);
    const list = entries ?? [];
    // A handful of shapes per key is plenty; stop a pathological caller from growing it forever.
    if (list.length < 8) list.push({ groups: groups.slice() as object[], topo });
    AllDifferentTopology.cache.set(key, list);
    return topo;
  }

  /** Builds the topology (prefer {@link AllDifferentTopology.of}, which caches). */
  constructor(n: number, groups: readonly ArrayLike<number>[]) {
    this.n = n;
    const G = groups.length;
    this.groupCount = G;
    let total = 0;
    for (const g of groups) total += g.length;
    this.gStart = new Int32Array(G + 1);
    this.gVars = new Int32Array(total);
    const inScope = new Uint8Array(n);
    const groupsOf = new Int32Array(n + 1);
    let at = 0;
    for (let g = 0; g < G; g++) {
      this.gStart[g] = at;
      const grp = groups[g]!;
      for (let i = 0; i < grp.length; i++) {
        const v = grp[i]!;
        this.gVars[at++] = v;
        inScope[v] = 1;
        groupsOf[v + 1]!++;
      }
    }
    this.gStart[G] = at;
    for (let v = 0; v < n; v++) groupsOf[v + 1]! += groupsOf[v]!;
    this.vGroupStart = groupsOf;
    this.vGroups = new Int32Array(total);
    const fill = groupsOf.slice(0, n);
    for (let g = 0; g < G; g++) {
      for (let k = this.gStart[g]!; k < this.gStart[g + 1]!; k++) this.vGroups[fill[this.gVars[k]!]!++] = g;
    }
    let count = 0;
    for (let v = 0; v < n; v++) count += inScope[v]!;
    this.scope = new Int32Array(count);
    count = 0;
    for (let v = 0; v < n; v++) if (inScope[v]) this.scope[count++] = v;

    // Overlaps: ordered group pairs sharing at least two members (a box and a row of a sudoku).
    const shared = new Int32Array(G);
    const pairStart = new Int32Array(G + 1);
    const pairOther: number[] = [];
    const interStart: number[] = [];
    const inter: number[] = [];
    const touched: number[] = [];
    for (let g = 0; g < G; g++) {
      pairStart[g] = pairOther.length;
      for (let k = this.gStart[g]!; k < this.gStart[g + 1]!; k++) {
        const v = this.gVars[k]!;
        for (let j = this.vGroupStart[v]!; j < this.vGroupStart[v + 1]!; j++) {
          const h = this.vGroups[j]!;
          if (h === g) continue;
          if (shared[h] === 0) touched.push(h);
          shared[h]!++;
        }
      }
      touched.sort((a, b) => a - b);
      for (const h of touched) {
        if (shared[h]! >= 2 && shared[h]! < this.gStart[h + 1]! - this.gStart[h]!) {
          pairOther.push(h);
          interStart.push(inter.length);
          for (let k = this.gStart[g]!; k < this.gStart[g + 1]!; k++) {
            const v = this.gVars[k]!;
            for (let j = this.vGroupStart[v]!; j < this.vGroupStart[v + 1]!; j++) {
              if (this.vGroups[j] === h) {
                inter.push(v);
                break;
              }
            }
          }
        }
        shared[h] = 0;
      }
      touched.length = 0;
    }
    pairStart[G] = pairOther.length;
    interStart.push(inter.length);
    this.pairStart = pairStart;
    this.pairOther = Int32Array.from(pairOther);
    this.interStart = Int32Array.from(interStart);
    this.inter = Int32Array.from(inter);
  }

  // The peers, built on first use: variables × peers grows as N³ on an N×N sudoku (33 M entries
  // at 225×225), and the multi-word paths never read them.
  private peerCache: { peerStart: Int32Array; peers: Int32Array } | null = null;

  /** Variable `v`'s peers are `peers[peerStart[v] .. peerStart[v+1]-1]` (built on first use). */
  get peerStart(): Int32Array {
    return this.peerTables().peerStart;
  }

  /** Peers of all variables, de-duplicated per variable (built on first use). */
  get peers(): Int32Array {
    return this.peerTables().peers;
  }

  private peerTables(): { peerStart: Int32Array; peers: Int32Array } {
    if (this.peerCache !== null) return this.peerCache;
    const n = this.n;
    const G = this.groupCount;
    // Peers, de-duplicated with a stamp per variable; sized by an upper bound, then trimmed.
    const peerStart = new Int32Array(n + 1);
    const mark = new Int32Array(n).fill(-1);
    let bound = 0;
    for (let g = 0; g < G; g++) {
      const len = this.gStart[g + 1]! - this.gStart[g]!;
      bound += len * (len - 1);
    }
    const peers = new Int32Array(bound);
    let p = 0;
    for (let v = 0; v < n; v++) {
      peerStart[v] = p;
      for (let j = this.vGroupStart[v]!; j < this.vGroupStart[v + 1]!; j++) {
        const g = this.vGroups[j]!;
        for (let k = this.gStart[g]!; k < this.gStart[g + 1]!; k++) {
          const u = this.gVars[k]!;
          if (u !== v && mark[u] !== v) {
            mark[u] = v;
            peers[p++] = u;
          }
        }
      }
    }
    peerStart[n] = p;
    this.peerCache = { peerStart, peers: p === bound ? peers : peers.slice(0, p) };
    return this.peerCache;
  }
}
