import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions } from '../../../../core/index.js';
import { Model } from '../../../../core/model/Model.js';
import { CHAOS_KINDS } from '../../../../models/sudoku/variants/chaos/CHAOS_KINDS.js';
import type { ConnectedLabelsConstraint } from '../../../../models/sudoku/variants/chaos/ConnectedLabelsConstraint.js';
import { connectedLabelsKind } from '../../../../models/sudoku/variants/chaos/connectedLabelsKind.js';
import { gridNeighbours } from '../../../../models/sudoku/variants/chaos/gridNeighbours.js';

const backend = getBackend(createContainer(), 'native');

/** Whether each label's cells are one orthogonal piece, by flood fill written here (the test's oracle). */
function connected(rows: number, columns: number, labels: readonly number[]): boolean {
  for (const l of new Set(labels)) {
    const cells = labels.flatMap((x, i) => (x === l ? [i] : []));
    const seen = new Set([cells[0]!]);
    const stack = [cells[0]!];
    while (stack.length > 0) {
      const c = stack.pop()!;
      const r = Math.floor(c / columns);
      const k = c % columns;
      const next = [
        r > 0 ? c - columns : -1,
        r + 1 < rows ? c + columns : -1,
        k > 0 ? c - 1 : -1,
        k + 1 < columns ? c + 1 : -1,
      ];
      for (const d of next) {
        if (d >= 0 && labels[d] === l && !seen.has(d)) {
          seen.add(d);
          stack.push(d);
        }
      }
    }
    if (seen.size !== cells.length) return false;
  }
  return true;
}

/** Every assignment of `domains` (one list of labels per cell), counted where `connected` holds. */
function bruteCount(rows: number, columns: number, domains: readonly (readonly number[])[]): number {
  let count = 0;
  const labels = new Array<number>(domains.length).fill(0);
  const go = (i: number): void => {
    if (i === domains.length) {
      if (connected(rows, columns, labels)) count++;
      return;
    }
    for (const v of domains[i]!) {
      labels[i] = v;
      go(i + 1);
    }
  };
  go(0);
  return count;
}

describe('connectedLabels (chaos construction regions)', () => {
  const gridArb = fc
    .record({ rows: fc.integer({ min: 1, max: 3 }), columns: fc.integer({ min: 1, max: 3 }) })
    .chain(({ rows, columns }) =>
      fc.record({
        rows: fc.constant(rows),
        columns: fc.constant(columns),
        domains: fc.array(fc.subarray([1, 2, 3], { minLength: 1 }), {
          minLength: rows * columns,
          maxLength: rows * columns,
        }),
      }),
    );

  it('native finds exactly the connected labellings of random domains (property)', async () => {
    await fc.assert(
      fc.asyncProperty(gridArb, async ({ rows, columns, domains }) => {
        const model = new Model({ kinds: CHAOS_KINDS });
        const vars = domains.map((d, i) => model.intVar(`l${i}`, d));
        const c: ConnectedLabelsConstraint = {
          type: 'connectedLabels',
          scope: vars.map((_, i) => i),
          neighbours: gridNeighbours(rows, columns),
        };
        model.add(c);
        const { count, result } = await countSolutions(backend, model, 100_000);
        expect(count).toBe(bruteCount(rows, columns, domains));
        for (const s of result.solutions) expect(connected(rows, columns, [...s.values])).toBe(true);
      }),
      { numRuns: 150, seed: 18 },
    );
  });

  it('checks full assignments as the oracle does (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 16, maxLength: 16 }),
        (rows, columns, pool) => {
          const labels = pool.slice(0, rows * columns);
          const c: ConnectedLabelsConstraint = {
            type: 'connectedLabels',
            scope: labels.map((_, i) => i),
            neighbours: gridNeighbours(rows, columns),
          };
          expect(connectedLabelsKind.check(c, labels)).toBe(connected(rows, columns, labels));
        },
      ),
      { numRuns: 500, seed: 18 },
    );
  });

  it('refuses a graph that is not symmetric, naming the positions', () => {
    const model = new Model({ kinds: CHAOS_KINDS });
    model.intVar('a', { min: 1, max: 2 });
    model.intVar('b', { min: 1, max: 2 });
    expect(() => model.add({ type: 'connectedLabels', scope: [0, 1], neighbours: [[1], []] })).toThrow(
      /positions 0 and 1: neighbours must be symmetric/,
    );
  });
});
