import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/index.js';
import { run } from '../../cli/index.js';
import { formatGridFormat, parseLine } from '../../models/sudoku/index.js';
import { runCli } from './fakeIo.js';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

/** Runs the CLI with standard input given as `chunks` (a stream), collecting its output. */
async function runChunked(
  argv: string[],
  chunks: AsyncIterable<string>,
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    readStdin: async () => {
      throw new Error('standard input must be streamed');
    },
    readFile: async () => '',
    stdinChunks: () => chunks,
  };
  const code = await run(argv, io);
  return { code, out, err };
}

async function* inPieces(text: string, cuts: number[]): AsyncGenerator<string> {
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield text.slice(at, cut);
    at = cut;
  }
  yield text.slice(at);
}

const lineArb = fc.oneof(
  fc.constant(PUZZLE),
  fc.constant(`${PUZZLE} 1.2 rating`),
  fc.constant(`5.5${PUZZLE.slice(3)}`),
  fc.constant(PUZZLE.slice(1)),
  fc.constant('# comment'),
  fc.constant(''),
  fc.string({ maxLength: 12 }),
);
const grid = formatGridFormat(parseLine(PUZZLE)).trimEnd();
const gridArb = fc.oneof(
  fc.constant(grid),
  fc.constant('4 2 2\n1 0 0 0\n0 0 9 0'),
  fc.constant('# note'),
  fc.constant(''),
);

describe('input is streamed', () => {
  it('answers the same whatever the chunks (lines and CRLF split anywhere)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.array(lineArb, { maxLength: 8 }), fc.array(gridArb, { maxLength: 6 })),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (lines, eol, cuts) => {
          const text = lines.join(eol);
          const whole = await runCli(['sudoku', 'solve', '-'], { stdin: text });
          const streamed = await runChunked(
            ['sudoku', 'solve', '-'],
            inPieces(
              text,
              cuts.map((c) => c % (text.length + 1)),
            ),
          );
          expect(streamed).toEqual({ code: whole.code, out: whole.out, err: whole.err });
        },
      ),
      { numRuns: 150, seed: 23 },
    );
  });

  it('answers a puzzle before the rest of the input has arrived', async () => {
    let answeredEarly = false;
    let out = '';
    async function* typing(): AsyncGenerator<string> {
      yield `${PUZZLE}\n`;
      // The next line is only typed once the first answer is out.
      for (let i = 0; i < 100 && !out.includes(SOLUTION); i++) await new Promise((r) => setTimeout(r, 5));
      answeredEarly = out.includes(SOLUTION);
      yield `${PUZZLE}\n`;
    }
    const io: CliIo = {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: () => undefined },
      readStdin: async () => '',
      readFile: async () => '',
      stdinChunks: typing,
    };
    expect(await run(['sudoku', 'solve', '-'], io)).toBe(0);
    expect(answeredEarly).toBe(true);
    expect(out).toBe(`${SOLUTION}\n${SOLUTION}\n`);
  });
});
