import fc from 'fast-check';
import { type Dfa, Model, nonogramDfa, regular } from '../../../core/index.js';
import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';

/**
 * Random valid automata over {0, 1, 2}: a random partial transition table on up to four states,
 * cut down to the states reachable from the start and renumbered, with a random non-empty set of
 * accepting states.
 */
const dfas: fc.Arbitrary<Dfa> = fc
  .record({
    table: fc.array(fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 3, maxLength: 3 }), {
      minLength: 4,
      maxLength: 4,
    }),
    accepting: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  })
  .map(({ table, accepting }) => {
    const order = [0];
    for (let h = 0; h < order.length; h++) {
      for (const r of table[order[h]!]!) if (r >= 0 && !order.includes(r)) order.push(r);
    }
    const id = (q: number) => order.indexOf(q);
    const transitions: [number, number, number][] = [];
    for (const q of order) {
      table[q]!.forEach((r, a) => {
        if (r >= 0) transitions.push([id(q), a, id(r)]);
      });
    }
    const acc = order.filter((q) => accepting[q]).map(id);
    return { states: order.length, start: 0, accepting: acc.length > 0 ? acc : [0], transitions };
  });

/** `regular` on four variables (a random automaton or a nonogram clue), sometimes with a repeat. */
export const regularRow: CatalogueConformanceRow = {
  kind: 'regular',
  requiredBackends: ['native', 'sat'],
  models: fc
    .record({
      dfa: fc.oneof(
        dfas,
        fc.array(fc.integer({ min: 1, max: 2 }), { maxLength: 2 }).map((clue) => nonogramDfa(clue)),
      ),
      scope: fc.oneof(
        fc.constant<number[]>([0, 1, 2, 3]),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
      ),
      second: fc.option(dfas, { nil: undefined }),
    })
    .map(({ dfa, scope, second }) => {
      const m = new Model();
      const xs = [
        m.intVar('x0', [0, 1, 2]),
        m.intVar('x1', [0, 1]),
        m.intVar('x2', [1, 2]),
        m.intVar('x3', { min: 0, max: 2 }),
      ];
      m.add(
        regular(
          scope.map((i) => xs[i]!),
          dfa,
        ),
      );
      if (second !== undefined) m.add(regular([xs[3]!, xs[2]!, xs[1]!], second));
      return m;
    }),
};
