import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { ExplainingAllDifferent } from '../../learning/ExplainingAllDifferent.js';
import { ExplainingMatching } from '../../learning/ExplainingMatching.js';
import { ExplainingOverlap } from '../../learning/ExplainingOverlap.js';
import { AllDifferentFamily } from '../../propagators/allDifferentFamily/AllDifferentFamily.js';
import { AllDifferentMatching } from '../../propagators/allDifferentFamily/AllDifferentMatching.js';
import { sameList } from '../sameList.js';
import type { AllDifferentConstraint } from './AllDifferentConstraint.js';
import { coverAllDifferent } from './coverAllDifferent.js';
import { encodeAllDifferent } from './encodeAllDifferent.js';

/**
 * `allDifferent`: the variables of `scope` take pairwise different values.
 *
 * Native: every group of the model in one merged propagator (value elimination, pigeonhole, hidden
 * singles in permutation groups, and per strength the overlap rule or Régin's matching filter; see
 * `AllDifferentFamily`). CNF: at most one member per value, exactly one in a permutation group.
 * Exact cover: one item per value, primary in a permutation group.
 */
export const allDifferentKind: ConstraintKind<AllDifferentConstraint> = {
  type: 'allDifferent',
  summary: 'the variables take pairwise different values',
  linksValues: true,
  validate: (c, ctx) => ctx.scopeProblem(c.scope),
  variables: (c) => c.scope,
  check(c, values) {
    const scope = c.scope;
    for (let i = 1; i < scope.length; i++) {
      const x = values[scope[i]!];
      for (let j = 0; j < i; j++) if (values[scope[j]!] === x) return false;
    }
    return true;
  },
  same: (a, b) => sameList(a.scope, b.scope),
  // After every other kind: the merged propagator is the widest, and it should find the queue of
  // cheap propagators settled (the order the engine had before kinds were plug-ins).
  postStage: 1,
  postAll(cs, ctx) {
    const groups = cs.map((c) => c.scope);
    const ex = ctx.explainer;
    if (ex !== undefined) {
      // A learning search: one explaining propagator per group (the merged family cannot explain),
      // with the overlap setting the overlap rule between them (one propagator for every pair),
      // and with the matching strength Régin's filter explained by Hall sets after it.
      const explaining = groups.map((g) => new ExplainingAllDifferent(g, ctx.store, ex));
      for (const p of explaining) ctx.add(p);
      if (ctx.settings.overlap === true) {
        const overlap = new ExplainingOverlap(explaining, ctx.store, ex);
        if (overlap.pairs > 0) {
          ctx.add(overlap);
          ex.explainWith(overlap, overlap);
        }
      }
      if (ctx.settings.allDifferent === 'matching') {
        for (const g of groups) if (g.length > 2) ctx.add(new ExplainingMatching(g, ctx.store, ex));
      }
      return;
    }
    const strength = ctx.settings.allDifferent;
    const family = new AllDifferentFamily(
      ctx.store,
      groups,
      strength === 'singles' ? false : strength === 'pointing' ? 'pointing' : true,
    );
    ctx.add(family);
    ctx.offerPlaces(family);
    if (strength === 'matching') {
      for (const g of groups) if (g.length > 2) ctx.add(new AllDifferentMatching(Int32Array.from(g)));
    }
  },
  encodeClausesAll: encodeAllDifferent,
  exactCover: { compile: coverAllDifferent },
};
