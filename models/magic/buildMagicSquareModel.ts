import { type IntVar, Model } from '../../core/index.js';
import type { MagicSquareModel } from './MagicSquareModel.js';
import type { MagicSquareOptions } from './MagicSquareOptions.js';
import { magicSum } from './magicSum.js';

/**
 * Builds the model of a normal magic square of order n: n² variables (`r1c1`…, domain 1..n²), one
 * `allDifferent` over all of them, and `linear` sums equal to `n(n² + 1) / 2` for every row, column and the
 * two diagonals. Every line lies inside the all-different, so the native engine propagates each with
 * `DistinctSumPropagator` (while the union of candidates is small enough). Optional symmetry breaking:
 * see `MagicSquareOptions`.
 *
 * @throws `MagicSquareError` for an order outside 1..`MAX_MAGIC_ORDER`.
 */
export function buildMagicSquareModel(n: number, options: MagicSquareOptions = {}): MagicSquareModel {
  const m = magicSum(n);
  const model = new Model();
  const cells = model.intVars(n * n, (i) => `r${Math.floor(i / n) + 1}c${(i % n) + 1}`, {
    min: 1,
    max: n * n,
  });
  model.allDifferent(cells, 'all cells');
  const at = (r: number, c: number): IntVar => cells[r * n + c]!;
  for (let r = 0; r < n; r++)
    model.sum(
      Array.from({ length: n }, (_, c) => at(r, c)),
      '=',
      m,
      `row ${r + 1}`,
    );
  for (let c = 0; c < n; c++)
    model.sum(
      Array.from({ length: n }, (_, r) => at(r, c)),
      '=',
      m,
      `column ${c + 1}`,
    );
  if (n > 1) {
    model.sum(
      Array.from({ length: n }, (_, i) => at(i, i)),
      '=',
      m,
      'diagonal',
    );
    model.sum(
      Array.from({ length: n }, (_, i) => at(i, n - 1 - i)),
      '=',
      m,
      'anti-diagonal',
    );
  }
  if (options.symmetryBreaking && n > 1) {
    const tl = at(0, 0);
    const tr = at(0, n - 1);
    const bl = at(n - 1, 0);
    const br = at(n - 1, n - 1);
    model.lessThan(tl, tr);
    model.lessThan(tl, bl);
    model.lessThan(tl, br);
    model.lessThan(tr, bl);
  }
  return { model, order: n, magicSum: m };
}
