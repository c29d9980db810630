import { isPlainObject } from '../readShape.js';
import type { FieldContext, VariantField } from '../VariantField.js';
import type { DigitNfa } from './DigitNfa.js';

/** Most states an automaton given as data may have. */
const MAX_STATES = 1000;

/** An automaton as JSON: states are numbers 0.., a transition reads one digit or any of a list. */
export interface AutomatonInput {
  /** The start state, or several. */
  readonly start: number | readonly number[];
  /** The accepting states. */
  readonly accepting: readonly number[];
  /** `[from, digit or digits, to]`. */
  readonly transitions: readonly (readonly [number, number | readonly number[], number])[];
}

const isState = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < MAX_STATES;

/** A nondeterministic automaton over digits, given as data (`{ start, accepting, transitions }`). */
export function automatonField(description: string): VariantField<AutomatonInput, DigitNfa, true> {
  return {
    required: true,
    description,
    shape: '{ start, accepting, transitions: [from, digit(s), to][] }',
    read: (value: unknown, name: string, ctx: FieldContext) => {
      const bad = (why: string): never =>
        ctx.fail(`'${name}' must be an automaton { start, accepting, transitions }: ${why}`);
      if (!isPlainObject(value)) return bad(`got ${JSON.stringify(value)}`);
      for (const key of Object.keys(value))
        if (!['start', 'accepting', 'transitions'].includes(key)) bad(`unknown property '${key}'`);
      const starts = Array.isArray(value.start) ? value.start : [value.start];
      if (starts.length === 0 || !starts.every(isState))
        bad(`'start' must be a state 0..${MAX_STATES - 1} or a list of them`);
      const accepting = value.accepting;
      if (!Array.isArray(accepting) || !accepting.every(isState)) bad("'accepting' must be a list of states");
      if (!Array.isArray(value.transitions))
        return bad("'transitions' must be a list of [from, digit(s), to]");
      const transitions: [number, number, number][] = [];
      let states = Math.max(...(starts as number[]), ...(accepting as number[]), 0) + 1;
      value.transitions.forEach((t: unknown, k: number) => {
        if (!Array.isArray(t) || t.length !== 3 || !isState(t[0]) || !isState(t[2]))
          bad(`transition #${k} must be [from, digit(s), to] with states 0..${MAX_STATES - 1}`);
        const tr = t as unknown[];
        const digits = Array.isArray(tr[1]) ? tr[1] : [tr[1]];
        for (const d of digits) {
          if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > ctx.n)
            bad(`transition #${k} reads ${JSON.stringify(d)}, not a digit 1..${ctx.n}`);
          transitions.push([tr[0] as number, d as number, tr[2] as number]);
        }
        states = Math.max(states, (tr[0] as number) + 1, (tr[2] as number) + 1);
      });
      return {
        states,
        starts: starts as number[],
        accepting: accepting as number[],
        transitions,
        epsilon: [],
      };
    },
    absent: () => ({ states: 1, starts: [0], accepting: [], transitions: [], epsilon: [] }),
    schema: () => ({
      description,
      type: 'object',
      additionalProperties: false,
      required: ['start', 'accepting', 'transitions'],
      properties: {
        start: {
          oneOf: [
            { type: 'integer', minimum: 0 },
            { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 1 },
          ],
        },
        accepting: { type: 'array', items: { type: 'integer', minimum: 0 } },
        transitions: {
          type: 'array',
          items: {
            type: 'array',
            prefixItems: [
              { type: 'integer', minimum: 0 },
              {
                oneOf: [
                  { type: 'integer', minimum: 1 },
                  { type: 'array', items: { type: 'integer', minimum: 1 } },
                ],
              },
              { type: 'integer', minimum: 0 },
            ],
            minItems: 3,
            maxItems: 3,
          },
        },
      },
    }),
  };
}
