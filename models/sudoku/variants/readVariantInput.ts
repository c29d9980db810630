import { CspError } from '../../../core/errors/CspError.js';
import { decodeFPuzzlesText } from './decodeFPuzzlesText.js';
import { fromFPuzzles } from './fromFPuzzles.js';
import { isFPuzzlesLink } from './isFPuzzlesLink.js';
import { parseJson, validateVariantPuzzle } from './parseVariantPuzzle.js';
import { decodeSclText } from './scl/decodeSclText.js';
import { fromScl } from './scl/fromScl.js';
import { isSclLink } from './scl/isSclLink.js';
import type { SclRuleMapping } from './scl/SclRuleMapping.js';
import type { VariantInputEntry } from './VariantInputEntry.js';

/**
 * `true` when a puzzle input is for `readVariantInput` rather than the line / grid readers: a `.json` file
 * name, text starting with `{` or `[`, or an f-puzzles / SudokuPad link (or bare lz-string data).
 */
export function isVariantInput(text: string, file?: string): boolean {
  if (file !== undefined && /\.json$/i.test(file)) return true;
  const t = text.trimStart();
  return t.startsWith('{') || t.startsWith('[') || isSclLink(t) || isFPuzzlesLink(t);
}

/** How `readVariantInput` reads what it is given. */
export interface VariantReadOptions {
  /** What the lines and arrows of SudokuPad SCL puzzles mean (`line #c060f0=thermometer`). */
  readonly sclRules?: readonly SclRuleMapping[];
}

/**
 * Reads variant puzzles: one JSON object, a JSON array of them, an f-puzzles / SudokuPad link, or a
 * SudokuPad SCL link (read by `fromScl` with `options.sclRules`; its entry carries the report of what
 * became of each element). Each object is a variant puzzle, or an f-puzzles puzzle when it has a `grid`
 * property. Every puzzle is validated; a bad one becomes an entry with an `error` (the others are still
 * read). Malformed JSON or link data makes a single error entry.
 */
export function readVariantInput(text: string, options: VariantReadOptions = {}): VariantInputEntry[] {
  if (isSclLink(text)) {
    try {
      const { puzzle, report } = fromScl(decodeSclText(text), options.sclRules);
      return [{ index: 1, format: 'scl', puzzle, report }];
    } catch (e) {
      return [{ index: 1, format: 'scl', error: messageOf(e) }];
    }
  }
  let json: unknown;
  let linked = false;
  try {
    if (isFPuzzlesLink(text)) {
      json = parseJson(decodeFPuzzlesText(text));
      linked = true;
    } else json = parseJson(text);
  } catch (e) {
    return [{ index: 1, format: linked ? 'fpuzzles' : 'variant', error: messageOf(e) }];
  }
  const items = Array.isArray(json) ? json : [json];
  return items.map((item: unknown, i) => {
    const fpuzzles = typeof item === 'object' && item !== null && 'grid' in item;
    const format = fpuzzles ? 'fpuzzles' : 'variant';
    try {
      const puzzle = fpuzzles ? fromFPuzzles(item) : validateVariantPuzzle(item);
      return { index: i + 1, format, puzzle };
    } catch (e) {
      return { index: i + 1, format, error: messageOf(e) };
    }
  });
}

function messageOf(e: unknown): string {
  if (e instanceof CspError) return e.message;
  throw e;
}
