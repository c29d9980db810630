import LZString from 'lz-string';
import { fPuzzlesLinkData } from './isFPuzzlesLink.js';
import { VariantError } from './VariantError.js';

/**
 * The JSON text inside an f-puzzles link (`https://www.f-puzzles.com/?load=N4Ig…`), a SudokuPad link
 * to an f-puzzles puzzle (`https://sudokupad.app/fpuzzlesN4Ig…`, `…?puzzleid=fpuzzlesN4Ig…`), or the bare
 * data: base64 of lz-string (`compressToBase64`), URL-escaped or not.
 *
 * @throws VariantError when there is no data or it does not decompress to a JSON object.
 */
export function decodeFPuzzlesText(text: string): string {
  const t = text.trim();
  let data = t;
  if (/^https?:\/\//.test(t)) {
    const linked = fPuzzlesLinkData(t);
    if (linked === undefined)
      throw new VariantError(`f-puzzles: no puzzle data in the link '${t.slice(0, 80)}'`);
    data = linked;
  }
  try {
    data = decodeURIComponent(data);
  } catch {
    throw new VariantError('f-puzzles: the link data is not validly URL-escaped');
  }
  // A '+' of the base64 data turns into a space when a link is decoded as a form.
  data = data.replace(/ /g, '+');
  let json: string | null;
  try {
    json = LZString.decompressFromBase64(data) as string | null;
  } catch {
    // lz-string throws a TypeError on some malformed data instead of returning null.
    json = null;
  }
  if (typeof json !== 'string' || !json.trimStart().startsWith('{')) {
    throw new VariantError('f-puzzles: the data does not decompress (lz-string, base64) to a JSON object');
  }
  return json;
}
