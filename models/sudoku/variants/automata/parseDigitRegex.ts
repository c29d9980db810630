import type { DigitNfa } from './DigitNfa.js';
import { DigitRegexError } from './DigitRegexError.js';

type Node =
  | { readonly kind: 'digits'; readonly digits: readonly number[] }
  | { readonly kind: 'cat'; readonly parts: readonly Node[] }
  | { readonly kind: 'alt'; readonly options: readonly Node[] }
  | { readonly kind: 'rep'; readonly inner: Node; readonly min: number; readonly max: number };

/** Largest count a `{n,m}` may give (a line has at most N² cells, and copies cost states). */
const MAX_REPEAT = 100;

/** Parses a pattern into a tree; `n` is the largest digit. */
function parse(pattern: string, n: number): Node {
  const text = pattern.replace(/\s+/g, '');
  let i = 0;
  const at = (): string => (i < text.length ? `'${text[i]}' at ${i + 1}` : 'the end');
  const digit = (ch: string, where: number): number => {
    const v = /^[0-9a-z]$/i.test(ch) ? Number.parseInt(ch, 36) : Number.NaN;
    if (!(v >= 1 && v <= n))
      throw new DigitRegexError(
        `'${ch}' at ${where} is not a digit 1..${n}${n > 9 ? ' (10 and up are a, b, …)' : ''}`,
      );
    return v;
  };
  const all = (): number[] => Array.from({ length: n }, (_, k) => k + 1);

  const alternation = (): Node => {
    const options = [concatenation()];
    while (text[i] === '|') {
      i++;
      options.push(concatenation());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  };
  const concatenation = (): Node => {
    const parts: Node[] = [];
    while (i < text.length && text[i] !== '|' && text[i] !== ')') parts.push(repetition());
    return parts.length === 1 ? parts[0]! : { kind: 'cat', parts };
  };
  const number = (): number => {
    const m = /^\d+/.exec(text.slice(i));
    if (m === null) throw new DigitRegexError(`expected a number, found ${at()}`);
    i += m[0].length;
    return Number(m[0]);
  };
  const repetition = (): Node => {
    let node = atom();
    for (;;) {
      const ch = text[i];
      if (ch === '*') node = { kind: 'rep', inner: node, min: 0, max: Infinity };
      else if (ch === '+') node = { kind: 'rep', inner: node, min: 1, max: Infinity };
      else if (ch === '?') node = { kind: 'rep', inner: node, min: 0, max: 1 };
      else if (ch === '{') {
        const open = i + 1;
        i++;
        const min = number();
        let max = min;
        if (text[i] === ',') {
          i++;
          max = text[i] === '}' ? Infinity : number();
        }
        if (text[i] !== '}') throw new DigitRegexError(`expected '}' closing '{' at ${open}, found ${at()}`);
        if (max < min) throw new DigitRegexError(`{${min},${max}} at ${open}: the bounds are reversed`);
        if (Math.max(min, Number.isFinite(max) ? max : 0) > MAX_REPEAT)
          throw new DigitRegexError(`the count at ${open} is above ${MAX_REPEAT}`);
        node = { kind: 'rep', inner: node, min, max };
      } else return node;
      i++;
    }
  };
  const atom = (): Node => {
    const ch = text[i];
    const where = i + 1;
    if (ch === undefined) throw new DigitRegexError('unexpected end of the pattern');
    i++;
    if (ch === '(') {
      const inner = alternation();
      if (text[i] !== ')') throw new DigitRegexError(`expected ')' closing '(' at ${where}, found ${at()}`);
      i++;
      return inner;
    }
    if (ch === '.') return { kind: 'digits', digits: all() };
    if (ch === '[') {
      const negate = text[i] === '^';
      if (negate) i++;
      const set = new Set<number>();
      while (i < text.length && text[i] !== ']') {
        const lo = digit(text[i]!, i + 1);
        i++;
        if (text[i] === '-' && text[i + 1] !== ']' && i + 1 < text.length) {
          const hi = digit(text[i + 1]!, i + 2);
          if (hi < lo) throw new DigitRegexError(`range at ${i} is reversed`);
          for (let v = lo; v <= hi; v++) set.add(v);
          i += 2;
        } else set.add(lo);
      }
      if (text[i] !== ']') throw new DigitRegexError(`expected ']' closing '[' at ${where}`);
      i++;
      const digits = negate ? all().filter((v) => !set.has(v)) : [...set].sort((a, b) => a - b);
      return { kind: 'digits', digits };
    }
    if ('*+?{'.includes(ch)) throw new DigitRegexError(`'${ch}' at ${where} repeats nothing`);
    if (ch === ')' || ch === '|') throw new DigitRegexError(`unexpected '${ch}' at ${where}`);
    return { kind: 'digits', digits: [digit(ch, where)] };
  };

  const tree = alternation();
  if (i < text.length) throw new DigitRegexError(`unexpected ${at()}`);
  return tree;
}

/**
 * A regular expression over digits read along a line, as ISS's regex lines take it — digits (`1`–`9`,
 * then `a`, `b`… for 10, 11…), `.` any digit, `[1-3]` / `[^5]` classes, `( )` groups, `|`, and
 * `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`; whitespace is ignored, and the whole line must match — built
 * into a nondeterministic automaton (Thompson's construction). Parsed here; no `RegExp` is built.
 *
 * @throws DigitRegexError naming what is wrong and where.
 */
export function parseDigitRegex(pattern: string, n: number): DigitNfa {
  const tree = parse(pattern, n);
  const transitions: [number, number, number][] = [];
  const epsilon: [number, number][] = [];
  let states = 0;
  const state = (): number => states++;
  // Each fragment is built between a fresh entry and exit state.
  const build = (node: Node, from: number, to: number): void => {
    switch (node.kind) {
      case 'digits':
        for (const d of node.digits) transitions.push([from, d, to]);
        return;
      case 'cat': {
        let cur = from;
        node.parts.forEach((p, k) => {
          const next = k === node.parts.length - 1 ? to : state();
          build(p, cur, next);
          cur = next;
        });
        if (node.parts.length === 0) epsilon.push([from, to]);
        return;
      }
      case 'alt':
        for (const o of node.options) build(o, from, to);
        return;
      case 'rep': {
        let cur = from;
        for (let k = 0; k < node.min; k++) {
          const next = state();
          build(node.inner, cur, next);
          cur = next;
        }
        if (node.max === Infinity) {
          const loop = state();
          epsilon.push([cur, loop]);
          const back = state();
          build(node.inner, loop, back);
          epsilon.push([back, loop]);
          epsilon.push([loop, to]);
        } else {
          epsilon.push([cur, to]);
          for (let k = node.min; k < node.max; k++) {
            const next = state();
            build(node.inner, cur, next);
            epsilon.push([next, to]);
            cur = next;
          }
        }
        return;
      }
    }
  };
  const start = state();
  const end = state();
  build(tree, start, end);
  return { states, starts: [start], accepting: [end], transitions, epsilon };
}
