// Apart from the decoder, so telling a link from a grid does not load lz-string.
const LINK_LOAD = /[?&]load=([^&#\s]+)/;
const LINK_FPUZZLES = /fpuzzles([A-Za-z0-9+/=%]+)/;

/** `true` when `text` looks like an f-puzzles / SudokuPad link or bare lz-string data (not JSON, not a grid). */
export function isFPuzzlesLink(text: string): boolean {
  const t = text.trim();
  return /^https?:\/\/\S+$/.test(t)
    ? LINK_LOAD.test(t) || LINK_FPUZZLES.test(t)
    : /^N4Ig[A-Za-z0-9+/=]*$/.test(t);
}

/** The lz-string data of an f-puzzles / SudokuPad link (`undefined` when the link holds none). */
export function fPuzzlesLinkData(link: string): string | undefined {
  const m = LINK_LOAD.exec(link) ?? LINK_FPUZZLES.exec(link);
  return m === null ? undefined : m[1];
}
