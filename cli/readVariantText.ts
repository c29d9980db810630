import { readVariantInput, type VariantReadOptions } from '../models/sudoku/variants/readVariantInput.js';
import type { VariantInputEntry } from '../models/sudoku/variants/VariantInputEntry.js';

/** JSON input as a whole, or links one per line; `read` says what SudokuPad SCL lines mean. */
export function readVariantText(
  text: string,
  kind: 'json' | 'links',
  read: VariantReadOptions = {},
): VariantInputEntry[] {
  if (kind === 'json') return readVariantInput(text, read);
  const out: VariantInputEntry[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    for (const e of readVariantInput(line, read)) out.push({ ...e, index: out.length + 1 });
  }
  return out;
}
