import { readVariantInput } from '../models/sudoku/variants/readVariantInput.js';
import type { VariantInputEntry } from '../models/sudoku/variants/VariantInputEntry.js';

/** JSON input as a whole, or links one per line. */
export function readVariantText(text: string, kind: 'json' | 'links'): VariantInputEntry[] {
  if (kind === 'json') return readVariantInput(text);
  const out: VariantInputEntry[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    for (const e of readVariantInput(line)) out.push({ ...e, index: out.length + 1 });
  }
  return out;
}
