import LZString from 'lz-string';
import { VariantError } from '../VariantError.js';
import { parseZippedScl } from './parseZippedScl.js';

// `scl` (SudokuPad's own compact format) or `ctc` (the same, from the Cracking the Cryptic apps), as a
// link's path (`sudokupad.app/sclN4Ig…`) or puzzle id (`?puzzleid=scl…`), then lz-string data.
const LINK_SCL = /(?:^|[/=])(?:scl|ctc)([A-Za-z0-9+/=%$_-]+)/;

/** `true` when `text` is a SudokuPad link to an SCL puzzle, or bare `scl…` / `ctc…` data. */
export function isSclLink(text: string): boolean {
  const t = text.trim();
  if (/^https?:\/\/\S+$/.test(t)) return LINK_SCL.test(t.replace(/^https?:\/\/[^/]+/, ''));
  return /^(?:scl|ctc)[A-Za-z0-9+/=%$_-]+$/.test(t);
}

/** Tries the lz-string decoders SudokuPad's data is written with; `null` when none gives JSON-like text. */
function decompress(data: string): string | null {
  const tries = [
    () => LZString.decompressFromBase64(data),
    () => LZString.decompressFromEncodedURIComponent(data),
  ];
  for (const f of tries) {
    let out: string | null;
    try {
      out = f() as string | null;
    } catch {
      // lz-string throws a TypeError on some malformed data instead of returning null.
      out = null;
    }
    if (typeof out === 'string' && out.trimStart().startsWith('{')) return out;
  }
  return null;
}

/**
 * The SCL puzzle (plain JSON values, long keys) of a SudokuPad link (`https://sudokupad.app/scl…`,
 * `…?puzzleid=scl…`, `…/ctc…`) or of the bare `scl…` data: lz-string data (base64 or URI-component
 * alphabet, URL-escaped or not), zipped SCL or plain JSON inside.
 *
 * @throws VariantError when there is no data, it does not decompress, or the text is not SCL.
 */
export function decodeSclText(text: string): Record<string, unknown> {
  const t = text.trim();
  const m = LINK_SCL.exec(/^https?:\/\//.test(t) ? t.replace(/^https?:\/\/[^/]+/, '') : t);
  if (m === null) throw new VariantError(`SudokuPad: no SCL puzzle data in '${t.slice(0, 80)}'`);
  let data = m[1]!;
  try {
    data = decodeURIComponent(data);
  } catch {
    throw new VariantError('SudokuPad: the link data is not validly URL-escaped');
  }
  // A '+' of base64 data turns into a space when a link is decoded as a form.
  data = data.replace(/ /g, '+');
  const json = decompress(data);
  if (json === null)
    throw new VariantError('SudokuPad: the SCL data does not decompress (lz-string) to a puzzle object');
  const puzzle = parseZippedScl(json);
  if (typeof puzzle !== 'object' || puzzle === null || Array.isArray(puzzle))
    throw new VariantError('SudokuPad: the SCL data is not a puzzle object');
  return puzzle as Record<string, unknown>;
}
