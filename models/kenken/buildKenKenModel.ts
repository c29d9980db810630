import { Model } from '../../core/index.js';
import { declareLatinSquare } from '../latin/index.js';
import { checkKenKenCages } from './checkKenKenCages.js';
import { describeKenKenCage } from './describeKenKenCage.js';
import { KenKenError } from './KenKenError.js';
import type { KenKenModel } from './KenKenModel.js';
import type { KenKenModelOptions } from './KenKenModelOptions.js';
import type { KenKenPuzzle } from './KenKenPuzzle.js';
import { kenkenTuples, MAX_KENKEN_TUPLES } from './kenkenTuples.js';

/**
 * Builds the model of a KenKen puzzle: one variable per cell (`r1c1`…, domain 1..N), one `allDifferent` per
 * row and column, and per cage (named `cage a 12+`):
 *
 * - `=`: the cell's domain is the target alone;
 * - `+`: a unit-coefficient `linear` sum (or a table, with `sums: 'table'`); a sum inside one row or column
 *   is then also domain consistent on the native engine (`DistinctSumPropagator`);
 * - `-`: `|x − y| = target` (`relation absDiffEq`);
 * - `/` and `*`: a `table` of the allowed tuples (`kenkenTuples`), where cells sharing a row or column
 *   already differ.
 *
 * @throws `KenKenError` for malformed cages (`checkKenKenCages`), a target no digits can make (its table
 * is empty), or a table of more than `MAX_KENKEN_TUPLES` tuples.
 */
export function buildKenKenModel(puzzle: KenKenPuzzle, options: KenKenModelOptions = {}): KenKenModel {
  const n = puzzle.size;
  checkKenKenCages(n, puzzle.cages);
  const model = new Model();
  const fixed = new Int32Array(n * n);
  for (const cage of puzzle.cages) if (cage.op === '=') fixed[cage.cells[0]!] = cage.target;
  puzzle.cages.forEach((cage, i) => {
    if (cage.op === '=' && cage.target > n) {
      throw new KenKenError(
        `kenken: ${describeKenKenCage(n, cage, i)}: ${cage.target} is not a digit 1..${n}`,
      );
    }
  });
  declareLatinSquare(model, n, fixed);
  puzzle.cages.forEach((cage, i) => {
    const name = `cage ${cage.label ?? i + 1} ${cage.target}${cage.op === '=' ? '' : cage.op}`;
    if (cage.op === '=') return;
    const cells = model.varsAt(cage.cells);
    if (cage.op === '-') {
      model.relation('absDiffEq', cells[0]!, cells[1]!, cage.target, name);
      return;
    }
    if (cage.op === '+' && options.sums !== 'table') {
      model.sum(cells, '=', cage.target, name);
      return;
    }
    const tuples = kenkenTuples(n, cage);
    const where = `kenken: ${describeKenKenCage(n, cage, i)}`;
    if (tuples.length === 0) throw new KenKenError(`${where}: no digits 1..${n} make this target`);
    if (tuples.length > MAX_KENKEN_TUPLES) {
      throw new KenKenError(`${where}: more than ${MAX_KENKEN_TUPLES} digit tuples; split the cage`);
    }
    model.table(cells, tuples, name);
  });
  return { model, puzzle };
}
