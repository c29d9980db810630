// SEND + MORE = MONEY: each letter is a different digit; find the digits and prove the answer is unique.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import {
  buildCryptarithmModel,
  checkCryptarithm,
  decodeCryptarithm,
  formatCryptarithm,
  parseCryptarithm,
} from '../models/cryptarithm/index.js';

/** Solves a word sum (SEND + MORE = MONEY by default), prints every solution and returns the printed text. */
export async function main(
  print: (text: string) => void = console.log,
  text = 'SEND + MORE = MONEY',
): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseCryptarithm(text);
  const cm = buildCryptarithmModel(puzzle);

  // Count up to 10 so that a puzzle with several answers shows them too.
  const { count, capped, result } = await countSolutions(backend, cm.model, 10);
  const lines = [`${formatCryptarithm(puzzle)}: ${capped ? 'at least ' : ''}${count} solution(s)`];
  for (const s of result.solutions) {
    const digits = decodeCryptarithm(cm, s.values);
    const ok = checkCryptarithm(puzzle, digits).length === 0 ? 'checked' : 'WRONG';
    lines.push(`  ${formatCryptarithm(puzzle, digits)}  (${ok})`);
  }
  const out = lines.join('\n');
  print(out);
  return out;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
