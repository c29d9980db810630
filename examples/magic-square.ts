// Magic squares: count the order-3 squares with and without symmetry breaking, then print one of order 5.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { solveAll, solveOne } from '../core/index.js';
import { buildMagicSquareModel, checkMagicSquare, formatMagicSquare } from '../models/magic/index.js';

/** Prints the counts and a square of order `order`; returns the printed text. */
export async function main(print: (text: string) => void = console.log, order = 5): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const all = await solveAll(backend, buildMagicSquareModel(3).model);
  const distinct = await solveAll(backend, buildMagicSquareModel(3, { symmetryBreaking: true }).model);
  const lines = [
    `order 3: ${all.solutions.length} squares, ${distinct.solutions.length} up to rotation and reflection`,
  ];
  const big = buildMagicSquareModel(order);
  const r = await solveOne(backend, big.model);
  const square = r.solutions[0];
  if (square === undefined) lines.push(`order ${order}: none (${r.status})`);
  else {
    const problems = checkMagicSquare(order, square.values);
    lines.push(`order ${order}, every line adds up to ${big.magicSum} (${problems.length} problems):`);
    lines.push(formatMagicSquare(order, square.values));
  }
  const text = lines.join('\n');
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
