import LZString from 'lz-string';
import { SCL_KEYS } from '../../../../../models/sudoku/variants/index.js';

// Test-only writer of SudokuPad SCL: builds SCL objects from known puzzles and zips them the way
// SudokuPad's zipped SCL is described in docs/variants.md, so that the reader is tested against data
// whose meaning is known.

/** An SCL cell: `[row, column]`, 0-based. */
export type SclCell = [number, number];

/** The long → short key table (the reverse of SCL_KEYS). */
const SHORT: Record<string, string> = Object.fromEntries(Object.entries(SCL_KEYS).map(([s, l]) => [l, s]));

function zipText(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** One value in zipped SCL; `inObject` for an object's property value (colours and booleans shortened). */
function zipValue(v: unknown, inObject: boolean): string {
  if (Array.isArray(v)) return `[${v.map((x) => (isEmptyObject(x) ? '' : zipValue(x, false))).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const parts = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => !(Array.isArray(x) && x.length === 0))
      .map(([k, x]) => `${SHORT[k] ?? k}:${zipValue(x, true)}`);
    return `{${parts.join(',')}}`;
  }
  if (typeof v === 'boolean') return inObject ? (v ? 't' : 'f') : String(v);
  if (typeof v === 'string') {
    if (inObject && v === '#000000') return '#0';
    if (inObject && v === '#FFFFFF') return '#F';
    if (inObject && /^#[0-9a-fA-F]{6}$/.test(v)) return v.slice(1);
    return zipText(v);
  }
  return JSON.stringify(v);
}

function isEmptyObject(x: unknown): boolean {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).length === 0;
}

/** SCL text in SudokuPad's zipped form. */
export function zipScl(scl: Record<string, unknown>): string {
  return zipValue(scl, false);
}

/** A SudokuPad link to `scl`: zipped or plain JSON, base64 (default) or URI-component lz-string. */
export function sclLink(
  scl: Record<string, unknown>,
  how: { zipped?: boolean; uri?: boolean; prefix?: string } = {},
): string {
  const text = how.zipped === false ? JSON.stringify(scl) : zipScl(scl);
  const data = how.uri ? LZString.compressToEncodedURIComponent(text) : LZString.compressToBase64(text);
  return `${how.prefix ?? 'https://sudokupad.app/scl'}${data}`;
}

/** `r3c7` → `[2, 6]`. */
export function sclCell(ref: string): SclCell {
  const m = /^r(\d+)c(\d+)$/i.exec(ref);
  if (m === null) throw new Error(`not a cell name: ${ref}`);
  return [Number(m[1]) - 1, Number(m[2]) - 1];
}

/** The centre of a cell in SCL coordinates. */
export function centre([r, c]: SclCell): [number, number] {
  return [r + 0.5, c + 0.5];
}

/** SCL `cells` rows from a givens string of N² symbols (`.` or `0` empty). */
export function sclCells(givens: string, size: number): Record<string, unknown>[][] {
  return Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => {
      const ch = givens[r * size + c]!;
      const v = Number.parseInt(ch, 36);
      return Number.isNaN(v) || v === 0 ? {} : { value: v };
    }),
  );
}

/** The standard boxes (`w` wide, `h` high) of a grid of side `w·h`, as SCL regions. */
export function sclBoxes(w: number, h: number): SclCell[][] {
  const n = w * h;
  return Array.from({ length: n }, (_, b) => {
    const r0 = Math.floor(b / h) * h;
    const c0 = (b % h) * w;
    const out: SclCell[] = [];
    for (let r = r0; r < r0 + h; r++) for (let c = c0; c < c0 + w; c++) out.push([r, c]);
    return out;
  });
}
