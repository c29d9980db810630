// The search side of the fixture generators (generateShapeFixtures.ts, generateGapFixtures.ts): a
// seeded solution of a puzzle without clues, a uniqueness test within a node budget, and dropping
// givens in a seeded order while the solution stays unique. The generators only read clues off the
// solution.
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { countSolutions, Random, randomValue, solveOne } from '../../../../core/index.js';
import type { VariantPuzzle } from '../../../../models/sudoku/variants/index.js';
import {
  buildVariantModel,
  decodeVariantValues,
  type VariantShape,
} from '../../../../models/sudoku/variants/index.js';
import type { ShapeFixture } from './shapeFixtures.js';

const backend = getBackend(createContainer(), 'native');

/** The digit characters of a givens string, by value (values 0..35). */
export const SYMBOLS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The grid shape of `p`. */
export function shapeOf(p: VariantPuzzle): VariantShape {
  return buildVariantModel({ ...p, constraints: [] }).shape;
}

/**
 * One solution of `p` from a random value order seeded by `seed`. A random order can wander
 * (chaos constructions): further seeds are tried, each within `nodeLimit` nodes, before giving up.
 */
export async function solutionOf(p: VariantPuzzle, seed: number, nodeLimit: number): Promise<Int32Array> {
  const vm = buildVariantModel(p);
  for (let k = 0; k < 20; k++) {
    const r = await solveOne(backend, vm.model, {
      valueOrder: randomValue,
      seed: seed + 1000 * k,
      nodeLimit,
    });
    const s = r.solutions[0];
    if (s !== undefined) return decodeVariantValues(vm, s.values);
  }
  throw new Error(`no solution for ${JSON.stringify(p)}`);
}

/** Whether `p` has one solution, proved within `nodeLimit` nodes (a lower limit keeps puzzles easy). */
export async function unique(p: VariantPuzzle, nodeLimit = 50_000): Promise<boolean> {
  const { count, result } = await countSolutions(backend, buildVariantModel(p).model, 2, { nodeLimit });
  return count === 1 && result.status === 'sat' && result.reason === undefined;
}

function givensText(shape: VariantShape, values: Int32Array, keep: boolean[]): string {
  const rows: string[] = [];
  for (let r = 0; r < shape.rows; r++) {
    let line = '';
    for (let c = 0; c < shape.columns; c++) {
      const cell = shape.cellAt(r, c);
      line += keep[cell] ? SYMBOLS[values[cell]!]! : '.';
    }
    rows.push(line);
  }
  return rows.join(' ');
}

/** Drops givens (seeded order) while the solution stays unique within `nodeLimit` nodes. */
export async function minimise(
  base: VariantPuzzle,
  sol: Int32Array,
  seed: number,
  nodeLimit = 50_000,
): Promise<ShapeFixture> {
  const shape = shapeOf(base);
  const keep = Array.from({ length: shape.gridCellCount }, () => true);
  const rnd = new Random(seed);
  const order = Array.from({ length: shape.gridCellCount }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rnd.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const puzzleOf = (): VariantPuzzle => ({ ...base, givens: givensText(shape, sol, keep) });
  if (!(await unique(puzzleOf())))
    throw new Error(`not unique even with every given: ${JSON.stringify(base)}`);
  for (const cell of order) {
    keep[cell] = false;
    if (!(await unique(puzzleOf(), nodeLimit))) keep[cell] = true;
  }
  return { puzzle: puzzleOf(), solution: [...sol] };
}

/** The grid cells left, right, above and below `cell`. */
export function orthogonal(shape: VariantShape, cell: number): number[] {
  const out: number[] = [];
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ] as const) {
    const r = shape.row(cell) + dr;
    const c = shape.col(cell) + dc;
    if (r >= 0 && c >= 0 && r < shape.rows && c < shape.columns) out.push(shape.cellAt(r, c));
  }
  return out;
}
