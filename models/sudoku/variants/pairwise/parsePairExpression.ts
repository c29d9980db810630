import { PairExpressionError } from './PairExpressionError.js';
import { truthy } from './truthy.js';

/** A parsed pair expression: evaluates to a number (a comparison or a logical operator gives 1 or 0). */
export type PairExpression = (a: number, b: number) => number;

type Token = { readonly kind: 'num' | 'name' | 'op'; readonly text: string; readonly at: number };

const OPS = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '+', '-', '*', '/', '%', '!', '(', ')', ','];
// Maps, not object literals: a name like `constructor` must not find Object's own properties.
const FUNCTIONS = new Map<string, { readonly arity: number; readonly fn: (args: number[]) => number }>([
  ['abs', { arity: 1, fn: ([x]) => Math.abs(x!) }],
  ['min', { arity: 2, fn: (xs) => Math.min(...xs) }],
  ['max', { arity: 2, fn: (xs) => Math.max(...xs) }],
]);

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const num = /^\d+/.exec(text.slice(i));
    if (num !== null) {
      out.push({ kind: 'num', text: num[0], at: i + 1 });
      i += num[0].length;
      continue;
    }
    const name = /^[a-z]+/i.exec(text.slice(i));
    if (name !== null) {
      out.push({ kind: 'name', text: name[0], at: i + 1 });
      i += name[0].length;
      continue;
    }
    // JavaScript spellings `===` / `!==` read as `==` / `!=`.
    const three = text.slice(i, i + 3);
    if (three === '===' || three === '!==') {
      out.push({ kind: 'op', text: three.slice(0, 2), at: i + 1 });
      i += 3;
      continue;
    }
    const op = OPS.find((o) => text.startsWith(o, i));
    if (op === undefined) {
      throw new PairExpressionError(
        `unexpected '${ch}' at ${i + 1}${ch === '=' ? " (write '==' to compare)" : ''}`,
      );
    }
    out.push({ kind: 'op', text: op, at: i + 1 });
    i += op.length;
  }
  return out;
}

const BINARY: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

function apply(op: string, x: number, y: number): number {
  switch (op) {
    case '||':
      return truthy(x) || truthy(y) ? 1 : 0;
    case '&&':
      return truthy(x) && truthy(y) ? 1 : 0;
    case '==':
      return x === y ? 1 : 0;
    case '!=':
      return x !== y ? 1 : 0;
    case '<':
      return x < y ? 1 : 0;
    case '<=':
      return x <= y ? 1 : 0;
    case '>':
      return x > y ? 1 : 0;
    case '>=':
      return x >= y ? 1 : 0;
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    default:
      return x % y;
  }
}

/**
 * Parses a relation between two digits `a` and `b` written as a small expression — integers, `a`,
 * `b`, `+ - * / %`, comparisons `== != < <= > >=` (`===` / `!==` accepted), `&& || !`, parentheses,
 * `abs(x)`, `min(x, y)`, `max(x, y)` — into a function. It is parsed here, by recursive descent, and
 * never handed to `eval` or `Function`: nothing else can run. Division is exact (`7 / 2` is 3.5, as in
 * JavaScript); a result is true when it is neither 0 nor NaN (see {@link truthy}).
 *
 * @throws PairExpressionError naming what is wrong and where.
 */
export function parsePairExpression(text: string): PairExpression {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const where = (): string => {
    const t = peek();
    return t === undefined ? 'at the end' : `'${t.text}' at ${t.at}`;
  };
  const expect = (op: string): void => {
    const t = peek();
    if (t?.kind !== 'op' || t.text !== op)
      throw new PairExpressionError(`expected '${op}', found ${where()}`);
    pos++;
  };

  const binary = (level: number): PairExpression => {
    if (level === BINARY.length) return unary();
    let left = binary(level + 1);
    for (;;) {
      const t = peek();
      if (t?.kind !== 'op' || !BINARY[level]!.includes(t.text)) return left;
      pos++;
      const right = binary(level + 1);
      const l = left;
      left = (a, b) => apply(t.text, l(a, b), right(a, b));
    }
  };
  const unary = (): PairExpression => {
    const t = peek();
    if (t?.kind === 'op' && (t.text === '!' || t.text === '-')) {
      pos++;
      const inner = unary();
      return t.text === '!' ? (a, b) => (truthy(inner(a, b)) ? 0 : 1) : (a, b) => -inner(a, b);
    }
    return primary();
  };
  const primary = (): PairExpression => {
    const t = peek();
    if (t === undefined) throw new PairExpressionError('unexpected end of the expression');
    pos++;
    if (t.kind === 'num') {
      const v = Number(t.text);
      return () => v;
    }
    if (t.kind === 'name') {
      if (t.text === 'a') return (a) => a;
      if (t.text === 'b') return (_, b) => b;
      const known = FUNCTIONS.get(t.text);
      if (known === undefined)
        throw new PairExpressionError(`unknown name '${t.text}' at ${t.at} (known: a, b, abs, min, max)`);
      expect('(');
      const args = [binary(0)];
      while (peek()?.text === ',') {
        pos++;
        args.push(binary(0));
      }
      expect(')');
      if (args.length !== known.arity)
        throw new PairExpressionError(
          `${t.text} takes ${known.arity} argument(s); got ${args.length} at ${t.at}`,
        );
      const fn = known.fn;
      return (a, b) => fn(args.map((f) => f(a, b)));
    }
    if (t.text === '(') {
      const inner = binary(0);
      expect(')');
      return inner;
    }
    pos--;
    throw new PairExpressionError(`unexpected ${where()}`);
  };

  if (tokens.length === 0) throw new PairExpressionError('the expression is empty');
  const f = binary(0);
  if (pos < tokens.length) throw new PairExpressionError(`unexpected ${where()}`);
  return f;
}
