import LZString from 'lz-string';
import type { PlaygroundPuzzle } from '../puzzle/PlaygroundPuzzle.js';
import { puzzleText } from '../puzzle/puzzleText.js';

/** The URL fragment key of a shared puzzle. */
const KEY = 'p';

/**
 * A link to this page with the puzzle in its fragment: the puzzle's text (line, grid or JSON
 * format) compressed with lz-string into URL-safe characters. The fragment never reaches a server.
 */
export function shareLink(base: string, p: PlaygroundPuzzle): string {
  const url = new URL(base);
  url.hash = `${KEY}=${LZString.compressToEncodedURIComponent(puzzleText(p))}`;
  return url.toString();
}

/**
 * The puzzle text inside a page URL's fragment (to be read like a paste), `undefined` when it has
 * none, or an error when the data is damaged.
 */
export function sharedText(hash: string): { text: string } | { error: string } | undefined {
  // Not URLSearchParams: it would turn the data's '+' into spaces.
  const field = hash
    .replace(/^#/, '')
    .split('&')
    .find((f) => f.startsWith(`${KEY}=`));
  if (field === undefined) return undefined;
  const data = field.slice(KEY.length + 1);
  const text = LZString.decompressFromEncodedURIComponent(data);
  if (typeof text !== 'string' || text === '') {
    return { error: 'the shared link is damaged: its puzzle data does not decompress' };
  }
  return { text };
}

/** An f-puzzles link for f-puzzles JSON (as `toFPuzzles` writes it). */
export function fpuzzlesLink(json: Record<string, unknown>): string {
  return `https://www.f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify(json))}`;
}
