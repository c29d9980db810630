// Apart from the decoder, so telling a link from a grid does not load lz-string.
// `scl` (SudokuPad's own compact format) or `ctc` (the same, from the Cracking the Cryptic apps), as a
// link's path (`sudokupad.app/sclN4Ig…`) or puzzle id (`?puzzleid=scl…`), then lz-string data.
const LINK_SCL = /(?:^|[/=])(?:scl|ctc)([A-Za-z0-9+/=%$_-]+)/;

/** The part of a link after its host (all of `text` when it is not a link). */
function pathOf(text: string): string {
  return /^https?:\/\//.test(text) ? text.replace(/^https?:\/\/[^/]+/, '') : text;
}

/** `true` when `text` is a SudokuPad link to an SCL puzzle, or bare `scl…` / `ctc…` data. */
export function isSclLink(text: string): boolean {
  const t = text.trim();
  if (/^https?:\/\/\S+$/.test(t)) return LINK_SCL.test(pathOf(t));
  return /^(?:scl|ctc)[A-Za-z0-9+/=%$_-]+$/.test(t);
}

/** The lz-string data of an SCL link or bare data (`undefined` when it holds none). */
export function sclLinkData(text: string): string | undefined {
  return LINK_SCL.exec(pathOf(text.trim()))?.[1];
}
