import { describe, expect, it } from 'vitest';
import { PUZZLE as HIDATO, main as hidatoMain } from '../../examples/hidato.js';
import { PUZZLE as NONOGRAM, main as nonogramMain } from '../../examples/nonogram.js';
import { PUZZLE as SKYSCRAPERS, main as skyscrapersMain } from '../../examples/skyscrapers.js';
import { checkHidato, HIDATO_HOLE, parseHidato } from '../../models/hidato/index.js';
import { checkNonogram, parseNonogram } from '../../models/nonogram/index.js';
import { checkSkyscrapers, parseSkyscrapers } from '../../models/skyscrapers/index.js';

/** Runs an example's `main` with a collecting printer: its header line and the grid lines below it. */
async function run(main: (print: (text: string) => void) => Promise<string>): Promise<[string, string[]]> {
  const printed: string[] = [];
  const text = await main((t) => printed.push(t));
  expect(printed.join('\n')).toBe(text);
  const [header, ...grid] = text.split('\n');
  return [header!, grid];
}

describe('nonogram, hidato and skyscrapers examples', () => {
  it('nonogram prints a unique picture that meets every clue', async () => {
    const [header, grid] = await run(nonogramMain);
    expect(header).toBe('Nonogram 10×10: unique, 0 problems');
    const cells = grid
      .join('')
      .split('')
      .map((ch) => (ch === '#' ? 1 : 0));
    expect(checkNonogram(parseNonogram(NONOGRAM), cells)).toEqual([]);
  });

  it('skyscrapers prints a unique grid that meets every clue', async () => {
    const [header, grid] = await run(skyscrapersMain);
    expect(header).toBe('Skyscrapers 6×6: unique, 0 problems');
    const cells = grid.join(' ').split(' ').map(Number);
    expect(checkSkyscrapers(parseSkyscrapers(SKYSCRAPERS), cells)).toEqual([]);
  });

  it('hidato prints the unique numbering of the Rosetta Code puzzle', async () => {
    const [header, grid] = await run(hidatoMain);
    expect(header).toBe('Hidato 8×8: unique, 0 problems');
    const cells = grid
      .join(' ')
      .split(' ')
      .map((t) => (t === '#' ? HIDATO_HOLE : Number(t)));
    expect(checkHidato(parseHidato(HIDATO), cells)).toEqual([]);
  });
});
