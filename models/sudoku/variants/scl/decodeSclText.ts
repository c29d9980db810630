import LZString from 'lz-string';
import { VariantError } from '../VariantError.js';
import { sclLinkData } from './isSclLink.js';
import { parseZippedScl } from './parseZippedScl.js';

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
  let data = sclLinkData(t);
  if (data === undefined) throw new VariantError(`SudokuPad: no SCL puzzle data in '${t.slice(0, 80)}'`);
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
