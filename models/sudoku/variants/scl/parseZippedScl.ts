import { VariantError } from '../VariantError.js';
import { SCL_KEYS } from './SCL_KEYS.js';

/**
 * Parses SudokuPad's SCL text, zipped or not, into plain JSON values with the long keys. Zipped SCL is
 * JSON with these shorthands (undone here by a small parser of its own rather than by rewriting the
 * text, so that no shorthand is undone inside a string): keys without quotes and shortened
 * ({@link SCL_KEYS}), strings in single quotes (`\'` for a quote), an empty object left out of a list
 * (`[,{v:5}]` is `[{}, {value: 5}]`; empty lists are never written, so `[]` reads `[{}]` as SudokuPad
 * reads it), `t` / `f` for true / false, `#0` / `#F` for black / white, and a colour `#rrggbb` written
 * as its six hex digits. Plain JSON reads as itself.
 *
 * @throws VariantError naming the position of the first character that cannot be read.
 */
export function parseZippedScl(text: string): unknown {
  const p = new SclParser(text);
  p.space();
  const v = p.value(false);
  p.space();
  if (p.at < text.length) p.fail('unexpected text after the puzzle');
  return v;
}

const BARE = /[A-Za-z0-9_#.+-]/;

/** Deepest nesting read: SCL nests a few levels; a deeper text is refused rather than overflowing the stack. */
const MAX_DEPTH = 64;

class SclParser {
  at = 0;
  private depth = 0;
  constructor(private readonly s: string) {}

  fail(why: string): never {
    throw new VariantError(`SudokuPad: the SCL data is not readable at character ${this.at + 1}: ${why}`);
  }

  space(): void {
    while (this.at < this.s.length && /\s/.test(this.s[this.at]!)) this.at++;
  }

  /** A value; `inObject` tells a colour's bare hex digits (object values only) from a number. */
  value(inObject: boolean): unknown {
    this.space();
    const ch = this.s[this.at];
    if (ch === '{' || ch === '[') {
      if (++this.depth > MAX_DEPTH) this.fail(`nested deeper than ${MAX_DEPTH} levels`);
      const v = ch === '{' ? this.object() : this.list();
      this.depth--;
      return v;
    }
    if (ch === '"' || ch === "'") return this.text();
    return this.bare(inObject);
  }

  object(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.at++;
    this.space();
    if (this.s[this.at] === '}') {
      this.at++;
      return out;
    }
    for (;;) {
      this.space();
      const ch = this.s[this.at];
      const raw = ch === '"' || ch === "'" ? this.text() : this.word();
      if (raw === '') this.fail('a key was expected');
      this.space();
      if (this.s[this.at] !== ':') this.fail(`':' was expected after the key '${raw}'`);
      this.at++;
      const key = SCL_KEYS[raw] ?? raw;
      out[key] = this.value(true);
      this.space();
      const next = this.s[this.at++];
      if (next === '}') return out;
      if (next !== ',') {
        this.at--;
        this.fail("',' or '}' was expected");
      }
    }
  }

  list(): unknown[] {
    const out: unknown[] = [];
    this.at++;
    for (;;) {
      this.space();
      const ch = this.s[this.at];
      // A left-out item is an empty object (see the zipped format above).
      out.push(ch === ',' || ch === ']' ? {} : this.value(false));
      this.space();
      const next = this.s[this.at++];
      if (next === ']') return out;
      if (next !== ',') {
        this.at--;
        this.fail("',' or ']' was expected");
      }
    }
  }

  text(): string {
    const quote = this.s[this.at++]!;
    let out = '';
    for (;;) {
      const ch = this.s[this.at++];
      if (ch === undefined) this.fail('a string is not closed');
      if (ch === quote) break;
      if (ch !== '\\') {
        out += ch;
        continue;
      }
      const e = this.s[this.at++];
      if (e === 'u') {
        const hex = this.s.slice(this.at, this.at + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('a \\u escape needs four hex digits');
        out += String.fromCharCode(Number.parseInt(hex, 16));
        this.at += 4;
      } else {
        const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };
        if (e === undefined) this.fail('a string is not closed');
        out += simple[e] ?? e;
      }
    }
    return /^[0-9a-fA-F]{6}$/.test(out) ? `#${out}` : out;
  }

  word(): string {
    const from = this.at;
    while (this.at < this.s.length && BARE.test(this.s[this.at]!)) this.at++;
    return this.s.slice(from, this.at);
  }

  bare(inObject: boolean): unknown {
    const w = this.word();
    if (w === '') this.fail('a value was expected');
    if (w === 't' || w === 'true') return true;
    if (w === 'f' || w === 'false') return false;
    if (w === 'null') return null;
    if (w === '#0') return '#000000';
    if (w === '#F') return '#FFFFFF';
    if (inObject && /^[0-9a-fA-F]{6}$/.test(w)) return `#${w}`;
    if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(w)) return Number(w);
    this.at -= w.length;
    return this.fail(`'${w}' is not a value`);
  }
}
